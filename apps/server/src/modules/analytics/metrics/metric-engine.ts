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
      return principal.orgPath ? sql`(${own} or (f.org_path collate "C") like ${`${principal.orgPath}%`})` : own;
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

/**
 * The metric's values by the dimension. Time and ordinal dimensions (tiers) run in order; any other dimension keeps its largest
 * values when there are more than the limit, or exactly `keys` when given (the rows a first metric chose).
 */
async function valuesBy(context: RequestContext, metric: MetricDefinition, period: Period, filters: MetricFilter[], dimension: Dimension | null, limit: number, keys?: string[]) {
  const { from, where, dims } = build(context, metric, period, filters, dimension ? [dimension] : []);
  const key = dimension ? dimension.key(dims) : sql`null`;
  const label = dimension ? dimension.label(dims) : sql`''`;
  const chosen = keys
    ? sql` and (${key})::text in (${
        keys.length
          ? sql.join(
              keys.map((k) => sql`${k}`),
              sql`, `,
            )
          : sql`null`
      })`
    : sql``;
  const order = !dimension ? sql`1` : TIME_DIMENSIONS.has(dimension.code) ? sql`1` : dimension.ordinal ? sql`${dimension.ordinal()} nulls last, 1` : sql`3 desc nulls last, 1`;
  const query = dimension
    ? sql`select ${key} as key, min(${label}) as label, ${metric.value} as value from ${from} where ${where}${chosen} group by 1 order by ${order} limit ${limit}`
    : sql`select null as key, '' as label, ${metric.value} as value from ${from} where ${where}`;
  const result = (await context.db.execute(query)) as unknown as Rows<{ key: string | null; label: string | null; value: unknown }>;
  return result.rows.map((r) => ({ key: r.key === null ? null : String(r.key), label: r.label ?? '', value: num(r.value) }));
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
    totals[metric.code] = dimension ? ((await valuesBy(context, metric, input, input.filters, null, 1))[0]?.value ?? null) : (current[0]?.value ?? null);
    for (const r of current) {
      const row = rows.get(r.key ?? '') ?? { key: r.key, label: r.label, values: {} };
      row.values[metric.code] = r.value;
      rows.set(r.key ?? '', row);
    }
    if (!input.compare) continue;
    const shown = dimension && !TIME_DIMENSIONS.has(dimension.code) ? current.flatMap((r) => (r.key === null ? [] : [r.key])) : undefined;
    const before = await valuesBy(context, metric, previous, input.filters, dimension, input.limit, shown);
    previousTotals[metric.code] = dimension ? ((await valuesBy(context, metric, previous, input.filters, null, 1))[0]?.value ?? null) : (before[0]?.value ?? null);
    for (const r of before) {
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
