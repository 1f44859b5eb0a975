import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsFilter, FunnelFigures } from '@crm/shared/contracts/event-analytics';
import type { FunnelStep } from '../../db/schema/analytics/event-analytics';
import { PLAN_EACH_RUN } from '../../db/prepared-statements';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import { doctorSelected, eventMatches, periodEvents, previousPeriod, scopedEvents, toIso } from './event-query';
import { rows } from '../../db/rows';
import { localizedName } from '../../lib/localized-sql';

export interface FunnelDefinition {
  steps: FunnelStep[];
  windowDays: number;
  unit: 'doctor' | 'hospital';
}

/**
 * The reach of each step as one row per unit, `reach` (u, t0 = first step's time, t1…tn = the time
 * each later step was reached, null when it was not): a unit reaches step k when a matching event
 * follows its step k-1 within the window from its first step. Only the first occurrence of the
 * first step in the period anchors the window.
 *
 * One pass over the steps' events (their (tenant, type, time) index holds the unit and channel, so
 * without property conditions the table itself is not read) gathers each unit's step times into
 * arrays; each later step is then a search in one small array. Joining the store once per step
 * instead read it once per step and, at millions of events, chose nested loops on misestimated
 * row counts (53 s for a year of ten million events, see bench/analytics).
 */
function reachCtes(principal: Principal, filter: AnalyticsFilter, funnel: FunnelDefinition): SQL {
  const unit = funnel.unit === 'hospital' ? sql`e.hospital_id` : sql`e.doctor_id`;
  const window = sql`make_interval(days => ${funnel.windowDays})`;
  const types = [...new Set(funnel.steps.map((step) => step.eventType))];
  const later = funnel.steps.slice(1).map((_, index) => index + 1);
  const flags = funnel.steps.map((step, k) => sql`(${eventMatches(step)}) as ${sql.raw(`m${k}`)}`);
  const arrays = later.map((k) => sql`array_agg(e.t) filter (where e.${sql.raw(`m${k}`)}) as ${sql.raw(`a${k}`)}`);
  const searches = later.map(
    (k) => sql`cross join lateral (select min(x) as t from unnest(p.${sql.raw(`a${k}`)}) x
      where x >= ${k === 1 ? sql`p.t0` : sql.raw(`r${k - 1}.t`)} and x <= p.t0 + ${window}) ${sql.raw(`r${k}`)}`,
  );
  const times = later.map((k) => sql`${sql.raw(`r${k}.t`)} as ${sql.raw(`t${k}`)}`);
  // A doctor's events are grouped first and the doctor looked at once; a hospital is its doctors' events.
  const byDoctor = funnel.unit === 'doctor';
  const events = byDoctor ? periodEvents(principal, filter) : scopedEvents(principal, filter);
  return sql`${sql.raw(PLAN_EACH_RUN)}with ev as (select ${unit} as u, e.occurred_at as t, ${sql.join(flags, sql`, `)}
      from ${events} e where e.type = any(${sql.param(types)}::text[])),
    per as (select e.u, min(e.t) filter (where e.m0) as t0, ${sql.join(arrays, sql`, `)} from ev e group by e.u
      ${byDoctor ? sql`having ${doctorSelected(principal, filter, sql`e.u`)}` : sql``}),
    reach as (select p.u, p.t0, ${sql.join(times, sql`, `)} from per p ${sql.join(searches, sql` `)} where p.t0 is not null)`;
}

async function stepCounts(context: RequestContext, filter: AnalyticsFilter, funnel: FunnelDefinition): Promise<number[]> {
  const counts = funnel.steps.map((_, k) => sql`count(${sql.raw(`t${k}`)})::int as ${sql.raw(`n${k}`)}`);
  const [row] = await rows(context.db, sql`${reachCtes(context.principal, filter, funnel)} select ${sql.join(counts, sql`, `)} from reach`);
  return funnel.steps.map((_, k) => Number(row?.[`n${k}`] ?? 0));
}

const ratio = (part: number, whole: number | undefined) => (whole ? part / whole : null);

/** Units per step, conversions, and the same figures for the previous period of equal length. */
export async function funnelFigures(context: RequestContext, filter: AnalyticsFilter, funnel: FunnelDefinition): Promise<FunnelFigures> {
  const previous = previousPeriod(filter.from, filter.to);
  const [current, before] = await Promise.all([stepCounts(context, filter, funnel), stepCounts(context, { ...filter, ...previous }, funnel)]);
  return {
    unit: funnel.unit,
    previousPeriod: previous,
    steps: funnel.steps.map((step, k) => ({
      name: (context.lang === 'en' && step.nameEn) || step.name,
      units: current[k]!,
      previousUnits: before[k]!,
      conversionFromPrevious: k === 0 ? null : ratio(current[k]!, current[k - 1]),
      conversionFromFirst: k === 0 ? null : ratio(current[k]!, current[0]),
    })),
  };
}

/** Units that reached step k-1 and not step k, latest first, with a name to show and open. */
export async function funnelDropOff(context: RequestContext, filter: AnalyticsFilter, funnel: FunnelDefinition, step: number, page: { page: number; size: number }) {
  const k = Math.min(step, funnel.steps.length - 1);
  const before = sql.raw(`t${k - 1}`);
  const after = sql.raw(`t${k}`);
  const nameOf = (alias: 'd' | 'h') => localizedName(alias, context.lang);
  const named =
    funnel.unit === 'hospital'
      ? sql`select h.id as unit_id, ${nameOf('h')} as name, null::text as hospital_name from hospital h where h.id = x.u`
      : sql`select d.id as unit_id, ${nameOf('d')} as name, ${nameOf('h')} as hospital_name from doctor d join hospital h on h.id = d.hospital_id where d.id = x.u`;
  const found = await rows(
    context.db,
    sql`${reachCtes(context.principal, filter, funnel)},
      dropped as (select r.u, r.${before} as t from reach r where r.${before} is not null and r.${after} is null)
      select n.unit_id, n.name, n.hospital_name, x.t as reached_at, count(*) over () as total
      from dropped x cross join lateral (${named}) n
      order by x.t desc, x.u limit ${page.size} offset ${page.page * page.size}`,
  );
  return {
    totalElements: Number(found[0]?.total ?? 0),
    content: found.map((r) => ({
      unitId: Number(r.unit_id),
      name: String(r.name),
      hospitalName: r.hospital_name === null ? null : String(r.hospital_name),
      reachedAt: toIso(r.reached_at),
    })),
  };
}
