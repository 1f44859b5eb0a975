import { sql } from 'drizzle-orm';
import type { SuggestionAction, SuggestionSettings, SuggestionType } from '@crm/shared/contracts/suggestions';
import type { ContentChannel } from '@crm/shared/contracts/content-channels';
import { rowsOf } from '../../db/rows';
import { addDays, dateIn, startOfDay } from '../../lib/zoned-time';
import { channelSettings, reachableChannels } from '../content/index';
import { scoresAt } from '../lead-scoring/index';
import type { Tx } from '../workflow/index';

/**
 * The facts a suggestion is made of, each read from stored data as of one instant: a doctor's tier
 * against the month's visits, the last contact, the lead score's movement, content engagement, an
 * upcoming meeting of the rep, an open task, and the doctor's stance. Each signal carries its points
 * and the figures its reason is worded from, so every suggestion can be explained.
 */

export interface Signal {
  doctorId: number;
  code: SuggestionType | 'stancePositive';
  weight: number;
  params: Record<string, string | number>;
  action?: SuggestionAction;
  channel?: string | null;
  articleId?: number;
  meetingId?: number;
  taskId?: number;
  dueOn?: string;
}

export interface SignalScope {
  db: Tx;
  tenantId: number;
  timeZone: string;
  userId: number;
  /** The user's doctors (their data range's "my customers"). */
  doctorIds: number[];
  /** The user's products (every enabled one when none is assigned). */
  productIds: number[];
  day: string;
  asOf: Date;
  settings: SuggestionSettings;
}

const DAY_MS = 86_400_000;
const TIER_POINTS: Record<string, number> = { A: 30, B: 20, C: 12, D: 6 };
const ids = (values: number[]) => sql`${sql.param(values)}::bigint[]`;
const iso = (value: Date) => value.toISOString();
const daysBefore = (scope: SignalScope, days: number) => new Date(scope.asOf.getTime() - days * DAY_MS).toISOString();
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Doctors with a visit of the user already planned within a week: a visit or call is not suggested to them. */
export async function plannedSoon(scope: SignalScope): Promise<Set<number>> {
  const rows = rowsOf<{ doctor_id: number | string }>(
    await scope.db.execute(sql`select distinct v.doctor_id from visit v
      where v.tenant_id = ${scope.tenantId} and v.user_id = ${scope.userId} and v.status = 'planned' and v.doctor_id = any(${ids(scope.doctorIds)})
        and v.start_at >= ${iso(scope.asOf)} and v.start_at < ${new Date(scope.asOf.getTime() + 7 * DAY_MS).toISOString()}`),
  );
  return new Set(rows.map((row) => Number(row.doctor_id)));
}

/** Tier A–D doctors of the user's products with fewer of the user's completed visits this month than their tier's target. */
export async function tierCoverage(scope: SignalScope, monthStart: Date): Promise<Signal[]> {
  const rows = rowsOf<{ doctor_id: number | string; tier: string; done: number | string }>(
    await scope.db.execute(sql`select dp.doctor_id, min(dp.level) as tier,
        (select count(*) from visit v where v.tenant_id = ${scope.tenantId} and v.user_id = ${scope.userId} and v.doctor_id = dp.doctor_id
          and v.status = 'completed' and v.start_at >= ${iso(monthStart)} and v.start_at < ${iso(scope.asOf)}) as done
      from doctor_product dp
      where dp.tenant_id = ${scope.tenantId} and dp.doctor_id = any(${ids(scope.doctorIds)}) and dp.product_id = any(${ids(scope.productIds)})
        and dp.level in ('A', 'B', 'C', 'D')
      group by dp.doctor_id`),
  );
  return rows.flatMap((row) => {
    const tier = row.tier as keyof SuggestionSettings['tierTargets'];
    const target = scope.settings.tierTargets[tier] ?? 0;
    const done = Number(row.done);
    if (target === 0 || done >= target) return [];
    const weight = round1(TIER_POINTS[tier]! * ((target - done) / target));
    return [
      {
        doctorId: Number(row.doctor_id),
        code: 'tierCoverage',
        weight,
        params: { tier, done, target },
        action: 'visit',
        channel: 'FACE',
        dueOn: addDays(scope.day, 2),
      } satisfies Signal,
    ];
  });
}

/** Target doctors (tier A–C) with no contact by anyone for the configured days, or none on record. */
export async function lapsed(scope: SignalScope): Promise<Signal[]> {
  const rows = rowsOf<{ doctor_id: number | string; last_at: string | Date | null }>(
    await scope.db.execute(sql`select d.id as doctor_id,
        (select max(e.occurred_at) from interaction_event e where e.tenant_id = ${scope.tenantId} and e.doctor_id = d.id and e.occurred_at < ${iso(scope.asOf)}
          and e.type in ('visit.completed', 'content.sent', 'meeting.invited', 'meeting.signedIn')) as last_at
      from doctor d
      where d.tenant_id = ${scope.tenantId} and d.id = any(${ids(scope.doctorIds)})
        and exists (select 1 from doctor_product dp where dp.doctor_id = d.id and dp.product_id = any(${ids(scope.productIds)}) and dp.level in ('A', 'B', 'C'))`),
  );
  const limit = scope.settings.lapsedDays;
  return rows.flatMap((row) => {
    const base = { doctorId: Number(row.doctor_id), code: 'lapsed' as const, action: 'call' as const, channel: 'PHONE', dueOn: scope.day };
    if (row.last_at === null) return [{ ...base, weight: 20, params: {} }];
    const days = Math.floor((scope.asOf.getTime() - new Date(row.last_at).getTime()) / DAY_MS);
    if (days < limit) return [];
    return [{ ...base, weight: round1(Math.min(40, 15 + (days - limit) / 4)), params: { days } }];
  });
}

/** What the lists of one tenant and day share: every doctor's overall lead score 30 days ago and now, read once. */
export interface DayShared {
  scores?: Map<number, { before: number; now: number }>;
}

async function scoresOf(scope: SignalScope, doctorIds: number[] | null): Promise<Map<number, { before: number; now: number }>> {
  const rows = rowsOf<{ doctor_id: number | string; before: number | null; now: number | null }>(
    await scope.db.execute(sql`select x.doctor_id, x.at0 as before, x.at1 as now
      from ${scoresAt(scope.tenantId, 0, [sql`${daysBefore(scope, 30)}::timestamptz`, sql`${iso(scope.asOf)}::timestamptz`])} x
      where ${doctorIds === null ? sql`x.at1 >= 10` : sql`x.doctor_id = any(${ids(doctorIds)})`}`),
  );
  return new Map(rows.map((row) => [Number(row.doctor_id), { before: Number(row.before ?? 0), now: Number(row.now ?? 0) }]));
}

/** Doctors whose overall lead score rose by 30% or more in 30 days (to at least 10 points). */
export async function risingScore(scope: SignalScope, shared?: DayShared): Promise<Signal[]> {
  let scores: Map<number, { before: number; now: number }>;
  if (shared) {
    shared.scores ??= await scoresOf(scope, null);
    scores = shared.scores;
  } else scores = await scoresOf(scope, scope.doctorIds);
  return scope.doctorIds.flatMap((doctorId) => {
    const score = scores.get(doctorId);
    if (!score || score.now < 10) return [];
    const percent = Math.round(((score.now - score.before) / Math.max(score.before, 5)) * 100);
    if (percent < 30) return [];
    const weight = round1(Math.min(30, 10 + percent / 5));
    return [
      {
        doctorId,
        code: 'risingScore',
        weight,
        params: { percent, from: Math.round(score.before), to: Math.round(score.now) },
        action: 'visit',
        channel: 'FACE',
        dueOn: addDays(scope.day, 2),
      } satisfies Signal,
    ];
  });
}

const CHANNEL_PREFERENCE: ContentChannel[] = ['WECOM', 'EMAIL', 'SMS'];

/**
 * Doctors who opened or clicked content in the last 14 days: send the newest approved article of one
 * of their products in the user's portfolio they have not been sent, on a channel they can receive
 * it on now (consent, objection, caps and quiet hours as a send judges them, at 10:00 of the day).
 */
export async function contentEngaged(scope: SignalScope): Promise<Signal[]> {
  const engaged = rowsOf<{ doctor_id: number | string; n: number | string }>(
    await scope.db.execute(sql`select e.doctor_id, count(*) as n from interaction_event e
      where e.tenant_id = ${scope.tenantId} and e.doctor_id = any(${ids(scope.doctorIds)}) and e.type in ('content.opened', 'content.clicked')
        and e.occurred_at >= ${daysBefore(scope, 14)} and e.occurred_at < ${iso(scope.asOf)}
      group by e.doctor_id`),
  );
  if (engaged.length === 0) return [];
  const counts = new Map(engaged.map((row) => [Number(row.doctor_id), Number(row.n)]));
  const articles = rowsOf<{ doctor_id: number | string; article_id: number | string; product_id: number | string }>(
    await scope.db.execute(sql`select distinct on (dp.doctor_id) dp.doctor_id, a.id as article_id, v.product_id
      from doctor_product dp
      join content_article_version v on v.tenant_id = ${scope.tenantId} and v.product_id = dp.product_id and v.status = 'APPROVED'
      join content_article a on a.id = v.article_id and a.approved_version_id = v.id and a.translation_of is null
      where dp.tenant_id = ${scope.tenantId} and dp.doctor_id = any(${ids([...counts.keys()])}) and dp.product_id = any(${ids(scope.productIds)})
        and (v.expires_on is null or v.expires_on >= ${scope.day})
        and not exists (select 1 from content_send s where s.tenant_id = ${scope.tenantId} and s.doctor_id = dp.doctor_id and s.article_id = a.id)
      order by dp.doctor_id, v.approved_at desc nulls last, a.id desc`),
  );
  const settings = await channelSettings(scope.db, scope.tenantId, scope.timeZone);
  const ordered = CHANNEL_PREFERENCE.map((channel) => settings.find((s) => s.channel === channel)!).filter(Boolean);
  const at = new Date(startOfDay(scope.day, scope.timeZone).getTime() + 10 * 3_600_000);
  const byProduct = new Map<number, number[]>();
  for (const row of articles) byProduct.set(Number(row.product_id), [...(byProduct.get(Number(row.product_id)) ?? []), Number(row.doctor_id)]);
  const reachable = new Map<number, ContentChannel[]>();
  for (const [productId, doctorIds] of byProduct) {
    const found = await reachableChannels(scope.db, { tenantId: scope.tenantId, timeZone: scope.timeZone, senderId: scope.userId, productId, at }, ordered, doctorIds);
    for (const [doctorId, channels] of found) reachable.set(doctorId, channels);
  }
  return articles.flatMap((row) => {
    const doctorId = Number(row.doctor_id);
    const channel = reachable.get(doctorId)?.[0];
    if (!channel) return [];
    const count = counts.get(doctorId) ?? 0;
    return [
      {
        doctorId,
        code: 'contentEngaged',
        weight: Math.min(25, 8 * count),
        params: { count, days: 14 },
        action: 'send',
        channel,
        articleId: Number(row.article_id),
        dueOn: scope.day,
      } satisfies Signal,
    ];
  });
}

/** The user's approved meetings of the next 30 days on one of the doctor's products, to which the doctor is not invited. */
export async function meetingInvite(scope: SignalScope): Promise<Signal[]> {
  const rows = rowsOf<{ doctor_id: number | string; meeting_id: number | string; topic: string; start_at: string | Date }>(
    await scope.db.execute(sql`select distinct on (dp.doctor_id) dp.doctor_id, m.id as meeting_id, m.topic, m.start_at
      from meeting m join doctor_product dp on dp.tenant_id = m.tenant_id and dp.product_id = any(m.product_ids)
      where m.tenant_id = ${scope.tenantId} and m.applicant_id = ${scope.userId} and m.status = 'APPROVED'
        and m.start_at > ${iso(scope.asOf)} and m.start_at < ${new Date(scope.asOf.getTime() + 30 * DAY_MS).toISOString()}
        and dp.doctor_id = any(${ids(scope.doctorIds)})
        and not exists (select 1 from meeting_invitee i where i.meeting_id = m.id and i.doctor_id = dp.doctor_id)
      order by dp.doctor_id, m.start_at, m.id`),
  );
  return rows.map((row) => {
    const meetingDay = dateIn(new Date(row.start_at), scope.timeZone);
    const due = [addDays(scope.day, 3), addDays(meetingDay, -1)].sort()[0]!;
    return {
      doctorId: Number(row.doctor_id),
      code: 'meetingInvite',
      weight: 15,
      params: { topic: row.topic, date: meetingDay },
      action: 'invite',
      channel: null,
      meetingId: Number(row.meeting_id),
      dueOn: due < scope.day ? scope.day : due,
    } satisfies Signal;
  });
}

/** The user's open tasks about a doctor, overdue or due within two days. */
export async function openTask(scope: SignalScope): Promise<Signal[]> {
  const rows = rowsOf<{ doctor_id: number | string; id: number | string; title: string; due_at: string | Date }>(
    await scope.db.execute(sql`select distinct on (t.doctor_id) t.doctor_id, t.id, t.title, t.due_at from task t
      where t.tenant_id = ${scope.tenantId} and t.assignee_id = ${scope.userId} and t.status = 'todo' and t.doctor_id = any(${ids(scope.doctorIds)})
        and t.due_at < ${new Date(scope.asOf.getTime() + 2 * DAY_MS).toISOString()}
      order by t.doctor_id, t.due_at, t.id`),
  );
  return rows.map((row) => {
    const dueAt = new Date(row.due_at);
    const due = dateIn(dueAt, scope.timeZone);
    const overdue = dueAt < scope.asOf;
    return {
      doctorId: Number(row.doctor_id),
      code: 'openTask',
      weight: overdue ? 35 : 25,
      params: { title: row.title, due, overdue: overdue ? 1 : 0 },
      action: 'followUp',
      channel: null,
      taskId: Number(row.id),
      dueOn: overdue || due < scope.day ? scope.day : due,
    } satisfies Signal;
  });
}

/** Doctors whose stance evidence of the last 30 days leans positive (≥ 0.3) where before it did not (< 0.1, or none). */
export async function stancePositive(scope: SignalScope): Promise<Signal[]> {
  const since = daysBefore(scope, 30);
  const rows = rowsOf<{ doctor_id: number | string; recent: number | null; earlier: number | null }>(
    await scope.db.execute(sql`select e.doctor_id,
        sum(e.score * e.weight) filter (where e.occurred_at >= ${since}) / nullif(sum(e.weight) filter (where e.occurred_at >= ${since}), 0) as recent,
        sum(e.score * e.weight) filter (where e.occurred_at < ${since}) / nullif(sum(e.weight) filter (where e.occurred_at < ${since}), 0) as earlier
      from insight_stance_evidence e
      where e.tenant_id = ${scope.tenantId} and e.doctor_id = any(${ids(scope.doctorIds)}) and e.occurred_at < ${iso(scope.asOf)}
      group by e.doctor_id`),
  );
  return rows.flatMap((row) => {
    const recent = row.recent === null ? null : Number(row.recent);
    const earlier = row.earlier === null ? null : Number(row.earlier);
    if (recent === null || recent < 0.3 || (earlier !== null && earlier >= 0.1)) return [];
    return [{ doctorId: Number(row.doctor_id), code: 'stancePositive', weight: 10, params: {} } satisfies Signal];
  });
}
