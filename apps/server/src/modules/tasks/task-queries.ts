import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { TASK_TABS, type taskPageBody } from '@crm/shared/contracts/visit-schemas';
import type { Task, TaskLog } from '@crm/shared/contracts/tasks';
import type { Page } from '@crm/shared/envelope';
import { page } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/query-params';
import type { RequestContext } from '../../platform/contract-route';
import { countTasks, findLogs, findTasks, type TaskRow } from './task-repository';
import { dayBounds, labelCondition, manageableCondition, scopeCondition, tabCondition } from './task-scope';
import { nullObject } from '@crm/shared/object-keys';

/** The tasks of these ids, each of which the caller must be allowed to manage (400 naming how many are not). */
export async function requireManageable(context: RequestContext, ids: number[]): Promise<TaskRow[]> {
  const { principal } = context;
  const unique = [...new Set(ids)];
  const bounds = dayBounds(principal.tenant.timeZone);
  const rows = await findTasks(context.db, {
    tenantId: principal.tenant.id,
    conditions: [sql`t.id = any(${sql.param(unique)}::bigint[])`, manageableCondition(principal)],
    todayStart: bounds.start,
    limit: unique.length,
    offset: 0,
  });
  if (rows.length !== unique.length) throw badRequest('taskNotManageable', { count: unique.length - rows.length });
  return rows;
}

/** One task the caller may manage; 404 otherwise. */
export async function requireTask(context: RequestContext, id: number): Promise<Task> {
  const [found] = await requireManageable(context, [id]).catch(() => {
    throw notFound();
  });
  return found!;
}

/** How many of the caller's tasks each tab and label holds. */
export async function taskCountsOf(context: RequestContext): Promise<Record<string, number>> {
  const { principal, db } = context;
  const bounds = dayBounds(principal.tenant.timeZone);
  const mine = scopeCondition(principal, 'mine');
  const counts = nullObject<number>();
  for (const tab of TASK_TABS) counts[tab] = await countTasks(db, principal.tenant.id, [mine, tabCondition(tab, bounds)]);
  for (const label of ['todo', 'completed', 'important'] as const) counts[label] = await countTasks(db, principal.tenant.id, [mine, labelCondition(label, bounds)]);
  return counts;
}

/** A page of tasks of one tab, label and scope. */
export async function taskPageOf(context: RequestContext, filter: z.output<typeof taskPageBody>, query: { page: number; size: number }): Promise<Page<Task>> {
  const { principal, db } = context;
  const { tab, label, scope, keyword, doctorId } = filter;
  const bounds = dayBounds(principal.tenant.timeZone);
  const conditions = [scopeCondition(principal, scope), tabCondition(tab, bounds)];
  if (label) conditions.push(labelCondition(label, bounds));
  if (keyword) conditions.push(sql`t.title ilike ${containsPattern(keyword)}`);
  if (doctorId) conditions.push(sql`t.doctor_id = ${doctorId}`);
  const [content, total] = await Promise.all([
    findTasks(db, { tenantId: principal.tenant.id, conditions, todayStart: bounds.start, limit: query.size, offset: query.page * query.size }),
    countTasks(db, principal.tenant.id, conditions),
  ]);
  return page(content, total);
}

/** Every change of a task the caller may manage, oldest first; 404 otherwise. */
export async function taskLogsOf(context: RequestContext, id: number): Promise<TaskLog[]> {
  await requireTask(context, id);
  return findLogs(context.db, id);
}
