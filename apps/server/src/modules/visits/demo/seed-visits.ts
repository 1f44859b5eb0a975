import { sql } from 'drizzle-orm';
import { durationCodeFor } from '@crm/shared/contracts/visit-schemas';
import { dictionaries } from '../../../db/seed/reference';
import { createRandom } from '../../../db/demo/random';
import type { Tx } from '../../../db/seed/tenant-setup';
import { addTaskLogs, addTasks } from '../../tasks/index';
import { setLastVisitsFrom } from '../../customers/index';
import { visit, visitProduct } from '../../../db/schema/visits/visits';
import { addDays, startOfDay, dateIn } from '../../../lib/zoned-time';
import { rowsOf } from '../../../db/rows';

const TIME_ZONE = 'Asia/Shanghai';
const PAST_DAYS = 120;
/** Older visits go back three years, so periods can be compared with the year before. */
const HISTORY_DAYS = 3 * 365;
const PLANNED_DAYS = 14;
const BATCH = 500;

const codes = (key: string) => dictionaries[key]!.items.map((i) => i.code);

const NOTES = [
  '介绍了产品最新的循证医学证据，医生认可疗效数据',
  '医生关注药物相互作用，已提供说明书与文献',
  '讨论了科室近期患者用药情况，医生表示会在合适患者中使用',
  '邀请医生参加下月城市会，医生初步同意',
  '医生反馈患者依从性问题，约定下次带患者教育材料',
  '收集了一例不良反应报告线索，已按流程上报',
];
const NEXT_STEPS = ['下周回访，带文献资料', '发送会议邀请函', '跟进处方情况', '安排 MSL 学术交流', '提供患者教育材料'];
const TASK_TITLES: Array<[string, string]> = [
  ['VISIT', '拜访{doctor}，跟进用药反馈'],
  ['FOLLOW_UP', '跟进{doctor}的处方情况'],
  ['MEETING', '邀请{doctor}参加城市会'],
  ['MATERIAL', '给{doctor}送学术资料'],
  ['REPORT', '提交本周拜访周报'],
  ['OTHER', '更新{doctor}的联系方式'],
];

interface Rep {
  id: number;
  orgId: number;
  path: string;
  managerId: number | null;
  /** The share of this rep's planned visits that stay undone: reps differ, so plan attainment does. */
  missRate: number;
}

/** 2% to 20%, the same for a rep on every run. */
const missRateOf = (repId: number) => 0.02 + (Math.imul(repId, 2654435761) >>> 0) / 4294967296 / 5.5;

/** The duration code a visit of so many minutes has; a code is still drawn, as one once was, so that the rest of the demo stays the same. */
function durationOf(minutes: number, draw: () => string): string | null {
  draw();
  return durationCodeFor(minutes);
}

/**
 * Three years of visits (the last four months in full detail), the next two weeks of planned ones,
 * and tasks in every state for every rep, over the doctors of their own territory, so lists,
 * calendars and dashboards are full and the year before has figures to compare with. A past
 * visit is done, cancelled, or still planned: missed, at the rep's own rate.
 */
export async function seedVisitsAndTasks(tx: Tx, input: { tenantId: number; seed: number; now?: Date }) {
  const random = createRandom(input.seed + 606);
  // Older history draws from its own stream, so the recent months stay as they were.
  const older = createRandom(input.seed + 607);
  const now = input.now ?? new Date();
  const today = dateIn(now, TIME_ZONE);
  const reps = rowsOf<Record<string, string | number | null>>(
    await tx.execute(sql`
    select u.id, u.org_id, o.path, p.leader_id as manager_id
    from app_user u join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_id and r.code = 'rep'
    join organization o on o.id = u.org_id left join organization p on p.id = o.parent_id
    where u.tenant_id = ${input.tenantId} order by u.id`),
  );
  const products = rowsOf<{ user_id: number; product_id: number }>(await tx.execute(sql`select user_id, product_id from user_product where tenant_id = ${input.tenantId}`));
  const visitTypes = codes('visitType').filter((c) => c !== 'DEPT_MEETING');
  const purposes = codes('visitPurpose');
  const durations = codes('visitDuration');
  const results = codes('visitResults');

  for (const raw of reps) {
    const id = Number(raw.id);
    const rep: Rep = { id, orgId: Number(raw.org_id), path: String(raw.path), managerId: raw.manager_id === null ? null : Number(raw.manager_id), missRate: missRateOf(id) };
    const doctors = rowsOf<{ id: number; name: string; hospital_id: number }>(
      await tx.execute(sql`
      select d.id, d.name, d.hospital_id from doctor d join doctor_assignment a on a.doctor_id = d.id
      where a.tenant_id = ${input.tenantId} and a.org_id = ${rep.orgId} order by d.id limit 60`),
    );
    if (doctors.length === 0) continue;
    const repProducts = products.filter((p) => Number(p.user_id) === rep.id).map((p) => Number(p.product_id));
    const visits: Array<typeof visit.$inferInsert> = [];
    const visitProducts: number[][] = [];
    for (let day = -HISTORY_DAYS; day <= PLANNED_DAYS; day++) {
      const date = addDays(today, day);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const draw = day < -PAST_DAYS ? older : random;
      const count = day > 0 ? draw.int(0, 2) : day < -PAST_DAYS ? draw.int(0, 3) : draw.int(1, 4);
      for (let i = 0; i < count; i++) {
        const target = draw.pick(doctors);
        const start = new Date(startOfDay(date, TIME_ZONE).getTime() + (9 + i * 2 + draw.int(0, 1)) * 3600_000 + draw.int(0, 3) * 15 * 60_000);
        if (day === 0 && start > now) continue;
        const future = day > 0;
        const minutes = draw.pick([10, 15, 20, 30, 45]);
        const roll = future ? 1 : draw.next();
        const status = future ? 'planned' : roll < 0.03 ? 'cancelled' : roll < 0.03 + rep.missRate ? 'planned' : 'completed';
        const planned = status !== 'completed';
        const visitType = draw.pick(visitTypes);
        const purpose = draw.pick(purposes);
        const duration = future ? null : durationOf(minutes, () => draw.pick(durations));
        const result = future ? null : draw.pick(results);
        const notes = future ? null : draw.pick(NOTES);
        const nextStep = future ? null : draw.pick(NEXT_STEPS);
        visits.push({
          tenantId: input.tenantId,
          userId: rep.id,
          orgId: rep.orgId,
          orgPath: rep.path,
          doctorId: Number(target.id),
          hospitalId: Number(target.hospital_id),
          status,
          startAt: start,
          endAt: new Date(start.getTime() + minutes * 60_000),
          visitType,
          purpose,
          duration: planned ? null : duration,
          result: planned ? null : result,
          notes: planned ? null : notes,
          nextStep: planned ? null : nextStep,
          completedAt: planned ? null : new Date(start.getTime() + minutes * 60_000),
          // Planned a week ahead, as reps do; a done visit is written when it ends.
          createdAt: future ? now : planned ? new Date(start.getTime() - 7 * 86_400_000) : new Date(start.getTime() + minutes * 60_000),
        });
        visitProducts.push(repProducts.length ? [draw.pick(repProducts)] : []);
      }
    }
    for (let i = 0; i < visits.length; i += BATCH) {
      const inserted = await tx
        .insert(visit)
        .values(visits.slice(i, i + BATCH))
        .returning({ id: visit.id });
      const links = inserted.flatMap((row, j) => (visitProducts[i + j] ?? []).map((productId) => ({ visitId: row.id, productId })));
      if (links.length) await tx.insert(visitProduct).values(links);
    }
    await setLastVisitsFrom(tx, sql`select doctor_id, max(start_at) as start_at from visit where user_id = ${rep.id} and status = 'completed' group by doctor_id`);

    const tasks: Parameters<typeof addTasks>[1] = [];
    for (let i = 0; i < 24; i++) {
      const [type, template] = random.pick(TASK_TITLES);
      const target = random.pick(doctors);
      const dueDay = random.int(-20, 20);
      const due = new Date(startOfDay(addDays(today, dueDay), TIME_ZONE).getTime() + random.int(9, 18) * 3600_000);
      const done = dueDay < 0 ? random.next() < 0.6 : random.next() < 0.15;
      tasks.push({
        tenantId: input.tenantId,
        type,
        title: template.replace('{doctor}', target.name),
        doctorId: template.includes('{doctor}') ? Number(target.id) : null,
        creatorId: random.next() < 0.4 && rep.managerId ? rep.managerId : rep.id,
        assigneeId: rep.id,
        assigneeOrgPath: rep.path,
        dueAt: due,
        important: random.next() < 0.2,
        status: done ? 'completed' : 'todo',
        completedAt: done ? new Date(Math.min(due.getTime(), now.getTime())) : null,
        createdAt: new Date(due.getTime() - random.int(2, 10) * 86_400_000),
      });
    }
    const created = await addTasks(tx, tasks);
    await addTaskLogs(
      tx,
      created.flatMap((c) => [
        { tenantId: input.tenantId, taskId: c.id, actorId: c.creatorId, action: 'create' as const, createdAt: c.createdAt },
        ...(c.status === 'completed' ? [{ tenantId: input.tenantId, taskId: c.id, actorId: rep.id, action: 'complete' as const }] : []),
      ]),
    );
  }
}
