import { sql } from 'drizzle-orm';
import type { SuggestionSettings, SuggestionType } from '@crm/shared/contracts/suggestions';
import { rowsOf } from '../../db/rows';
import { suggestion, suggestionRun } from '../../db/schema/suggestions/suggestions';
import { startOfDay } from '../../lib/zoned-time';
import { myCustomersCondition, type DoctorRange } from '../customers/index';
import type { Tx } from '../workflow/index';
import {
  contentEngaged,
  lapsed,
  meetingInvite,
  openTask,
  plannedSoon,
  risingScore,
  stancePositive,
  tierCoverage,
  type DayShared,
  type Signal,
  type SignalScope,
} from './suggestion-signals';

/**
 * The engine: transparent rules over stored facts (decision 34). For one user and day it reads each
 * signal of the user's doctors, drops what the user is already doing or dismissed lately, makes one
 * suggestion per doctor (the action of its strongest signal; the score the sum of all its signals'
 * points, each weighted by its type's setting), ranks them, draws the month's holdout of each candidate pair,
 * and applies each type's daily cap and the day's maximum to the treated. Held-out suggestions are stored too,
 * never shown, so treated and untreated pairs are chosen by the same rule.
 */

export interface SuggestionUser extends DoctorRange {
  userId: number;
}

export interface DayRun {
  tenantId: number;
  timeZone: string;
  user: SuggestionUser;
  /** The day, YYYY-MM-DD in the enterprise's zone. */
  day: string;
  /** The instant the facts are read as of (now for today; a past morning for the demo's history). */
  asOf: Date;
  settings: SuggestionSettings;
  /** What the users of one tenant and day share (the lead scores), read once when several lists are made together. */
  shared?: DayShared;
}

const VISIT_TYPES = new Set<Signal['code']>(['tierCoverage', 'lapsed', 'risingScore']);

async function doctorsOf(tx: Tx, run: DayRun): Promise<number[]> {
  const rows = rowsOf<{ id: number | string }>(await tx.execute(sql`select d.id from doctor d where d.tenant_id = ${run.tenantId} and ${myCustomersCondition(run.user)}`));
  return rows.map((row) => Number(row.id));
}

async function productsOf(tx: Tx, run: DayRun): Promise<number[]> {
  const rows = rowsOf<{ id: number | string }>(
    await tx.execute(sql`select p.id from product p where p.tenant_id = ${run.tenantId} and p.enabled
      and (p.id in (select up.product_id from user_product up where up.tenant_id = ${run.tenantId} and up.user_id = ${run.user.userId})
        or not exists (select 1 from user_product up where up.tenant_id = ${run.tenantId} and up.user_id = ${run.user.userId}))`),
  );
  return rows.map((row) => Number(row.id));
}

/** Doctor–type pairs dismissed within the snooze period, and doctors with an accepted suggestion still in hand. */
async function exclusions(tx: Tx, run: DayRun): Promise<{ snoozed: Set<string>; inHand: Set<number> }> {
  const rows = rowsOf<{ doctor_id: number | string; type: string; status: string }>(
    await tx.execute(sql`select s.doctor_id, s.type, s.status from suggestion s
      where s.tenant_id = ${run.tenantId} and s.user_id = ${run.user.userId} and s.suggested_on < ${run.day}
        and ((s.status = 'dismissed' and s.dismissed_at >= ${new Date(run.asOf.getTime() - run.settings.snoozeDays * 86_400_000).toISOString()})
          or (s.status = 'accepted' and s.due_on >= (${run.day}::date - 7)))`),
  );
  return {
    snoozed: new Set(rows.filter((row) => row.status === 'dismissed').map((row) => `${row.doctor_id}:${row.type}`)),
    inHand: new Set(rows.filter((row) => row.status === 'accepted').map((row) => Number(row.doctor_id))),
  };
}

interface Candidate {
  doctorId: number;
  primary: Signal & { code: SuggestionType };
  signals: Signal[];
  score: number;
}

/** One candidate per doctor: its enabled, weighted signals, the strongest typed one deciding the action. */
function candidatesOf(signals: Signal[], run: DayRun, skip: { snoozed: Set<string>; inHand: Set<number>; planned: Set<number> }): Candidate[] {
  const byDoctor = new Map<number, Signal[]>();
  for (const signal of signals) {
    if (skip.inHand.has(signal.doctorId)) continue;
    if (signal.code !== 'stancePositive') {
      const setting = run.settings.types[signal.code];
      if (!setting.enabled || setting.weight === 0) continue;
      if (skip.snoozed.has(`${signal.doctorId}:${signal.code}`)) continue;
      if (VISIT_TYPES.has(signal.code) && skip.planned.has(signal.doctorId)) continue;
    }
    const weight = signal.code === 'stancePositive' ? signal.weight : Math.round(signal.weight * run.settings.types[signal.code].weight * 10) / 10;
    byDoctor.set(signal.doctorId, [...(byDoctor.get(signal.doctorId) ?? []), { ...signal, weight }]);
  }
  const candidates: Candidate[] = [];
  for (const [doctorId, list] of byDoctor) {
    const typed = list.filter((s): s is Signal & { code: SuggestionType } => s.code !== 'stancePositive').sort((a, b) => b.weight - a.weight);
    const primary = typed[0];
    if (!primary) continue;
    const sorted = [...list].sort((a, b) => b.weight - a.weight);
    candidates.push({ doctorId, primary, signals: sorted, score: Math.round(sorted.reduce((sum, s) => sum + s.weight, 0) * 10) / 10 });
  }
  return candidates.sort((a, b) => b.score - a.score || a.doctorId - b.doctorId);
}

/**
 * The best candidates within each type's daily cap and the day's maximum. A held-out pair is kept
 * where it would have been shown, but takes no place of the list: else the pairs nobody acts on
 * (their "no contact" growing daily) would crowd the top of every list of the month.
 */
function chosen(candidates: Candidate[], heldOut: Set<number>, settings: SuggestionSettings): Array<Candidate & { holdout: boolean }> {
  const perType = new Map<SuggestionType, number>();
  const picked: Array<Candidate & { holdout: boolean }> = [];
  let shown = 0;
  for (const candidate of candidates) {
    if (shown >= settings.maxPerDay) break;
    const used = perType.get(candidate.primary.code) ?? 0;
    if (used >= settings.types[candidate.primary.code].dailyCap) continue;
    const holdout = heldOut.has(candidate.doctorId);
    picked.push({ ...candidate, holdout });
    if (holdout) continue;
    perType.set(candidate.primary.code, used + 1);
    shown += 1;
  }
  return picked;
}

/** Each pair's holdout draw for the month: drawn at random on first use and kept. */
async function holdouts(tx: Tx, run: DayRun, doctorIds: number[]): Promise<Set<number>> {
  if (doctorIds.length === 0) return new Set();
  const period = run.day.slice(0, 7);
  await tx.execute(sql`insert into suggestion_pair (tenant_id, period, user_id, doctor_id, holdout)
    select ${run.tenantId}, ${period}, ${run.user.userId}, x, random() < ${run.settings.holdoutShare}
    from unnest(${sql.param(doctorIds)}::bigint[]) x on conflict do nothing`);
  const rows = rowsOf<{ doctor_id: number | string }>(
    await tx.execute(sql`select doctor_id from suggestion_pair where tenant_id = ${run.tenantId} and period = ${period} and user_id = ${run.user.userId}
      and doctor_id = any(${sql.param(doctorIds)}::bigint[]) and holdout`),
  );
  return new Set(rows.map((row) => Number(row.doctor_id)));
}

/**
 * Computes and stores one user's suggestions of a day, replacing those of the day nobody has acted
 * on; acted-on ones stay. Returns how many were stored, held-out ones included.
 */
export async function computeDay(tx: Tx, run: DayRun): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('suggestion'), ${run.user.userId}::int)`);
  const doctorIds = await doctorsOf(tx, run);
  const productIds = await productsOf(tx, run);
  const [year, month] = run.day.split('-');
  const scope: SignalScope = {
    db: tx,
    tenantId: run.tenantId,
    timeZone: run.timeZone,
    userId: run.user.userId,
    doctorIds,
    productIds,
    day: run.day,
    asOf: run.asOf,
    settings: run.settings,
  };
  const on = (type: SuggestionType) => run.settings.types[type].enabled && run.settings.types[type].weight > 0;
  const signals: Signal[] = [];
  if (doctorIds.length > 0) {
    if (on('tierCoverage')) signals.push(...(await tierCoverage(scope, startOfDay(`${year}-${month}-01`, run.timeZone))));
    if (on('lapsed')) signals.push(...(await lapsed(scope)));
    if (on('risingScore')) signals.push(...(await risingScore(scope, run.shared)));
    if (on('contentEngaged')) signals.push(...(await contentEngaged(scope)));
    if (on('meetingInvite')) signals.push(...(await meetingInvite(scope)));
    if (on('openTask')) signals.push(...(await openTask(scope)));
    signals.push(...(await stancePositive(scope)));
  }
  const skip = { ...(await exclusions(tx, run)), planned: doctorIds.length === 0 ? new Set<number>() : await plannedSoon(scope) };
  const candidates = candidatesOf(signals, run, skip);
  const picked = chosen(
    candidates,
    await holdouts(
      tx,
      run,
      candidates.map((c) => c.doctorId),
    ),
    run.settings,
  );
  await tx.execute(sql`delete from suggestion where tenant_id = ${run.tenantId} and user_id = ${run.user.userId} and suggested_on = ${run.day}
    and status = 'open' and accepted_at is null`);
  if (picked.length > 0) {
    await tx
      .insert(suggestion)
      .values(
        picked.map((c) => ({
          tenantId: run.tenantId,
          userId: run.user.userId,
          doctorId: c.doctorId,
          suggestedOn: run.day,
          dueOn: c.primary.dueOn ?? run.day,
          type: c.primary.code,
          action: c.primary.action ?? 'visit',
          channel: c.primary.channel ?? null,
          articleId: c.primary.articleId ?? null,
          meetingId: c.primary.meetingId ?? null,
          taskId: c.primary.taskId ?? null,
          score: c.score,
          reasons: c.signals.map((s) => ({ code: s.code, weight: s.weight, params: s.params })),
          holdout: c.holdout,
          createdAt: run.asOf,
        })),
      )
      .onConflictDoNothing();
  }
  await tx
    .insert(suggestionRun)
    .values({ tenantId: run.tenantId, userId: run.user.userId, day: run.day, computedAt: run.asOf })
    .onConflictDoUpdate({ target: [suggestionRun.tenantId, suggestionRun.userId, suggestionRun.day], set: { computedAt: run.asOf } });
  return picked.length;
}
