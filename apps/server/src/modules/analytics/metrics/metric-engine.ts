import { sql, type SQL } from 'drizzle-orm';
import { hasPermission } from '@crm/shared/access';
import type { DrillRecord, MetricFilter, MetricRow } from '@crm/shared/contracts/analytics';
import type { RequestContext } from '../../../platform/contract-route';
import { badRequest, forbidden } from '../../../lib/http-error';
import { addDays, startOfDay } from '../../../lib/zoned-time';
import type { Principal } from '../../../platform/principal';
import { METRICS, metricByCode } from './catalog';
import { dimensionByCode, type Dimension, type DimensionContext } from './dimensions';
import { TIME, type FactParams, type MetricDefinition } from './metric-types';
import { startsWith } from '../../../db/starts-with';

/**
 * Computes metrics: the metric's fact, limited to the tenant and the viewer's data range, cut by
 * one dimension and filtered by others. A drill-down lists the fact rows behind one value with the
 * same conditions, so for a countable metric its total is the number shown.
 */

interface Period {
  from: string;
  to: string;
}

type Rows<T> = { rows: T[] };

export function mayUse(principal: Principal, metric: MetricDefinition): boolean {
  return hasPermission(principal.permissions, principal.roleCodes, metric.permission);
}

export function visibleMetrics(principal: Principal): MetricDefinition[] {
  return METRICS.filter((m) => mayUse(principal, m));
}

function metricFor(principal: Principal, code: string): MetricDefinition {
  const metric = metricByCode.get(code);
  if (!metric) throw badRequest('metricUnknown', { code });
  if (!mayUse(principal, metric)) throw forbidden();
  return metric;
}

function dimensionFor(metric: MetricDefinition, code: string): Dimension {
  const dimension = dimensionByCode.get(code);
  if (!dimension || !metric.dimensions.includes(code)) throw badRequest('metricDimension', { metric: metric.code, dimension: code });
  return dimension;
}

/** The viewer's range over an `owner` fact: their own records, their unit, their subtree, or all. */
function ownerScope(principal: Principal): SQL {
  const own = sql`f.user_id = ${principal.userId}`;
  switch (principal.dataRange) {
    case 'all':
      return sql`true`;
    case 'department_and_below':
      return principal.orgPath ? sql`(${own} or ${startsWith(sql`f.org_path`, principal.orgPath)})` : own;
    case 'department':
      return principal.orgPath ? sql`(${own} or f.org_path = ${principal.orgPath})` : own;
    case 'self':
      return own;
  }
}

interface Built {
  from: SQL;
  where: SQL;
  dims: DimensionContext;
}

/** FROM and WHERE of a metric over a period, with the joins its dimensions and filters need. */
function build(context: RequestContext, metric: MetricDefinition, period: Period, filters: MetricFilter[], extraDims: Dimension[]): Built {
  const { principal } = context;
  const timeZone = principal.tenant.timeZone;
  const params: FactParams = {
    tenantId: principal.tenant.id,
    timeZone,
    from: startOfDay(period.from, timeZone),
    to: startOfDay(addDays(period.to, 1), timeZone),
    principal,
    lang: context.lang,
  };
  const dims: DimensionContext = { tenantId: params.tenantId, timeZone, lang: context.lang };
  const filterDims = filters.map((f) => ({ dimension: dimensionFor(metric, f.dimension), values: f.values }));
  const used = new Map<string, Dimension>();
  for (const d of [...extraDims, ...filterDims.map((f) => f.dimension)]) used.set(d.code, d);
  const joins = [...used.values()].filter((d) => d.join).map((d) => d.join!(dims));
  const conditions: SQL[] = [metric.scope === 'owner' ? ownerScope(principal) : sql`true`];
  if (metric.timed) conditions.push(sql`f.at >= ${params.from} and f.at < ${params.to}`);
  for (const f of filterDims)
    conditions.push(
      sql`${f.dimension.key(dims)} in (${sql.join(
        f.values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  return { from: sql`(${metric.fact(params)}) f ${sql.join(joins, sql` `)}`, where: sql.join(conditions, sql` and `), dims };
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const TIME_DIMENSIONS = new Set(TIME);

interface Values {
  rows: Array<{ key: string | null; label: string; value: number | null }>;
  /** The metric over every row of the fact, whatever the dimension and the rows kept. */
  total: number | null;
}

/**
 * The metric's values by the dimension, and its total, in one pass over its fact (grouping sets: the
 * fact is the costly part, and a total is not always the sum of its groups: rates, distinct counts).
 * Time and ordinal dimensions (tiers) run in order; any other dimension keeps its largest values when
 * there are more than the limit, or exactly `keys` when given (the rows a first metric chose).
 */
async function valuesBy(
  context: RequestContext,
  metric: MetricDefinition,
  period: Period,
  filters: MetricFilter[],
  dimension: Dimension | null,
  limit: number,
  keys?: string[],
): Promise<Values> {
  const { from, where, dims } = build(context, metric, period, filters, dimension ? [dimension] : []);
  if (!dimension) {
    const result = (await context.db.execute(sql`select ${metric.value} as value from ${from} where ${where}`)) as unknown as Rows<{ value: unknown }>;
    const total = num(result.rows[0]?.value);
    return { rows: [{ key: null, label: '', value: total }], total };
  }
  const chosen = keys
    ? sql`(g.key)::text in (${
        keys.length
          ? sql.join(
              keys.map((k) => sql`${k}`),
              sql`, `,
            )
          : sql`null`
      })`
    : sql`true`;
  const order = TIME_DIMENSIONS.has(dimension.code) ? sql`g.key` : dimension.position ? sql`g.position nulls last, g.key` : sql`g.value desc nulls last, g.key`;
  const result = (await context.db.execute(sql`
    select g.key, g.label, g.value, g.whole from (
      select f.dimension_key as key, min(f.${sql.raw(dimension.labelIsKey ? 'dimension_key' : 'dimension_label')}) as label, ${metric.value} as value, min(f.dimension_position) as position, grouping(f.dimension_key) = 1 as whole
      from (select f.*, ${dimension.key(dims)} as dimension_key, ${dimension.labelIsKey ? sql`null::text` : dimension.label(dims)} as dimension_label, ${dimension.position?.() ?? sql`null::int`} as dimension_position
        from ${from} where ${where}) f
      group by grouping sets ((f.dimension_key), ())
    ) g
    where g.whole or ${chosen}
    order by g.whole desc, ${order} limit ${limit + 1}`)) as unknown as Rows<{ key: unknown; label: string | null; value: unknown; whole: boolean }>;
  const [whole, ...rows] = result.rows;
  return {
    rows: rows.map((r) => ({ key: r.key === null ? null : String(r.key), label: r.label ?? '', value: num(r.value) })),
    total: whole?.whole ? num(whole.value) : null,
  };
}

/** The same number of days just before the period. */
export function previousPeriod(period: Period): Period {
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

export interface MetricQueryInput extends Period {
  metrics: string[];
  dimension?: string | undefined;
  filters: MetricFilter[];
  compare: boolean;
  limit: number;
}

export async function queryMetrics(context: RequestContext, input: MetricQueryInput) {
  const metrics = input.metrics.map((code) => metricFor(context.principal, code));
  const dimensions = input.dimension ? metrics.map((m) => dimensionFor(m, input.dimension!)) : metrics.map(() => null);
  const rows = new Map<string, MetricRow>();
  const totals: Record<string, number | null> = {};
  const previousTotals: Record<string, number | null> = {};
  const previous = previousPeriod(input);
  for (const [i, metric] of metrics.entries()) {
    const dimension = dimensions[i] ?? null;
    const firstKeys = i > 0 && dimension && !TIME_DIMENSIONS.has(dimension.code) ? [...rows.keys()].filter((k) => k !== '') : undefined;
    const current = await valuesBy(context, metric, input, input.filters, dimension, input.limit, firstKeys);
    totals[metric.code] = current.total;
    for (const r of current.rows) {
      const row = rows.get(r.key ?? '') ?? { key: r.key, label: r.label, values: {} };
      row.values[metric.code] = r.value;
      rows.set(r.key ?? '', row);
    }
    if (!input.compare) continue;
    const shown = dimension && !TIME_DIMENSIONS.has(dimension.code) ? current.rows.flatMap((r) => (r.key === null ? [] : [r.key])) : undefined;
    const before = await valuesBy(context, metric, previous, input.filters, dimension, input.limit, shown);
    previousTotals[metric.code] = before.total;
    for (const r of before.rows) {
      const row = rows.get(r.key ?? '');
      if (row) row.previous = { ...row.previous, [metric.code]: r.value };
    }
  }
  return { rows: [...rows.values()], totals, ...(input.compare ? { previousTotals } : {}) };
}

export interface DrillInput extends Period {
  metric: string;
  dimension?: string | undefined;
  key?: string | null | undefined;
  filters: MetricFilter[];
  page: number;
  size: number;
}

export async function drillMetric(context: RequestContext, input: DrillInput): Promise<{ content: DrillRecord[]; totalElements: number }> {
  const metric = metricFor(context.principal, input.metric);
  const dimension = input.dimension ? dimensionFor(metric, input.dimension) : null;
  const people = [dimensionByCode.get('rep')!, dimensionByCode.get('doctor')!];
  const { from, where, dims } = build(context, metric, input, input.filters, [...people, ...(dimension ? [dimension] : [])]);
  const keyCondition = !dimension || input.key === undefined ? sql`true` : input.key === null ? sql`${dimension.key(dims)} is null` : sql`${dimension.key(dims)} = ${input.key}`;
  const [owner, doctor] = people.map((d) => d.label(dims));
  const result = (await context.db.execute(sql`
    select f.record_id, f.label, f.at, ${owner} as owner, ${doctor} as doctor, f.measure, count(*) over () as total
    from ${from} where ${where} and ${keyCondition}
    order by f.at desc nulls last, f.record_id desc limit ${input.size} offset ${input.page * input.size}`)) as unknown as Rows<Record<string, unknown>>;
  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && input.page > 0) {
    const counted = (await context.db.execute(sql`select count(*) as total from ${from} where ${where} and ${keyCondition}`)) as unknown as Rows<{ total: unknown }>;
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return {
    totalElements: total,
    content: result.rows.map((r) => ({
      id: Number(r.record_id),
      label: String(r.label ?? ''),
      at: r.at ? new Date(r.at as string).toISOString() : null,
      owner: (r.owner as string) || null,
      doctor: (r.doctor as string) || null,
      value: num(r.measure),
    })),
  };
}
