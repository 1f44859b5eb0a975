import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { MeetingBody, MeetingStatus, MeetingType } from '@crm/shared/contracts/meeting-schemas';
import { meeting, meetingFile, meetingSignIn } from '../../../db/schema/meetings/meetings';
import type { Random } from '../../../db/demo/random';
import { personName } from '../../../db/demo/people';
import { reserveBudget } from '../budgets/budget-usage';
import { withdrawInstance } from '../../workflow/index';
import type { Tx } from '../../workflow/index';
import { yearIn } from '../calendar';
import { writeMeeting } from '../meeting-store';
import type { DemoMasterData } from './master-data';
import { demoPrincipal, type DemoSpeaker } from './speakers';
import { actorFor, backdate, decide, submit } from './workflow-driver';
import { rowsOf } from '../../../db/rows';

/** Demo meetings in every state, each driven through its chains by the demo accounts. */

type Stage = MeetingStatus | 'AT_COMPLIANCE' | 'RETURNED' | 'IN_PROGRESS' | 'ENDED';
interface Scenario {
  applicant: string;
  stage: Stage;
  startInDays: number;
  type: MeetingType;
  topic: string;
  /** The product the meeting is about: one the applicant carries, whose indications the topic is about. */
  product: string;
  speakers: number;
  large?: boolean;
}

export const SCENARIOS: Scenario[] = [
  { applicant: 'rep', stage: 'DRAFT', startInDays: 20, type: 'DEPARTMENT_MEETING', topic: '抑郁症规范化诊疗科室会', product: 'P-ESC', speakers: 1 },
  { applicant: 'rep', stage: 'IN_APPROVAL', startInDays: 15, type: 'CITY_MEETING', topic: '焦虑障碍诊疗进展城市会', product: 'P-ESC', speakers: 1 },
  { applicant: 'rep', stage: 'AT_COMPLIANCE', startInDays: 18, type: 'CITY_MEETING', topic: '抗抑郁治疗依从性管理研讨会', product: 'P-VOR', speakers: 2 },
  { applicant: 'rep', stage: 'REJECTED', startInDays: 25, type: 'DEPARTMENT_MEETING', topic: '基层精神卫生服务科室会', product: 'P-ESC', speakers: 1 },
  { applicant: 'rep', stage: 'RETURNED', startInDays: 22, type: 'ONLINE', topic: '线上病例分享会：难治性抑郁', product: 'P-VOR', speakers: 1 },
  { applicant: 'rep', stage: 'APPROVED', startInDays: 7, type: 'CITY_MEETING', topic: '情感障碍多学科诊疗论坛', product: 'P-VOR', speakers: 2 },
  { applicant: 'rep', stage: 'IN_PROGRESS', startInDays: 0, type: 'DEPARTMENT_MEETING', topic: '睡眠障碍与抑郁共病科室会', product: 'P-ESC', speakers: 1 },
  { applicant: 'rep', stage: 'ENDED', startInDays: -3, type: 'DEPARTMENT_MEETING', topic: '老年抑郁识别与干预科室会', product: 'P-VOR', speakers: 1 },
  { applicant: 'rep', stage: 'CONFIRMED', startInDays: -10, type: 'CITY_MEETING', topic: '精神科药物安全性研讨会', product: 'P-ESC', speakers: 1 },
  { applicant: 'rep', stage: 'PAYMENT_IN_APPROVAL', startInDays: -20, type: 'DEPARTMENT_MEETING', topic: '青少年抑郁诊疗科室会', product: 'P-ESC', speakers: 1 },
  { applicant: 'rep', stage: 'PAYMENT_REJECTED', startInDays: -25, type: 'CITY_MEETING', topic: '抑郁症全病程管理城市会', product: 'P-VOR', speakers: 1 },
  { applicant: 'rep', stage: 'PAID', startInDays: -40, type: 'DEPARTMENT_MEETING', topic: '广泛性焦虑障碍科室会', product: 'P-ESC', speakers: 1 },
  { applicant: 'rep', stage: 'PAID', startInDays: -60, type: 'ACADEMIC_CONFERENCE', topic: '华东地区情感障碍学术年会卫星会', product: 'P-VOR', speakers: 2, large: true },
  { applicant: 'rep', stage: 'CANCELLED', startInDays: 30, type: 'CITY_MEETING', topic: '抑郁症药物经济学研讨会', product: 'P-ESC', speakers: 1 },
  { applicant: 'rep.sh12', stage: 'IN_APPROVAL', startInDays: 12, type: 'DEPARTMENT_MEETING', topic: '综合医院抑郁筛查科室会', product: 'P-ESC', speakers: 1 },
  { applicant: 'rep2', stage: 'APPROVED', startInDays: 9, type: 'CITY_MEETING', topic: '精神分裂症长期管理城市会', product: 'P-ARI', speakers: 1 },
  { applicant: 'rep2', stage: 'PAID', startInDays: -30, type: 'DEPARTMENT_MEETING', topic: '双相障碍诊疗科室会', product: 'P-ARI', speakers: 1 },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;
const INVOICE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const INVOICE_SHA256 = createHash('sha256').update(INVOICE_PDF).digest('hex');

export async function seedMeetings(tx: Tx, tenantId: number, random: Random, master: DemoMasterData, speakers: DemoSpeaker[]): Promise<void> {
  const now = Date.now();
  const today = now - (now % DAY) - 8 * HOUR; // midnight in China time
  const query = async (statement: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await tx.execute(statement));
  const compliance = await actorFor(tx, tenantId, 'compliance');
  const finance = await actorFor(tx, tenantId, 'finance');
  let speakerCursor = 0;

  for (const scenario of SCENARIOS) {
    const principal = await demoPrincipal(tx, tenantId, scenario.applicant);
    const actor = await actorFor(tx, tenantId, scenario.applicant);
    const [context] = await query(sql`select (select up.product_id from user_product up join product p on p.id = up.product_id
          where up.tenant_id = ${tenantId} and up.user_id = ${principal.userId} and p.code = ${scenario.product}) as product_id,
        (select o.code from organization o where ${principal.orgPath ?? ''} like o.path || '%' and o.code like 'R-%' limit 1) as region`);
    if (context?.product_id == null) throw new Error(`demo meeting ${scenario.topic}: ${scenario.applicant} does not carry ${scenario.product}`);
    const productId = Number(context.product_id);
    const costCentreId = master.costCentreByRegion.get(String(context!.region))!;
    const invitees = (await query(sql`select doctor_id from doctor_assignment where tenant_id = ${tenantId} and org_id = ${principal.orgId} order by doctor_id limit 40`))
      .map((r) => Number(r.doctor_id))
      .filter(() => random.next() < 0.3)
      .slice(0, 8);
    // Speakers qualified on the meeting's product first, then the others in turn.
    const qualified = speakers.filter((s) => s.productIds.includes(productId));
    const pool = qualified.length >= scenario.speakers ? qualified : speakers;
    const booked = Array.from({ length: Math.min(scenario.speakers, pool.length) }, () => pool[speakerCursor++ % pool.length]!);
    const start = scenario.stage === 'IN_PROGRESS' ? new Date(now - HOUR) : new Date(today + scenario.startInDays * DAY + (14 + random.int(0, 4)) * HOUR);
    const end = new Date(start.getTime() + (scenario.type === 'ACADEMIC_CONFERENCE' ? 6 : 3) * HOUR);
    const scale = scenario.large ? 6 : 1;
    const speakerTravel = booked.map(() => (scenario.type === 'ONLINE' ? 0 : random.int(5, 15) * 10_000));
    const body: MeetingBody = {
      type: scenario.type,
      topic: scenario.topic,
      description: null,
      productIds: [productId],
      startAt: start.toISOString(),
      endAt: end.toISOString(),
      venue: scenario.type === 'ONLINE' ? null : random.pick(['医院学术报告厅', '酒店会议室A', '医院示教室', '国际会议中心三楼']),
      onlineLink: scenario.type === 'ONLINE' ? 'https://meeting.example.com/j/8821' : null,
      expectedAttendees: scenario.large ? 120 : random.int(15, 40),
      institutionId: random.pick(master.institutionIds),
      supplierId: scenario.type === 'DEPARTMENT_MEETING' ? null : random.pick(master.supplierIds),
      costCentreId,
      internalOrderId: master.internalOrders.get(`${costCentreId}:${productId}`) ?? null,
      budgetLines: [
        { category: 'VENUE', amountCents: random.int(3, 8) * 100_000 * scale, description: null },
        { category: 'CATERING', amountCents: random.int(2, 5) * 100_000 * scale, description: null },
        { category: 'TRAVEL', amountCents: speakerTravel.reduce((a, b) => a + b, 0) + random.int(0, 2) * 50_000, description: null },
        { category: 'OTHER', amountCents: 50_000 * scale, description: '物料与印刷' },
      ],
      speakers: booked.map((s, i) => ({ speakerId: s.speakerId, feeCents: s.feeRateCents, travelCents: speakerTravel[i]!, lectureTitle: `${scenario.topic}（专题报告${i + 1}）` })),
      invitedDoctorIds: invitees,
      agenda: [
        { startsAt: '14:00', title: '签到', speakerId: null },
        ...booked.map((s, i) => ({ startsAt: `${14 + i}:30`, title: `专题报告${i + 1}`, speakerId: s.speakerId })),
        { startsAt: '17:00', title: '讨论与总结', speakerId: null },
      ],
      libraryVersionIds: master.approvedVersionIds.slice(0, 1 + (speakerCursor % 2)),
    };
    const meetingId = await writeMeeting(tx, principal, body);
    const submittedAt = new Date(Math.min(start.getTime() - 13 * DAY, now - 3 * DAY));
    await tx
      .update(meeting)
      .set({ createdAt: new Date(submittedAt.getTime() - DAY), updatedAt: submittedAt })
      .where(eq(meeting.id, meetingId));
    if (scenario.stage === 'DRAFT') continue;

    const [row] = await tx.select().from(meeting).where(eq(meeting.id, meetingId));
    const amount = row!.estimatedTotalCents;
    const poolId = await reserveBudget(tx, { tenantId, meetingId, orgId: principal.orgId, productId, year: yearIn(start, principal.tenant.timeZone), neededCents: amount }, 'zh');
    await tx.update(meeting).set({ budgetPoolId: poolId }).where(eq(meeting.id, meetingId));
    const facts = { amountCents: amount, meetingType: scenario.type };
    const application = await submit(tx, actor, 'MEETING_APPLICATION', meetingId, `${row!.code} ${row!.topic}`, facts);
    const stage = scenario.stage;
    if (stage === 'CANCELLED') await withdrawInstance(tx, actor, application, '会议时间与院内活动冲突，撤回申请');
    if (stage !== 'IN_APPROVAL' && stage !== 'CANCELLED') await decide(tx, application.id, 'APPROVE', { comment: '同意，请注意控制会议规模。' });
    if (stage === 'REJECTED') await decide(tx, application.id, 'REJECT', { actor: compliance, comment: '讲者劳务费说明不完整，请补充讲课内容与时长后重新提交。' });
    if (stage === 'RETURNED')
      await decide(tx, application.id, 'RETURN', { actor: compliance, comment: '线上会议需补充直播平台信息，请直属上级复核。', returnToStepId: 'lineManager' });
    const approved = !['IN_APPROVAL', 'AT_COMPLIANCE', 'REJECTED', 'RETURNED', 'CANCELLED'].includes(stage);
    if (approved) {
      await decide(tx, application.id, 'APPROVE', { actor: compliance, comment: '合规审核通过。' });
      if (amount >= 5_000_000) await decide(tx, application.id, 'APPROVE', { actor: finance, comment: '预算充足，同意。' });
    }
    await backdate(tx, application.id, submittedAt, 20);
    if (!approved) continue;
    const approvedAt = new Date(submittedAt.getTime() + 3 * DAY);
    await tx.update(meeting).set({ submittedAt, approvedAt, updatedAt: approvedAt }).where(eq(meeting.id, meetingId));
    if (stage === 'APPROVED') continue;

    await signIn(tx, tenantId, meetingId, start, invitees, booked, random);
    if (stage === 'IN_PROGRESS' || stage === 'ENDED') continue;
    const confirmedAt = new Date(end.getTime() + DAY);
    await tx.update(meeting).set({ status: 'CONFIRMED', confirmedAt, confirmComment: '会议已按计划召开。', updatedAt: confirmedAt }).where(eq(meeting.id, meetingId));
    if (stage === 'CONFIRMED') continue;

    const actual = await recordActuals(tx, tenantId, meetingId, random);
    const payment = await submit(tx, actor, 'MEETING_PAYMENT', meetingId, `${row!.code} ${row!.topic}`, { amountCents: actual, meetingType: scenario.type });
    if (stage === 'PAYMENT_REJECTED') await decide(tx, payment.id, 'REJECT', { actor: finance, comment: '餐饮发票抬头有误，请重新开具后提交。' });
    if (stage === 'PAID') {
      await decide(tx, payment.id, 'APPROVE', { actor: finance, comment: '票据齐全，同意付款。' });
      if (actual >= 5_000_000) await decide(tx, payment.id, 'APPROVE', { actor: compliance, comment: '复核通过。' });
      await tx
        .update(meeting)
        .set({ paidAt: new Date(end.getTime() + 9 * DAY) })
        .where(eq(meeting.id, meetingId));
    }
    await backdate(tx, payment.id, new Date(end.getTime() + 2 * DAY), 30);
  }
}

async function signIn(tx: Tx, tenantId: number, meetingId: number, start: Date, invitees: number[], booked: DemoSpeaker[], random: Random) {
  const doctors = [...new Set([...booked.map((s) => s.doctorId), ...invitees.filter(() => random.next() < 0.8)])];
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`select d.id, d.name, d.hospital_id, h.name as hospital from doctor d join hospital h on h.id = d.hospital_id where d.id = any(${sql.param(doctors.length ? doctors : [0])}::bigint[])`,
    ),
  );
  const signIns = rows.map((r, i) => ({ name: String(r.name), hospitalId: Number(r.hospital_id), hospitalName: String(r.hospital), doctorId: Number(r.id), minutes: i * 3 }));
  for (let i = 0; i < 2; i++)
    signIns.push({ name: personName(random).zh, hospitalId: signIns[0]?.hospitalId ?? 0, hospitalName: signIns[0]?.hospitalName ?? '', doctorId: 0, minutes: 40 + i });
  const values = signIns
    .filter((s) => s.hospitalId)
    .map((s, i) => ({
      tenantId,
      meetingId,
      name: s.name,
      mobile: `138${String(meetingId).padStart(4, '0')}${String(i).padStart(4, '0')}`,
      hospitalId: s.hospitalId,
      hospitalName: s.hospitalName,
      doctorId: s.doctorId || null,
      signedAt: new Date(start.getTime() - 20 * 60_000 + s.minutes * 60_000),
    }));
  if (values.length) await tx.insert(meetingSignIn).values(values);
}

/** What the meeting really cost (a little under the estimate) with an invoice per line. */
async function recordActuals(tx: Tx, tenantId: number, meetingId: number, random: Random): Promise<number> {
  const factor = 0.85 + random.int(0, 15) / 100;
  await tx.execute(sql`update meeting_speaker set actual_fee_cents = fee_cents, actual_travel_cents = travel_cents where meeting_id = ${meetingId}`);
  await tx.execute(sql`update meeting_budget_line set actual_cents = case when category = 'HONORARIA'
      then (select coalesce(sum(fee_cents), 0) from meeting_speaker where meeting_id = ${meetingId}) else round(estimated_cents * ${factor}::numeric)::bigint end where meeting_id = ${meetingId}`);
  const [total] = rowsOf<{ actual_total_cents: string | number }>(
    await tx.execute(sql`update meeting set actual_total_cents = (select sum(actual_cents) from meeting_budget_line where meeting_id = ${meetingId}),
      payment_remark = '费用已按实际发生金额填报。' where id = ${meetingId} returning actual_total_cents`),
  );
  const categories = rowsOf<{ category: string }>(
    await tx.execute(sql`select distinct category from meeting_budget_line where meeting_id = ${meetingId} and category <> 'HONORARIA' and actual_cents > 0`),
  );
  if (categories.length) {
    await tx.insert(meetingFile).values(
      categories.map((c) => ({
        tenantId,
        meetingId,
        kind: 'INVOICE' as const,
        category: c.category as never,
        fileName: `invoice-${c.category.toLowerCase()}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: INVOICE_PDF.length,
        sha256: INVOICE_SHA256,
        content: INVOICE_PDF,
      })),
    );
  }
  return Number(total!.actual_total_cents);
}
