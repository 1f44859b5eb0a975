import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { seedDashboards } from '../dashboards/dashboard-repository';

const PAGES: Array<[string, string, string, number]> = [
  ['/customer/doctorTeamManager/myCustomer', '我的客户', 'My customers', 9],
  ['/customer/visitTeamManager/myVisit', '我的拜访', 'My visits', 9],
  ['/task/all', '全部任务', 'All tasks', 7],
  ['/task/myPlan', '我的计划', 'My plan', 6],
  ['/meeting/apply/approved', '会议申请', 'Meeting applications', 4],
  ['/data/managerDashboard', '管理驾驶舱', 'Management dashboard', 5],
  ['/systemReport/rbRecords', '日报记录', 'Daily reports', 6],
  ['/customer/KolMapping', 'KOL 地图', 'KOL map', 2],
  ['/userInsights/DoctorAcademicNetwork', '医生学术网络', 'Academic network', 1],
];

/**
 * The built-in dashboards, three weeks of reps' daily reports (most working days, summarised from
 * that day's visits) and of usage by every demo account. Deterministic: choices hash the user and
 * the day instead of drawing random numbers, and each block is one INSERT … SELECT.
 */
export async function seedAnalyticsDemo(tx: Tx, input: { tenantId: number }): Promise<void> {
  const { tenantId } = input;
  await seedDashboards(tx, tenantId);
  await tx.execute(sql`
    with reps as (
      select u.id, o.path from app_user u join organization o on o.id = u.org_id
      join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_id and r.code = 'rep' where u.tenant_id = ${tenantId}
    ), days as (
      select d::date as day from generate_series(current_date - 21, current_date - 1, interval '1 day') d where extract(isodow from d) < 6
    ), reports as (
      insert into daily_report (tenant_id, user_id, org_path, day, summary, plan, visits, tasks_done, meetings, submitted_at, read_at, read_version)
      select ${tenantId}, reps.id, reps.path, days.day,
        coalesce((select string_agg('拜访：' || d.name, E'\n' order by v.start_at) from visit v join doctor d on d.id = v.doctor_id
          where v.tenant_id = ${tenantId} and v.user_id = reps.id and v.status = 'completed' and (v.start_at at time zone 'Asia/Shanghai')::date = days.day), '整理客户资料，准备下周拜访计划'),
        '继续跟进重点客户',
        (select count(*) from visit v where v.tenant_id = ${tenantId} and v.user_id = reps.id and v.status = 'completed' and (v.start_at at time zone 'Asia/Shanghai')::date = days.day),
        abs(hashtext(reps.id::text || days.day::text || 't')) % 3, 0,
        (days.day + time '18:30') at time zone 'Asia/Shanghai',
        case when abs(hashtext(reps.id::text || days.day::text || 'r')) % 3 > 0 then (days.day + time '21:00') at time zone 'Asia/Shanghai' end,
        case when abs(hashtext(reps.id::text || days.day::text || 'r')) % 3 > 0 then 1 end
      from reps cross join days where abs(hashtext(reps.id::text || days.day::text)) % 10 < 8
      on conflict do nothing
      returning id, tenant_id, version, summary, plan, visits, tasks_done, meetings, submitted_at
    )
    insert into daily_report_version (tenant_id, report_id, version, summary, plan, visits, tasks_done, meetings, submitted_at)
    select tenant_id, id, version, summary, plan, visits, tasks_done, meetings, submitted_at from reports`);
  const pages = PAGES.map(([path, title, titleEn, weight]) => sql`(${path}::text, ${title}::text, ${titleEn}::text, ${weight}::int)`);
  await tx.execute(sql`
    with people as (select u.id, coalesce(o.path, '') as path from app_user u left join organization o on o.id = u.org_id where u.tenant_id = ${tenantId}),
    pages(page_path, page_title, page_title_en, weight) as (values ${sql.join(pages, sql`, `)}),
    days as (select d::date as day from generate_series(current_date - 21, current_date - 1, interval '1 day') d where extract(isodow from d) < 6)
    insert into usage_daily (tenant_id, user_id, day, page_path, page_title, page_title_en, section, org_path, views, active_seconds, last_seen_at)
    select ${tenantId}, people.id, days.day, pages.page_path, pages.page_title, pages.page_title_en, '/' || split_part(pages.page_path, '/', 2), people.path,
      1 + abs(hashtext(people.id::text || days.day::text || pages.page_path)) % 4,
      60 + abs(hashtext(pages.page_path || people.id::text || days.day::text)) % 900,
      (days.day + time '17:00') at time zone 'Asia/Shanghai'
    from people cross join days cross join pages
    where abs(hashtext(people.id::text || days.day::text || pages.page_path)) % 10 < pages.weight - 1
      and abs(hashtext(people.id::text || days.day::text)) % 10 < 7
    on conflict do nothing`);
}
