import { sql } from 'drizzle-orm';
import type { HomeRep } from '@crm/shared/contracts/home';
import { rowsOf } from '../../db/rows';
import { startsWith } from '../../db/starts-with';
import { addDays, dateIn } from '../../lib/zoned-time';
import type { RequestContext } from '../../platform/contract-route';
import type { HomePeriod } from './home-today';

interface RepRow extends Record<string, unknown> {
  id: number | string;
  name: string;
  planned_today: number | string;
  done_today: number | string;
  month_completed: number | string;
  month_planned: number | string;
  month_due: number | string;
  last_visit: string | Date | null;
}

/** Monday-to-Friday days after `from` and before `to` (both YYYY-MM-DD). */
export function workingDaysBetween(from: string, to: string): number {
  let days = 0;
  for (let day = addDays(from, 1); day < to; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

/**
 * The reps of the manager's unit (and the units below, for department_and_below): each one's visits
 * of today planned and done, the month's calls against plan, and the latest completed visit.
 * A rep is an enabled user of the unit holding the rep role or with a visit in the last 90 days.
 */
export async function teamOf({ db, principal, lang }: RequestContext, period: HomePeriod): Promise<HomeRep[]> {
  const tenantId = principal.tenant.id;
  const inUnit = principal.dataRange === 'department_and_below' && principal.orgPath ? startsWith(sql`o.path`, principal.orgPath) : sql`o.id = ${principal.orgId}`;
  const name = lang === 'en' ? sql`coalesce(u.name_en, u.first_name)` : sql`u.first_name`;
  const [dayStart, dayEnd] = [period.dayStart.toISOString(), period.dayEnd.toISOString()];
  const now = period.now.toISOString();
  const rows = rowsOf<RepRow>(
    await db.execute(sql`
      with reps as (
        select u.id, ${name} as name from app_user u join organization o on o.id = u.org_id
        where u.tenant_id = ${tenantId} and u.enabled and u.id <> ${principal.userId} and ${inUnit}
          and (exists (select 1 from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id and r.code = 'rep')
            or exists (select 1 from visit rv where rv.tenant_id = ${tenantId} and rv.user_id = u.id and rv.start_at > now() - interval '90 days'))
      )
      select r.id, r.name,
        count(v.id) filter (where v.status = 'planned' and v.start_at >= ${dayStart} and v.start_at < ${dayEnd}) as planned_today,
        count(v.id) filter (where v.status = 'completed' and v.start_at >= ${dayStart} and v.start_at < ${dayEnd}) as done_today,
        count(v.id) filter (where v.status = 'completed') as month_completed,
        count(v.id) as month_planned,
        count(v.id) filter (where v.start_at < ${now}) as month_due,
        (select max(lv.start_at) from visit lv where lv.tenant_id = ${tenantId} and lv.user_id = r.id and lv.status = 'completed' and lv.start_at <= ${now}) as last_visit
      from reps r
        left join visit v on v.tenant_id = ${tenantId} and v.user_id = r.id and v.status in ('planned', 'completed')
          and v.start_at >= ${period.monthStart.toISOString()} and v.start_at < ${period.monthEnd.toISOString()}
      group by r.id, r.name
      order by r.name, r.id
      limit 200`),
  );
  const timeZone = principal.tenant.timeZone;
  return rows.map((row) => {
    const last = row.last_visit ? new Date(row.last_visit) : null;
    return {
      userId: Number(row.id),
      name: row.name,
      plannedToday: Number(row.planned_today),
      doneToday: Number(row.done_today),
      monthCompleted: Number(row.month_completed),
      monthPlanned: Number(row.month_planned),
      monthDue: Number(row.month_due),
      lastVisitAt: last ? last.toISOString() : null,
      idleWorkingDays: last ? workingDaysBetween(dateIn(last, timeZone), period.today) : null,
    };
  });
}
