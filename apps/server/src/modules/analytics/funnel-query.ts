import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsFilter, FunnelFigures } from '@crm/shared/contracts/event-analytics';
import type { FunnelStep } from '../../db/schema/index';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import { eventMatches, previousPeriod, rows, scopedEvents, toIso } from './event-query';
import { localizedName } from '../../lib/localized-sql';

export interface FunnelDefinition {
  steps: FunnelStep[];
  windowDays: number;
  unit: 'doctor' | 'hospital';
}

/**
 * The reach of each step as CTEs s0…sn (unit, t0 = first step's time, t = this step's time): a unit
 * reaches step k when a matching event follows its step k-1 within the window from its first step.
 * Only the first occurrence of the first step in the period anchors the window.
 */
function reachCtes(principal: Principal, filter: AnalyticsFilter, funnel: FunnelDefinition): SQL {
  const unit = funnel.unit === 'hospital' ? sql`hospital_id` : sql`doctor_id`;
  const window = sql`make_interval(days => ${funnel.windowDays})`;
  const ctes: SQL[] = [
    // Not materialized: each step reads the store through its (tenant, type, time) index with real statistics.
    sql`ev as not materialized (select ${unit} as u, type, channel, properties, occurred_at from ${scopedEvents(principal, filter)} se)`,
    sql`s0 as (select e.u, min(e.occurred_at) as t0, min(e.occurred_at) as t from ev e where ${eventMatches(funnel.steps[0]!)} group by e.u)`,
  ];
  funnel.steps.slice(1).forEach((step, index) => {
    const k = index + 1;
    ctes.push(sql`${sql.raw(`s${k}`)} as (select s.u, s.t0, min(e.occurred_at) as t from ${sql.raw(`s${k - 1}`)} s
      join ev e on e.u = s.u and e.occurred_at >= s.t and e.occurred_at <= s.t0 + ${window} and ${eventMatches(step)}
      group by s.u, s.t0)`);
  });
  return sql`with ${sql.join(ctes, sql`, `)}`;
}

async function stepCounts(context: RequestContext, filter: AnalyticsFilter, funnel: FunnelDefinition): Promise<number[]> {
  const counts = funnel.steps.map((_, k) => sql`(select count(*) from ${sql.raw(`s${k}`)})::int as ${sql.raw(`n${k}`)}`);
  const [row] = await rows(context.db, sql`${reachCtes(context.principal, filter, funnel)} select ${sql.join(counts, sql`, `)}`);
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
  const before = sql.raw(`s${k - 1}`);
  const after = sql.raw(`s${k}`);
  const nameOf = (alias: 'd' | 'h') => localizedName(alias, context.lang);
  const named =
    funnel.unit === 'hospital'
      ? sql`select h.id as unit_id, ${nameOf('h')} as name, null::text as hospital_name from hospital h where h.id = x.u`
      : sql`select d.id as unit_id, ${nameOf('d')} as name, ${nameOf('h')} as hospital_name from doctor d join hospital h on h.id = d.hospital_id where d.id = x.u`;
  const found = await rows(
    context.db,
    sql`${reachCtes(context.principal, filter, funnel)},
      dropped as (select s.u, s.t from ${before} s where not exists (select 1 from ${after} a where a.u = s.u))
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
