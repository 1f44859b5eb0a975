import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appUser } from '../../db/schema/platform/tenancy';
import { taskLog, type TaskLogAction } from '../../db/schema/tasks/tasks';
import { rowsOf } from '../../db/rows';

export interface TaskRow {
  id: number;
  type: string;
  title: string;
  description: string | null;
  status: string;
  important: boolean;
  expired: boolean;
  dueAt: string;
  completedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  doctor: { id: number; name: string; nameEn: string | null; hospital: string; hospitalEn: string | null } | null;
  assignee: { id: number; firstName: string; nameEn: string | null };
  creator: { id: number; firstName: string; nameEn: string | null };
}

type Raw = Record<string, string | number | boolean | Date | null>;
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

export async function findTasks(db: Database, input: { tenantId: number; conditions: SQL[]; todayStart: string; limit: number; offset: number }): Promise<TaskRow[]> {
  const where = sql.join([sql`t.tenant_id = ${input.tenantId}`, ...input.conditions], sql` and `);
  const result = rowsOf<Raw>(
    await db.execute(sql`
    select t.*, (t.status = 'todo' and t.due_at < ${input.todayStart}) as expired,
      d.name as doctor_name, d.name_en as doctor_name_en, h.name as hospital_name, h.name_en as hospital_name_en,
      a.first_name as assignee_name, a.name_en as assignee_name_en, c.first_name as creator_name, c.name_en as creator_name_en
    from task t
    left join doctor d on d.id = t.doctor_id
    left join hospital h on h.id = d.hospital_id
    join app_user a on a.id = t.assignee_id
    join app_user c on c.id = t.creator_id
    where ${where}
    order by (t.status = 'todo') desc, t.due_at asc, t.id asc
    limit ${input.limit} offset ${input.offset}`),
  );
  return result.map((r) => ({
    id: Number(r.id),
    type: String(r.type),
    title: String(r.title),
    description: (r.description as string | null) ?? null,
    status: String(r.status),
    important: Boolean(r.important),
    expired: Boolean(r.expired),
    dueAt: iso(r.due_at)!,
    completedAt: iso(r.completed_at),
    closedAt: iso(r.closed_at),
    createdAt: iso(r.created_at)!,
    doctor:
      r.doctor_id === null
        ? null
        : {
            id: Number(r.doctor_id),
            name: String(r.doctor_name),
            nameEn: (r.doctor_name_en as string | null) ?? null,
            hospital: String(r.hospital_name),
            hospitalEn: (r.hospital_name_en as string | null) ?? null,
          },
    assignee: { id: Number(r.assignee_id), firstName: String(r.assignee_name), nameEn: (r.assignee_name_en as string | null) ?? null },
    creator: { id: Number(r.creator_id), firstName: String(r.creator_name), nameEn: (r.creator_name_en as string | null) ?? null },
  }));
}

export async function countTasks(db: Database, tenantId: number, conditions: SQL[]): Promise<number> {
  const where = sql.join([sql`t.tenant_id = ${tenantId}`, ...conditions], sql` and `);
  const result = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from task t where ${where}`));
  return Number(result[0]?.n ?? 0);
}

export async function writeLogs(
  db: Pick<Database, 'insert'>,
  entries: Array<{ tenantId: number; taskId: number; actorId: number | null; action: TaskLogAction; detail?: Record<string, unknown> }>,
) {
  if (entries.length) await db.insert(taskLog).values(entries.map((e) => ({ ...e, detail: e.detail ?? null })));
}

export async function findLogs(db: Database, taskId: number) {
  const rows = await db
    .select({ log: taskLog, actorName: appUser.firstName, actorNameEn: appUser.nameEn })
    .from(taskLog)
    .leftJoin(appUser, eq(appUser.id, taskLog.actorId))
    .where(eq(taskLog.taskId, taskId))
    .orderBy(asc(taskLog.createdAt), asc(taskLog.id));
  return rows.map(({ log, actorName, actorNameEn }) => ({
    id: log.id,
    action: log.action,
    detail: log.detail,
    actor: log.actorId === null ? null : { id: log.actorId, firstName: actorName ?? '', nameEn: actorNameEn },
    createdAt: log.createdAt.toISOString(),
  }));
}
