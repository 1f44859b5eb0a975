import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/query-params';
import type { Database } from '../../db/client';
import type { Principal } from '../../platform/principal';
import { processHooks, type InstanceRow } from './process-registry';
import { rowsOf } from '../../db/rows';

/** The `/taskManager` lists: my processes, my to-do tasks and the tasks I have decided. */

export interface ListQuery {
  page: number;
  size: number;
  processType?: string | undefined;
  keyword?: string | undefined;
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function paged(db: Database, select: SQL, from: SQL, query: ListQuery, order: SQL) {
  const [items, total] = await Promise.all([
    db.execute(sql`${select} ${from} order by ${order} limit ${query.size} offset ${query.page * query.size}`),
    db.execute(sql`select count(*)::int as n ${from}`),
  ]);
  return {
    rows: rowsOf<Record<string, unknown>>(items),
    total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

function filters(query: ListQuery): SQL {
  const parts: SQL[] = [];
  if (query.processType) parts.push(sql`and i.process_type = ${query.processType}`);
  if (query.keyword) parts.push(sql`and i.title ilike ${containsPattern(query.keyword)}`);
  return sql.join(parts, sql` `);
}

function instanceSummary(r: Record<string, unknown>) {
  const instance = { id: Number(r.instance_id), businessId: num(r.business_id) } as Pick<InstanceRow, 'id' | 'businessId'>;
  const links = processHooks(r.process_type as InstanceRow['processType']).links(instance);
  return {
    instanceId: instance.id,
    processType: String(r.process_type),
    businessId: instance.businessId,
    title: String(r.title),
    status: String(r.status),
    initiatorName: String(r.initiator_name),
    initiatorNameEn: (r.initiator_name_en as string | null) ?? null,
    startedAt: iso(r.started_at)!,
    links,
  };
}

export async function myProcesses(db: Database, principal: Principal, query: ListQuery) {
  const from = sql`from workflow_instance i join workflow_definition d on d.id = i.definition_id join app_user u on u.id = i.initiator_id
    where i.tenant_id = ${principal.tenant.id} and i.initiator_id = ${principal.userId} ${filters(query)}`;
  const { rows, total } = await paged(
    db,
    sql`select i.id as instance_id, i.process_type, i.business_id, i.title, i.status, i.started_at, i.ended_at, u.first_name as initiator_name, u.name_en as initiator_name_en,
      d.name as definition_name, d.name_en as definition_name_en, d.version as definition_version,
      (select json_build_object('stepId', t.step_id, 'name', t.name, 'nameEn', t.name_en) from workflow_task t where t.instance_id = i.id and t.status = 'OPEN' order by t.id limit 1) as current_step`,
    from,
    query,
    sql`i.started_at desc, i.id desc`,
  );
  return {
    content: rows.map((r) => ({
      ...instanceSummary(r),
      endedAt: iso(r.ended_at),
      definitionName: String(r.definition_name),
      definitionNameEn: String(r.definition_name_en),
      definitionVersion: Number(r.definition_version),
      currentStep: (r.current_step as { stepId: string; name: string; nameEn: string } | null) ?? null,
    })),
    totalElements: total,
  };
}

/** Open tasks the caller may decide (`todo`) or tasks the caller decided (`done`). */
export async function myTasks(db: Database, principal: Principal, kind: 'todo' | 'done', query: ListQuery) {
  const mine = kind === 'todo' ? sql`t.status = 'OPEN' and ${principal.userId} = any(t.candidate_ids)` : sql`t.status = 'DONE' and t.decided_by = ${principal.userId}`;
  const from = sql`from workflow_task t join workflow_instance i on i.id = t.instance_id join app_user u on u.id = i.initiator_id
    where t.tenant_id = ${principal.tenant.id} and ${mine} ${filters(query)}`;
  const { rows, total } = await paged(
    db,
    sql`select t.id as task_id, t.step_id, t.name, t.name_en, t.created_at, t.decision, t.comment, t.decided_at,
      i.id as instance_id, i.process_type, i.business_id, i.title, i.status, i.started_at, u.first_name as initiator_name, u.name_en as initiator_name_en`,
    from,
    query,
    kind === 'todo' ? sql`t.created_at desc, t.id desc` : sql`t.decided_at desc, t.id desc`,
  );
  return {
    content: rows.map((r) => ({
      taskId: Number(r.task_id),
      stepId: String(r.step_id),
      name: String(r.name),
      nameEn: String(r.name_en),
      createdAt: iso(r.created_at)!,
      decision: (r.decision as string | null) ?? null,
      comment: (r.comment as string | null) ?? null,
      decidedAt: iso(r.decided_at),
      ...instanceSummary(r),
    })),
    totalElements: total,
  };
}
