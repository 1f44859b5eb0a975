import { sql, type SQL } from 'drizzle-orm';
import { addDays, dateIn, startOfDay } from '../../lib/zoned-time';
import type { Principal } from '../../platform/principal';
import { startsWith } from '../../db/starts-with';

/** Tasks the caller may manage (edit, close, transfer), as SQL over a task aliased `t`. */
export function manageableCondition(principal: Principal): SQL {
  const own = sql`(t.assignee_id = ${principal.userId} or t.creator_id = ${principal.userId})`;
  switch (principal.dataRange) {
    case 'all':
      return sql`true`;
    case 'department_and_below':
      return principal.orgPath ? sql`(${own} or ${startsWith(sql`t.assignee_org_path`, principal.orgPath)})` : own;
    default:
      return own;
  }
}

export function scopeCondition(principal: Principal, scope: 'mine' | 'created' | 'team'): SQL {
  if (scope === 'mine') return sql`t.assignee_id = ${principal.userId}`;
  if (scope === 'created') return sql`t.creator_id = ${principal.userId}`;
  return manageableCondition(principal);
}

/** Day boundaries of "today" in the tenant's zone: the tabs and labels are calendar days there. */
export function dayBounds(timeZone: string, now = new Date()) {
  const today = dateIn(now, timeZone);
  return { today, start: startOfDay(today, timeZone).toISOString(), end: startOfDay(addDays(today, 1), timeZone).toISOString() };
}

export function tabCondition(tab: 'all' | 'today' | 'after' | 'expired', bounds: { start: string; end: string }): SQL {
  switch (tab) {
    case 'all':
      return sql`true`;
    case 'today':
      return sql`(t.status = 'todo' and t.due_at >= ${bounds.start} and t.due_at < ${bounds.end})`;
    case 'after':
      return sql`(t.status = 'todo' and t.due_at >= ${bounds.end})`;
    case 'expired':
      return sql`(t.status = 'todo' and t.due_at < ${bounds.start})`;
  }
}

export function labelCondition(label: 'todo' | 'completed' | 'expired' | 'important', bounds: { start: string }): SQL {
  switch (label) {
    case 'todo':
      return sql`(t.status = 'todo' and t.due_at >= ${bounds.start})`;
    case 'completed':
      return sql`t.status = 'completed'`;
    case 'expired':
      return sql`(t.status = 'todo' and t.due_at < ${bounds.start})`;
    case 'important':
      return sql`t.important`;
  }
}
