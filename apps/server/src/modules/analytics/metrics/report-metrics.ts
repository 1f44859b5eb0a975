import { sql } from 'drizzle-orm';
import { TEAM, TIME, type FactParams, type MetricDefinition } from './metric-types';

/** Daily-report submission and product usage (page views and active time from heartbeats). */

/**
 * One row per rep and working day of the period up to today, submitted or not: a submission rate
 * is the share of these with a report.
 */
const repDayFact = (p: FactParams) => sql`
  select coalesce(r.id, -(u.id * 100000 + (g.day - date '2000-01-01'))) as record_id, g.day::text as label,
    (g.day::timestamp at time zone ${p.timeZone}) as at, u.id as user_id, o.path as org_path, null::bigint as doctor_id,
    case when r.id is null then 'missing' else 'submitted' end as status, case when r.id is null then 0 else 1 end::numeric as measure
  from app_user u join organization o on o.id = u.org_id
  join user_role ur on ur.user_id = u.id join role rl on rl.id = ur.role_id and rl.code = 'rep'
  cross join lateral (select d::date as day from generate_series((${p.from}::timestamptz at time zone ${p.timeZone})::date,
    least((${p.to}::timestamptz at time zone ${p.timeZone})::date - 1, (now() at time zone ${p.timeZone})::date), interval '1 day') d
    where extract(isodow from d) < 6) g
  left join daily_report r on r.tenant_id = u.tenant_id and r.user_id = u.id and r.day = g.day
  where u.tenant_id = ${p.tenantId} and u.enabled`;

/** Usage rows, each page titled in the reader's language where its English title was recorded. */
const usageFact = (p: FactParams) => {
  const title = p.lang === 'en' ? sql`coalesce(ud.page_title_en, ud.page_title)` : sql`ud.page_title`;
  return sql`
  select 0::bigint as record_id, ${title} as label, (ud.day::timestamp at time zone ${p.timeZone}) as at, ud.user_id, ud.org_path,
    null::bigint as doctor_id, ud.section, ud.page_path, ${title} as page_title, ud.views, ud.active_seconds::numeric as measure
  from usage_daily ud where ud.tenant_id = ${p.tenantId}`;
};

/** The usage metrics: one fact, cut the same ways, aggregated differently. */
const usage: Pick<MetricDefinition, 'permission' | 'scope' | 'timed' | 'dimensions' | 'countable' | 'fact'> = {
  permission: 'report:systemUse:view',
  scope: 'owner',
  timed: true,
  dimensions: [...TEAM, 'role', 'section', 'page', ...TIME],
  countable: false,
  fact: usageFact,
};

export const REPORT_METRICS: MetricDefinition[] = [
  {
    code: 'report.submitted',
    name: '已提交日报',
    nameEn: 'Daily reports submitted',
    unit: 'count',
    permission: 'report:dailyReport:view',
    scope: 'owner',
    timed: true,
    dimensions: [...TEAM, ...TIME],
    countable: true,
    fact: (p) => sql`
      select r.id as record_id, r.day::text as label, (r.day::timestamp at time zone ${p.timeZone}) as at, r.user_id, r.org_path,
        null::bigint as doctor_id, r.visits::numeric as measure
      from daily_report r where r.tenant_id = ${p.tenantId}`,
    value: sql`count(*)`,
  },
  {
    code: 'report.submissionRate',
    name: '日报提交率',
    nameEn: 'Daily report submission rate',
    unit: 'percent',
    permission: 'report:dailyReport:view',
    scope: 'owner',
    timed: true,
    dimensions: [...TEAM, 'status', ...TIME],
    countable: false,
    fact: repDayFact,
    value: sql`round(100.0 * avg(f.measure), 1)`,
  },
  { ...usage, code: 'usage.activeUsers', name: '活跃用户', nameEn: 'Active users', unit: 'count', value: sql`count(distinct f.user_id)` },
  { ...usage, code: 'usage.activeMinutes', name: '使用时长（分钟）', nameEn: 'Active time (minutes)', unit: 'minutes', value: sql`round(coalesce(sum(f.measure), 0) / 60.0, 1)` },
  { ...usage, code: 'usage.pageViews', name: '页面访问次数', nameEn: 'Page views', unit: 'count', value: sql`coalesce(sum(f.views), 0)` },
];
