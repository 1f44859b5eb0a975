import { sql, type SQL } from 'drizzle-orm';
import type { DailyReport, DailyReportDetail, DailyReportDraft, DailyReportVersion } from '@crm/shared/contracts/system-reports';
import { dailyReportComment } from '../../../db/schema/analytics/analytics';
import { badRequest, notFound } from '../../../lib/http-error';
import { addDays, dateIn, startOfDay } from '../../../lib/zoned-time';
import type { RequestContext } from '../../../platform/contract-route';
import type { Principal } from '../../../platform/principal';
import { startsWith } from '../../../db/starts-with';
import { rowsOf } from '../../../db/rows';

/** Reports the caller may read: their own, and those of their unit or subtree as a manager. */
function readableCondition(principal: Principal): SQL {
  const own = sql`r.user_id = ${principal.userId}`;
  switch (principal.dataRange) {
    case 'all':
      return sql`true`;
    case 'department_and_below':
      return principal.orgPath ? sql`(${own} or ${startsWith(sql`r.org_path`, principal.orgPath)})` : own;
    case 'department':
      return principal.orgPath ? sql`(${own} or r.org_path = ${principal.orgPath})` : own;
    case 'self':
      return own;
  }
}

/** A user's name in the caller's language (English when there is one), over an app_user aliased `u`. */
const userName = (lang: string) => (lang === 'en' ? sql`coalesce(u.name_en, u.first_name, '')` : sql`coalesce(u.first_name, '')`);

const reportColumns = (lang: string) => sql`r.id, r.user_id, ${userName(lang)} as user_name, r.day::text as day, r.summary, r.plan, r.visits, r.tasks_done, r.meetings,
  r.submitted_at, r.version, r.read_version, r.read_at, (select count(*) from daily_report_comment c where c.report_id = r.id) as comment_count`;

function toReport(r: Record<string, unknown>): DailyReport {
  return {
    ...toVersion(r),
    id: Number(r.id),
    userId: Number(r.user_id),
    userName: String(r.user_name),
    day: String(r.day),
    readVersion: r.read_version === null ? null : Number(r.read_version),
    readAt: r.read_at ? new Date(r.read_at as string).toISOString() : null,
    revisedSinceRead: r.read_version !== null && Number(r.read_version) < Number(r.version),
    commentCount: Number(r.comment_count),
  };
}

function toVersion(r: Record<string, unknown>): DailyReportVersion {
  return {
    version: Number(r.version),
    summary: String(r.summary),
    plan: (r.plan as string | null) ?? null,
    visits: Number(r.visits),
    tasksDone: Number(r.tasks_done),
    meetings: Number(r.meetings),
    submittedAt: new Date(r.submitted_at as string).toISOString(),
  };
}

/** What the caller did on a day: completed visits, completed tasks and meetings held, with a line each. */
async function dayActivity(context: RequestContext, day: string) {
  const { principal } = context;
  const tz = principal.tenant.timeZone;
  const [from, to] = [startOfDay(day, tz), startOfDay(addDays(day, 1), tz)];
  const lang = context.lang;
  const result = rowsOf<{ kind: string; line: string }>(
    await context.db.execute(sql`
    select 'visit' as kind, coalesce(${lang === 'en' ? sql`coalesce(d.name_en, d.name)` : sql`d.name`}, '') || ' · ' || coalesce(${lang === 'en' ? sql`vt.label_en` : sql`vt.label`}, v.visit_type) as line
      from visit v join doctor d on d.id = v.doctor_id left join dict_data vt on vt.tenant_id = v.tenant_id and vt.dict_key = 'visitType' and vt.code = v.visit_type
      where v.tenant_id = ${principal.tenant.id} and v.user_id = ${principal.userId} and v.status = 'completed' and v.start_at >= ${from} and v.start_at < ${to}
    union all
    select 'task', t.title from task t where t.tenant_id = ${principal.tenant.id} and t.assignee_id = ${principal.userId} and t.status = 'completed' and t.completed_at >= ${from} and t.completed_at < ${to}
    union all
    select 'meeting', m.topic from meeting m where m.tenant_id = ${principal.tenant.id} and m.applicant_id = ${principal.userId}
      and m.status not in ('DRAFT', 'CANCELLED', 'REJECTED') and m.start_at >= ${from} and m.start_at < ${to}`),
  );
  const count = (kind: string) => result.filter((r) => r.kind === kind).length;
  const heading = { visit: lang === 'en' ? 'Visit' : '拜访', task: lang === 'en' ? 'Task done' : '完成任务', meeting: lang === 'en' ? 'Meeting' : '会议' } as Record<
    string,
    string
  >;
  return { visits: count('visit'), tasksDone: count('task'), meetings: count('meeting'), summary: result.map((r) => `${heading[r.kind]}: ${r.line}`).join('\n') };
}

async function findOwn(context: RequestContext, day: string): Promise<DailyReport | null> {
  const { principal } = context;
  const result = rowsOf<Record<string, unknown>>(
    await context.db.execute(sql`select ${reportColumns(context.lang)} from daily_report r left join app_user u on u.id = r.user_id
    where r.tenant_id = ${principal.tenant.id} and r.user_id = ${principal.userId} and r.day = ${day}`),
  );
  return result[0] ? toReport(result[0]) : null;
}

/** Reports are for today or the week before (a rep catching up after a day in the field). */
function checkDay(principal: Principal, day: string): void {
  const today = dateIn(new Date(), principal.tenant.timeZone);
  if (day > today || day < addDays(today, -7)) throw badRequest('dailyReportDayInvalid');
}

export async function draftDailyReport(context: RequestContext, day: string): Promise<DailyReportDraft> {
  checkDay(context.principal, day);
  return { day, ...(await dayActivity(context, day)), existing: await findOwn(context, day) };
}

/**
 * Each submission is a new version of the day's report, kept beside the earlier ones; the manager's
 * read mark stays on the version it was given to. A submission without a plan keeps the last one.
 */
export async function submitDailyReport(context: RequestContext, input: { day: string; summary: string; plan?: string | null | undefined }): Promise<DailyReport> {
  const { principal } = context;
  checkDay(principal, input.day);
  const activity = await dayActivity(context, input.day);
  const plan = input.plan === undefined ? sql`daily_report.plan` : sql`excluded.plan`;
  await context.db.execute(sql`
    with report as (
      insert into daily_report (tenant_id, user_id, org_path, day, summary, plan, visits, tasks_done, meetings)
      values (${principal.tenant.id}, ${principal.userId}, ${principal.orgPath ?? ''}, ${input.day}, ${input.summary}, ${input.plan || null}, ${activity.visits}, ${activity.tasksDone}, ${activity.meetings})
      on conflict (tenant_id, user_id, day) do update set summary = excluded.summary, plan = ${plan}, visits = excluded.visits,
        tasks_done = excluded.tasks_done, meetings = excluded.meetings, submitted_at = now(), version = daily_report.version + 1
      returning id, tenant_id, version, summary, plan, visits, tasks_done, meetings, submitted_at
    )
    insert into daily_report_version (tenant_id, report_id, version, summary, plan, visits, tasks_done, meetings, submitted_at)
    select tenant_id, id, version, summary, plan, visits, tasks_done, meetings, submitted_at from report`);
  return (await findOwn(context, input.day))!;
}

export async function pageDailyReports(
  context: RequestContext,
  q: { from: string; to: string; userId?: number | undefined; unread?: boolean | undefined; page: number; size: number },
) {
  const { principal } = context;
  const result = rowsOf<Record<string, unknown>>(
    await context.db.execute(sql`
    select ${reportColumns(context.lang)}, count(*) over () as total from daily_report r left join app_user u on u.id = r.user_id
    where r.tenant_id = ${principal.tenant.id} and ${readableCondition(principal)} and r.day between ${q.from} and ${q.to}
      ${q.userId ? sql`and r.user_id = ${q.userId}` : sql``} ${q.unread ? sql`and (r.read_version is null or r.read_version < r.version) and r.user_id <> ${principal.userId}` : sql``}
    order by r.day desc, r.id desc limit ${q.size} offset ${q.page * q.size}`),
  );
  return { content: result.map(toReport), totalElements: Number(result[0]?.total ?? 0) };
}

export async function findDailyReport(context: RequestContext, id: number): Promise<DailyReportDetail> {
  const { principal } = context;
  const result = rowsOf<Record<string, unknown>>(
    await context.db.execute(sql`select ${reportColumns(context.lang)} from daily_report r left join app_user u on u.id = r.user_id
    where r.tenant_id = ${principal.tenant.id} and r.id = ${id} and ${readableCondition(principal)}`),
  );
  const row = result[0];
  if (!row) throw notFound();
  const opened = toReport(row);
  const isFirstReadOfVersion = opened.userId !== principal.userId && opened.readVersion !== opened.version;
  if (isFirstReadOfVersion) {
    await context.db.execute(sql`update daily_report set read_version = ${opened.version}, read_at = now(), read_by = ${principal.userId}
      where id = ${id} and tenant_id = ${principal.tenant.id} and (read_version is null or read_version < ${opened.version})`);
  }
  const report = isFirstReadOfVersion ? { ...opened, readVersion: opened.version, readAt: new Date().toISOString(), revisedSinceRead: false } : opened;
  const comments = rowsOf<Record<string, unknown>>(
    await context.db.execute(sql`select c.id, ${userName(context.lang)} as author, c.content, c.created_at from daily_report_comment c
    left join app_user u on u.id = c.author_id where c.report_id = ${id} order by c.created_at, c.id`),
  );
  const versions = rowsOf<Record<string, unknown>>(
    await context.db.execute(sql`select version, summary, plan, visits, tasks_done, meetings, submitted_at from daily_report_version
    where tenant_id = ${principal.tenant.id} and report_id = ${id} order by version desc`),
  );
  return {
    ...report,
    comments: comments.map((c) => ({ id: Number(c.id), author: String(c.author), content: String(c.content), createdAt: new Date(c.created_at as string).toISOString() })),
    versions: versions.map(toVersion),
    previousReadVersion: opened.readVersion,
  };
}

export async function commentOnDailyReport(context: RequestContext, id: number, content: string): Promise<DailyReportDetail> {
  const { principal } = context;
  await findDailyReport(context, id);
  await context.db.insert(dailyReportComment).values({ tenantId: principal.tenant.id, reportId: id, authorId: principal.userId, content });
  return findDailyReport(context, id);
}
