import { sql, type SQL } from 'drizzle-orm';
import type { DismissReason, Suggestion } from '@crm/shared/contracts/suggestions';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import { rowsOf } from '../../db/rows';
import type { SuggestionReasonRecord } from '../../db/schema/suggestions/suggestions';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import type { Lang } from '@crm/shared/i18n';
import { translate } from '../../lib/i18n';
import { localizedName } from '../../lib/localized-sql';
import { dateIn } from '../../lib/zoned-time';
import type { RequestContext } from '../../platform/contract-route';
import { myCustomersCondition, requireVisibleDoctor } from '../customers/index';
import { settingsOf } from './suggestion-settings';
import { computeDay } from './suggestion-engine';
import { expireOld, markCompleted } from './suggestion-completion';

/** The rep's list, the profile's "suggested next", and accepting or dismissing one. */

const REASON_KEYS: Record<string, ServerMessageKey> = {
  tierCoverage: 'suggestionTierCoverage',
  lapsed: 'suggestionLapsed',
  risingScore: 'suggestionRisingScore',
  contentEngaged: 'suggestionContentEngaged',
  meetingInvite: 'suggestionMeetingInvite',
  openTask: 'suggestionOpenTask',
  stancePositive: 'suggestionStancePositive',
};

/** A stored reason worded in the reader's language from its figures. */
export function reasonLabel(lang: Lang, reason: SuggestionReasonRecord): string {
  if (reason.code === 'lapsed' && reason.params.days === undefined) return translate(lang, 'suggestionNeverContacted');
  if (reason.code === 'openTask' && reason.params.overdue === 1) return translate(lang, 'suggestionOverdueTask', reason.params);
  return translate(lang, REASON_KEYS[reason.code] ?? 'suggestionStancePositive', reason.params);
}

interface SuggestionRow extends Record<string, unknown> {
  id: number | string;
  type: Suggestion['type'];
  doctor_id: number | string;
  doctor_name: string;
  hospital_name: string | null;
  action: Suggestion['action'];
  channel: string | null;
  article_id: number | string | null;
  article_title: string | null;
  meeting_id: number | string | null;
  meeting_topic: string | null;
  task_id: number | string | null;
  due_on: string | Date;
  score: number;
  status: Suggestion['status'];
  reasons: SuggestionReasonRecord[];
}

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const dayOf = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

function toSuggestion(row: SuggestionRow, lang: Lang): Suggestion {
  return {
    id: Number(row.id),
    type: row.type,
    doctorId: Number(row.doctor_id),
    doctorName: row.doctor_name,
    hospitalName: row.hospital_name,
    action: row.action,
    channel: row.channel,
    articleId: idOrNull(row.article_id),
    articleTitle: row.article_title,
    meetingId: idOrNull(row.meeting_id),
    meetingTopic: row.meeting_topic,
    taskId: idOrNull(row.task_id),
    dueDate: dayOf(row.due_on),
    score: Number(row.score),
    status: row.status,
    reasons: row.reasons.map((reason) => ({ code: reason.code, label: reasonLabel(lang, reason), weight: reason.weight })),
  };
}

/** The caller's shown suggestions matching `where`, with names in the caller's language (an English reader gets an article's English twin). */
async function listed({ db, principal, lang }: RequestContext, where: SQL): Promise<Suggestion[]> {
  const title =
    lang === 'en'
      ? sql`coalesce((select tv.title from content_article t join content_article_version tv on tv.id = t.approved_version_id
          where t.tenant_id = a.tenant_id and t.translation_of = a.id and tv.language = 'en' limit 1), av.title)`
      : sql`av.title`;
  const rows = rowsOf<SuggestionRow>(
    await db.execute(sql`select s.id, s.type, s.doctor_id, ${localizedName('d', lang)} as doctor_name, ${localizedName('h', lang)} as hospital_name,
        s.action, s.channel, s.article_id, ${title} as article_title, s.meeting_id, m.topic as meeting_topic, s.task_id, s.due_on, s.score, s.status, s.reasons
      from suggestion s join doctor d on d.id = s.doctor_id left join hospital h on h.id = d.hospital_id
        left join content_article a on a.id = s.article_id left join content_article_version av on av.id = a.approved_version_id
        left join meeting m on m.id = s.meeting_id
      where s.tenant_id = ${principal.tenant.id} and s.user_id = ${principal.userId} and not s.holdout and ${myCustomersCondition(principal)} and ${where}
      order by case s.status when 'open' then 0 when 'accepted' then 1 else 2 end, s.score desc, s.id`),
  );
  return rows.map((row) => toSuggestion(row, lang));
}

/** Brings the caller's suggestions up to date: completions from the event store, and today's list if not yet made. */
async function refreshed(context: RequestContext, day: string): Promise<void> {
  const { db, principal } = context;
  const { tenant } = principal;
  const today = dateIn(new Date(), tenant.timeZone);
  await markCompleted(db, tenant.id, tenant.timeZone, principal.userId);
  if (day !== today) return;
  const [run] = rowsOf(await db.execute(sql`select 1 as ok from suggestion_run where tenant_id = ${tenant.id} and user_id = ${principal.userId} and day = ${day}`));
  if (run) return;
  const settings = await settingsOf(db, tenant.id);
  await db.transaction(async (tx) => {
    await expireOld(tx, tenant.id, today);
    await computeDay(tx, { tenantId: tenant.id, timeZone: tenant.timeZone, user: principal, day, asOf: new Date(), settings });
  });
  await markCompleted(db, tenant.id, tenant.timeZone, principal.userId);
}

/** `GET /suggestion/my`: the day's suggestions still to act on or done (dismissed and expired ones are gone). */
export async function mySuggestionsOf(context: RequestContext, date: string | undefined): Promise<Suggestion[]> {
  const day = date ?? dateIn(new Date(), context.principal.tenant.timeZone);
  await refreshed(context, day);
  return listed(context, sql`s.suggested_on = ${day} and s.status in ('open', 'accepted', 'completed')`);
}

/** `GET /suggestion/doctor/{id}`: the caller's suggestions about the doctor not yet acted on or done, of the last week. */
export async function doctorSuggestionsOf(context: RequestContext, doctorId: number): Promise<Suggestion[]> {
  const { db, principal } = context;
  await requireVisibleDoctor(db, principal, doctorId);
  await refreshed(context, dateIn(new Date(), principal.tenant.timeZone));
  return listed(context, sql`s.doctor_id = ${doctorId} and s.status in ('open', 'accepted') and s.due_on >= (current_date - 7)`);
}

async function one(context: RequestContext, id: number): Promise<Suggestion> {
  const [found] = await listed(context, sql`s.id = ${id}`);
  if (!found) throw notFound();
  return found;
}

/** Only the caller's own shown suggestion; 404 for anyone else's or a held-out one, 409 once acted on. */
async function change(context: RequestContext, id: number, allowed: string[], set: SQL): Promise<Suggestion> {
  const { db, principal } = context;
  const [row] = rowsOf<{ status: string }>(
    await db.execute(sql`select status from suggestion where tenant_id = ${principal.tenant.id} and id = ${id} and user_id = ${principal.userId} and not holdout`),
  );
  if (!row) throw notFound();
  const updated = rowsOf(
    await db.execute(sql`update suggestion set ${set} where tenant_id = ${principal.tenant.id} and id = ${id} and user_id = ${principal.userId}
      and status in (${sql.join(
        allowed.map((s) => sql`${s}`),
        sql`, `,
      )}) returning id`),
  );
  if (updated.length === 0) throw new HttpError(409, 'suggestionNotOpen');
  return one(context, id);
}

export function acceptSuggestion(context: RequestContext, id: number): Promise<Suggestion> {
  return change(context, id, ['open'], sql`status = 'accepted', accepted_at = now()`);
}

export function dismissSuggestion(context: RequestContext, id: number, reason: DismissReason, comment: string | undefined): Promise<Suggestion> {
  if (reason === 'other' && !comment) throw badRequest('suggestionCommentRequired');
  return change(context, id, ['open', 'accepted'], sql`status = 'dismissed', dismissed_at = now(), dismiss_reason = ${reason}, dismiss_comment = ${comment ?? null}`);
}
