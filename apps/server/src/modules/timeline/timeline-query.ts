import { sql, type SQL } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import {
  TIMELINE_TYPES,
  TOUCH_TYPES,
  type doctorTimeline,
  type doctorTimelineSummary,
  type TimelineItem,
  type TimelineSummary,
  type TimelineType,
  type TouchType,
} from '@crm/shared/contracts/doctor-timeline';
import type { Lang } from '@crm/shared/i18n';
import { rowsOf } from '../../db/rows';
import { badRequest } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { addDays, dateIn, startOfDay } from '../../lib/zoned-time';
import type { RequestContext } from '../../platform/contract-route';
import { sentTitle } from '../content/index';
import { requireVisibleDoctor } from '../customers/index';
import { manageableCondition } from '../tasks/index';
import { visibleVisitCondition } from '../visits/index';

type Query = ContractRequestParts<typeof doctorTimeline>['query'];
type SummaryQuery = ContractRequestParts<typeof doctorTimelineSummary>['query'];

/**
 * One row of the union below: every source names its key, kind, event and time, the record it
 * opens, who made it, and up to four parts the item's title and summary are made of.
 */
interface TimelineRow {
  key: string;
  kind: TimelineType;
  event: string;
  at: string | Date;
  record_id: number | string | null;
  record_type: TimelineItem['recordType'];
  by_name: string | null;
  by_name_en: string | null;
  channel: string | null;
  title: string | null;
  a: string | null;
  b: string | null;
  c: string | null;
  n1: number | null;
  n2: number | null;
}

/** The event store's touchpoint types by the timeline kind they belong to (visits, sends and tasks come from their records). */
const EVENT_KIND = sql`case
  when e.type like 'visit.%' then 'visit'
  when e.type like 'content.%' then 'content'
  when e.type like 'meeting.%' or e.type = 'speaker.engaged' then 'meeting'
  when e.type in ('live.attended', 'education.event') then 'learning'
  when e.type = 'survey.answered' then 'survey'
  when e.type like 'portal.%' or e.type like 'wecom.%' then 'account'
  when e.type like 'prescription.%' then 'prescription'
  else 'account' end`;

/** A dictionary entry's label in the caller's language. */
const dictLabel = (lang: Lang, key: string, code: SQL) =>
  sql`(select ${lang === 'en' ? sql`dd.label_en` : sql`dd.label`} from dict_data dd where dd.tenant_id = v.tenant_id and dd.dict_key = ${key} and dd.code = ${code})`;

/** The selects of the kinds asked for, each over its own records, all with the columns of TimelineRow. */
function sources({ principal, lang }: RequestContext, doctorId: number, kinds: readonly TimelineType[]): SQL[] {
  const tenantId = principal.tenant.id;
  const productName = lang === 'en' ? sql`p.name_en` : sql`p.name`;
  const parts: SQL[] = [];
  if (kinds.includes('visit'))
    parts.push(sql`
      select 'visit:' || v.id as key, 'visit' as kind, case when v.status = 'completed' then 'visit.completed' else 'visit.planned' end as event,
        v.start_at as at, v.id as record_id, 'visit' as record_type, u.first_name as by_name, u.name_en as by_name_en, v.visit_type as channel,
        ${dictLabel(lang, 'visitType', sql`v.visit_type`)} as title, ${dictLabel(lang, 'visitResults', sql`v.result`)} as a,
        (select string_agg(${productName}, ', ' order by p.id) from visit_product vp join product p on p.id = vp.product_id where vp.visit_id = v.id) as b,
        left(v.notes, 160) as c, null::int as n1, null::int as n2
      from visit v join app_user u on u.id = v.user_id
      where v.tenant_id = ${tenantId} and v.doctor_id = ${doctorId} and v.status in ('completed', 'planned') and ${visibleVisitCondition(principal)}`);
  if (kinds.includes('content'))
    parts.push(sql`
      select 'send:' || s.id, 'content',
        case when s.clicked_at is not null then 'content.clicked' when s.opened_at is not null then 'content.opened'
          when s.status in ('SUPPRESSED', 'FAILED', 'BOUNCED') then 'content.' || lower(s.status) when s.status in ('QUEUED', 'SENDING') then 'content.queued' else 'content.sent' end,
        coalesce(s.sent_at, s.created_at), s.article_id, 'article', u.first_name, u.name_en, lower(s.channel),
        ${sentTitle(tenantId, lang, 'av', 'ca')}, s.status, s.reason, null, s.opens, s.clicks
      from content_send s join content_article_version av on av.id = s.version_id join content_article ca on ca.id = s.article_id
        left join app_user u on u.id = s.sender_id
      where s.tenant_id = ${tenantId} and s.doctor_id = ${doctorId}`);
  if (kinds.includes('task'))
    parts.push(sql`
      select 'task:' || t.id, 'task', 'task.' || t.status, coalesce(t.completed_at, t.closed_at, t.due_at), t.id, 'task', u.first_name, u.name_en, null,
        t.title, t.type, null, null, null::int, null::int
      from task t join app_user u on u.id = t.assignee_id
      where t.tenant_id = ${tenantId} and t.doctor_id = ${doctorId} and ${manageableCondition(principal)}`);
  // The store's other touchpoints; those of the product's own visits and sends are their records above.
  parts.push(sql`
    select 'event:' || e.id, ${EVENT_KIND}, e.type, e.occurred_at, case when m.id is not null then m.id end, case when m.id is not null then 'meeting' end,
      u.first_name, u.name_en, e.channel, coalesce(m.topic, e.properties ->> 'subject'), e.properties ->> 'action', null, null, null::int, null::int
    from interaction_event e
      left join meeting m on e.type like 'meeting.%' and m.id = e.campaign_id and m.tenant_id = e.tenant_id
      left join app_user u on u.id = e.actor_user_id
    where e.tenant_id = ${tenantId} and e.doctor_id = ${doctorId}
      and not (e.source = 'crm' and (e.type like 'visit.%' or e.type like 'content.%'))
      and ${EVENT_KIND} = any(${sql.param([...kinds])}::text[])`);
  return parts;
}

/** A page's last item, as the next page starts after it. */
function encodeCursor(row: TimelineRow): string {
  return Buffer.from(JSON.stringify([new Date(row.at).toISOString(), row.key])).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; key: string } {
  try {
    const [at, key] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof key === 'string' && !Number.isNaN(Date.parse(at))) return { at, key };
  } catch {
    // Answered below as a bad cursor.
  }
  throw badRequest('invalidField', { field: 'cursor', reason: 'not a cursor of this timeline' });
}

/** One page of a doctor's timeline, newest first. */
export async function doctorTimelineOf(context: RequestContext, doctorId: number, query: Query): Promise<{ content: TimelineItem[]; nextCursor: string | null }> {
  const { db, principal, lang } = context;
  await requireVisibleDoctor(db, principal, doctorId);
  const kinds = query.type?.length ? query.type : TIMELINE_TYPES;
  const zone = principal.tenant.timeZone;
  const where: SQL[] = [sql`true`];
  if (query.from) where.push(sql`x.at >= ${startOfDay(query.from, zone).toISOString()}::timestamptz`);
  if (query.to) where.push(sql`x.at < ${startOfDay(addDays(query.to, 1), zone).toISOString()}::timestamptz`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    where.push(sql`(x.at, x.key) < (${after.at}::timestamptz, ${after.key})`);
  }
  const rows = rowsOf<TimelineRow>(
    await db.execute(sql`
      select * from (${sql.join(sources(context, doctorId, kinds), sql` union all `)}) x
      where ${sql.join(where, sql` and `)}
      order by x.at desc, x.key desc
      limit ${query.size + 1}`),
  );
  const page = rows.slice(0, query.size);
  return {
    content: page.map((row) => toItem(row, lang)),
    nextCursor: rows.length > query.size ? encodeCursor(page[page.length - 1]!) : null,
  };
}

/** The item a row makes, its words in the caller's language. */
function toItem(row: TimelineRow, lang: Lang): TimelineItem {
  const by = (lang === 'en' ? row.by_name_en : null) ?? row.by_name;
  return {
    id: row.key,
    type: row.kind,
    event: row.event,
    at: new Date(row.at).toISOString(),
    title: row.title ?? translate(lang, 'timelineUntitled'),
    summary: summaryOf(row, lang),
    recordId: row.record_id === null ? null : Number(row.record_id),
    recordType: row.record_type,
    by: by ?? null,
    channel: row.channel,
  };
}

function summaryOf(row: TimelineRow, lang: Lang): string | null {
  const parts: string[] = [];
  switch (row.kind) {
    case 'visit':
      // Result, products discussed, the start of the notes.
      for (const part of [row.a, row.b, row.c]) if (part) parts.push(part);
      break;
    case 'content':
      if (row.n1) parts.push(row.n1 === 1 ? translate(lang, 'timelineOpenedOnce') : translate(lang, 'timelineOpened', { count: row.n1 }));
      if (row.n2) parts.push(row.n2 === 1 ? translate(lang, 'timelineClickedOnce') : translate(lang, 'timelineClicked', { count: row.n2 }));
      if (row.b) parts.push(translate(lang, 'timelineWithheld'));
      break;
    default:
      break;
  }
  return parts.length ? parts.join(' · ') : null;
}

/** What a touch is not: a plan not yet done, a send that never reached the doctor. */
const NOT_A_TOUCH = ['visit.planned', 'content.queued', 'content.suppressed', 'content.failed', 'content.bounced'];

/** The months from `months - 1` before the current one to the current one, as YYYY-MM. */
function monthsUpTo(today: string, months: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (months - 1 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The timeline's touches up to now, counted by month (in the enterprise's zone) and kind. */
export async function doctorTimelineSummaryOf(context: RequestContext, doctorId: number, query: SummaryQuery): Promise<TimelineSummary> {
  const { db, principal } = context;
  await requireVisibleDoctor(db, principal, doctorId);
  const zone = principal.tenant.timeZone;
  const months = monthsUpTo(dateIn(new Date(), zone), query.months);
  const since = startOfDay(`${months[0]!}-01`, zone);
  const rows = rowsOf<{ kind: TouchType; month: string; n: number; last: string | Date }>(
    await db.execute(sql`
      select x.kind, to_char(x.at at time zone ${zone}, 'YYYY-MM') as month, count(*)::int as n, max(x.at) as last
      from (${sql.join(sources(context, doctorId, TOUCH_TYPES), sql` union all `)}) x
      where x.at >= ${since.toISOString()}::timestamptz and x.at <= now() and x.event <> all(${sql.param(NOT_A_TOUCH)}::text[])
      group by 1, 2`),
  );
  const series = TOUCH_TYPES.map((type) => {
    const counts = months.map((month) => rows.find((row) => row.kind === type && row.month === month)?.n ?? 0);
    return { type, counts, total: counts.reduce((sum, count) => sum + count, 0) };
  });
  const latest = rows.reduce<(typeof rows)[number] | undefined>((best, row) => (!best || new Date(row.last) > new Date(best.last) ? row : best), undefined);
  return {
    months,
    series,
    total: series.reduce((sum, one) => sum + one.total, 0),
    lastTouch: latest ? { type: latest.kind, at: new Date(latest.last).toISOString() } : null,
  };
}
