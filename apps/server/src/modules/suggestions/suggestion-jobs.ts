import { sql } from 'drizzle-orm';
import type { DataRange } from '../../db/schema/platform/tenancy';
import { rows } from '../../db/rows';
import { translate } from '../../lib/i18n';
import { dateIn } from '../../lib/zoned-time';
import { publishNotification } from '../notifications/index';
import { forEveryTenant } from '../../platform/jobs/job-queue';
import type { ServiceHost } from '../../platform/service-host';
import { computeDay, type SuggestionUser } from './suggestion-engine';
import { expireOld, markCompleted } from './suggestion-completion';
import { settingsOf } from './suggestion-settings';

const MORNING_TENANT = 'suggestions.morning';
const MORNING_ALL = 'suggestions.morning.all';
/** The hour (in the enterprise's zone) from which the day's lists are made. */
const MORNING_HOUR = 6;

/** What the morning needs of the host: the database, the notification broker and the log. */
type Host = Pick<ServiceHost, 'db' | 'broker' | 'log'>;

const RANGE_ORDER: DataRange[] = ['self', 'department', 'department_and_below', 'all'];

/** Field users who get suggestions: a role granting the list, a unit, and a data range no wider than their unit's subtree. */
async function fieldUsers(host: Host, tenantId: number): Promise<SuggestionUser[]> {
  const found = await rows(
    host.db,
    sql`select u.id, u.org_id, o.path as org_path, array_agg(distinct r.data_range) as ranges
      from app_user u join organization o on o.id = u.org_id join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_id and r.enabled
      where u.tenant_id = ${tenantId} and u.enabled
        and exists (select 1 from user_role ur2 join role_menu rm on rm.role_id = ur2.role_id join menu m on m.id = rm.menu_id
          where ur2.user_id = u.id and m.permission = 'suggestion:suggestion:list' and m.status)
      group by u.id, u.org_id, o.path`,
  );
  return found.flatMap((row) => {
    const ranges = (row.ranges as DataRange[]).sort((a, b) => RANGE_ORDER.indexOf(b) - RANGE_ORDER.indexOf(a));
    const dataRange = ranges[0] ?? 'self';
    if (dataRange === 'all') return [];
    return [{ userId: Number(row.id), orgId: Number(row.org_id), orgPath: String(row.org_path), dataRange }];
  });
}

/** The morning notice: how many suggestions the day holds and the first of them, in both languages. */
async function noticeOf(host: Host, tenantId: number, userId: number, day: string): Promise<void> {
  const list = await rows(
    host.db,
    sql`select d.name, coalesce(d.name_en, d.name) as name_en, count(*) over () as n from suggestion s join doctor d on d.id = s.doctor_id
      where s.tenant_id = ${tenantId} and s.user_id = ${userId} and s.suggested_on = ${day} and not s.holdout and s.status = 'open'
      order by s.score desc, s.id limit 1`,
  );
  const first = list[0];
  if (!first) return;
  const count = Number(first.n);
  await publishNotification(host, {
    tenantId,
    userId,
    category: 'suggestion',
    title: translate('zh', 'suggestionNoticeTitle', { count }),
    titleEn: translate('en', 'suggestionNoticeTitle', { count }),
    content: translate('zh', 'suggestionNoticeContent', { doctor: String(first.name) }),
    contentEn: translate('en', 'suggestionNoticeContent', { doctor: String(first.name_en) }),
    link: '/nextBestAction/mySuggestions',
    payload: { day, count },
  });
}

/** One tenant's morning: completions detected, old suggestions expired, every field user's list made once a day. */
export async function morningRun(host: Host, tenantId: number, now = new Date()): Promise<number> {
  const [enterprise] = await rows(host.db, sql`select time_zone from enterprise where id = ${tenantId}`);
  const timeZone = String(enterprise?.time_zone ?? 'Asia/Shanghai');
  const today = dateIn(now, timeZone);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  const [state] = await rows(host.db, sql`select last_run_on::text as last from suggestion_setting where tenant_id = ${tenantId}`);
  if (hour < MORNING_HOUR || state?.last === today) return 0;
  const settings = await settingsOf(host.db, tenantId);
  await markCompleted(host.db, tenantId, timeZone);
  await expireOld(host.db, tenantId, today);
  let made = 0;
  const shared = {};
  for (const user of await fieldUsers(host, tenantId)) {
    const [done] = await rows(host.db, sql`select 1 as ok from suggestion_run where tenant_id = ${tenantId} and user_id = ${user.userId} and day = ${today}`);
    if (done) continue;
    made += await host.db.transaction((tx) => computeDay(tx, { tenantId, timeZone, user, day: today, asOf: now, settings, shared }));
    await noticeOf(host, tenantId, user.userId, today);
  }
  await host.db.execute(sql`insert into suggestion_setting (tenant_id, last_run_on) values (${tenantId}, ${today})
    on conflict (tenant_id) do update set last_run_on = excluded.last_run_on`);
  return made;
}

/** Every hour each tenant is looked at; its lists are made once its morning has come. */
export function registerSuggestionJobs(host: ServiceHost): void {
  const { jobs } = host;
  jobs.register<{ tenantId: number }>({
    name: MORNING_TENANT,
    handler: async ({ tenantId }) => {
      const made = await morningRun(host, tenantId);
      if (made > 0) host.log.info({ tenantId, made }, 'suggestions made');
    },
  });
  jobs.register({
    name: MORNING_ALL,
    maxAttempts: 1,
    handler: () => forEveryTenant(host.db, (tenantId) => jobs.enqueue(MORNING_TENANT, { tenantId }, { key: String(tenantId), tenantId })),
  });
  jobs.schedule({ name: MORNING_ALL, cron: '5 * * * *' });
}
