import { sql } from 'drizzle-orm';
import type { PlanCalendar } from '@crm/shared/contracts/visits';
import { badRequest } from '../../lib/http-error';
import { addDays, startOfDay } from '../../lib/zoned-time';
import type { RequestContext } from '../../platform/contract-route';
import { findTasks, dayBounds } from '../tasks/index';
import { findVisits } from './visit-repository';

const MAX_DAYS = 62;

/** "My plan": the caller's visits (planned and logged) and open tasks between two calendar days, inclusive. */
export async function planCalendarOf(context: RequestContext, from: string, to: string): Promise<PlanCalendar> {
  const { principal, db } = context;
  const timeZone = principal.tenant.timeZone;
  const start = startOfDay(from, timeZone);
  const end = startOfDay(addDays(to, 1), timeZone);
  if (end <= start || end.getTime() - start.getTime() > MAX_DAYS * 86_400_000) throw badRequest('invalidField', { field: 'to', reason: `≤ ${MAX_DAYS}` });
  const range = (column: string) => sql`${sql.raw(column)} >= ${start.toISOString()} and ${sql.raw(column)} < ${end.toISOString()}`;
  const [visits, tasks] = await Promise.all([
    findVisits(db, {
      tenantId: principal.tenant.id,
      scope: sql`v.user_id = ${principal.userId}`,
      conditions: [range('v.start_at'), sql`v.status <> 'cancelled'`],
      limit: 1000,
      offset: 0,
      ascending: true,
    }),
    findTasks(db, {
      tenantId: principal.tenant.id,
      conditions: [sql`t.assignee_id = ${principal.userId}`, sql`t.status <> 'closed'`, range('t.due_at')],
      todayStart: dayBounds(timeZone).start,
      limit: 1000,
      offset: 0,
    }),
  ]);
  return { visits, tasks };
}
