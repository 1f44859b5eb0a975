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
import { nullObject } from '@crm/shared/object-keys';
import { rowsOf } from '../../../db/rows';

/**
 * Computes metrics: the metric's fact, limited to the tenant and the viewer's data range, cut by
 * one dimension and filtered by others. A drill-down lists the fact rows behind one value with the
 * same conditions, so for a countable metric its total is the number shown.
 */

interface Period {
  from: string;
  to: string;
}

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

/** Which dimension values a metric is read for: the largest (none given), exactly these, or the first metric's. */
type Keys = string[] | 'first' | undefined;

/**
 * The values by the dimension, and the totals, of metrics over one fact (the same `fact`, scope and
 * timing), in one pass over it: the fact is the costly part. Each fact row is repeated for each metric
 * that keeps it and grouped by metric and dimension value, with grouping sets giving each metric's
 * total at once (a total is not always the sum of its groups: rates, distinct counts). The fact is
 * read once and inlined, so columns no metric or dimension reads are never computed. Time and ordinal
 * dimensions (tiers) run in order; any other dimension keeps its largest values when there are more
 * than the limit, or exactly the keys given, or those the group's first metric kept.
 */
async function valuesOf(
  context: RequestContext,
  metrics: MetricDefinition[],
  period: Period,
  filters: MetricFilter[],
  dimension: Dimension | null,
  limit: number,
  keys: Keys[],
): Promise<Values[]> {
  const { from, where, dims } = build(context, metrics[0]!, period, filters, dimension ? [dimension] : []);
  const each = <T>(make: (metric: MetricDefinition, i: number) => T) => metrics.map(make);
  // Metrics sharing the fact: each row once per metric that keeps it, by a function of the row (so
  // lateral: the fact is computed once, never once per metric). One metric: its rows, as they are.
  const shared = metrics.length > 1;
  const fanOut = shared
    ? sql`cross join lateral unnest(array[${sql.join(
        each((m, i) => sql`case when ${m.keep ?? sql`true`} then ${sql.raw(String(i))} end`),
        sql`, `,
      )}]::int[]) m(i)`
    : sql``;
  const kept = shared ? sql`m.i is not null` : (metrics[0]!.keep ?? sql`true`);
  const metricId = shared ? sql`m.i` : sql`0`;
  const value = shared
    ? sql`case m.i ${sql.join(
        each((m, i) => sql`when ${sql.raw(String(i))} then ${m.value}`),
        sql` `,
      )} end`
    : metrics[0]!.value;
  if (!dimension) {
    const found = rowsOf<{ i: unknown; value: unknown }>(
      await context.db.execute(sql`select ${metricId} as i, ${value} as value from ${from} ${fanOut} where ${where} and ${kept} ${shared ? sql`group by m.i` : sql``}`),
    );
    return Promise.all(
      each(async (metric, i) => {
        const row = found.find((r) => Number(r.i) === i);
        const total = row ? num(row.value) : await emptyValue(context, metric, from);
        return { rows: [{ key: null, label: '', value: total }], total };
      }),
    );
  }
  const order = TIME_DIMENSIONS.has(dimension.code) ? sql`g.key` : dimension.position ? sql`g.position nulls last, g.key` : sql`g.value desc nulls last, g.key`;
  const chosen = (wanted: Keys) => {
    if (wanted === undefined) return sql`true`;
    if (wanted === 'first') return sql`(g.key)::text in (select (k.key)::text from lead k)`;
    return sql`(g.key)::text in (${
      wanted.length
        ? sql.join(
            wanted.map((k) => sql`${k}`),
            sql`, `,
          )
        : sql`null`
    })`;
  };
  const result = rowsOf<{ i: unknown; key: unknown; label: string | null; value: unknown; whole: boolean }>(
    await context.db.execute(sql`
    with g as (
      select ${metricId} as i, f.dimension_key as key, min(f.${sql.raw(dimension.labelIsKey ? 'dimension_key' : 'dimension_label')}) as label, ${value} as value,
        min(f.dimension_position) as position, grouping(f.dimension_key) = 1 as whole
      from (select f.*, ${dimension.key(dims)} as dimension_key, ${dimension.labelIsKey ? sql`null::text` : dimension.label(dims)} as dimension_label,
          ${dimension.position?.() ?? sql`null::int`} as dimension_position
        from ${from} where ${where}) f
        ${fanOut}
      where ${kept}
      group by grouping sets (${shared ? sql`(m.i, f.dimension_key), (m.i)` : sql`(f.dimension_key), ()`})),
    lead as (select g.key from g where g.i = 0 and not g.whole order by ${order} limit ${limit})
    select r.i, r.key, r.label, r.value, r.whole from (
      select g.*, row_number() over (partition by g.i order by g.whole desc, ${order}) as n from g
      where g.whole or case g.i ${sql.join(
        each((_, i) => sql`when ${sql.raw(String(i))} then ${chosen(keys[i])}`),
        sql` `,
      )} end) r
    where r.n <= ${limit + 1}
    order by r.i, r.n`),
  );
  return Promise.all(
    each(async (metric, i) => {
      const [whole, ...rows] = result.filter((r) => Number(r.i) === i);
      return {
        rows: rows.map((r) => ({ key: r.key === null ? null : String(r.key), label: r.label ?? '', value: num(r.value) })),
        total: whole ? num(whole.value) : await emptyValue(context, metric, from),
      };
    }),
  );
}

/** A metric over no rows (0 for a count, none for an average), for a metric none of whose rows the period holds. */
async function emptyValue(context: RequestContext, metric: MetricDefinition, from: SQL): Promise<number | null> {
  const result = rowsOf<{ value: unknown }>(await context.db.execute(sql`select ${metric.value} as value from ${from} where false`));
  return num(result[0]?.value);
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

/** Metrics read together: the widget's metrics over one fact, in the widget's order. */
function byFact(metrics: MetricDefinition[]): MetricDefinition[][] {
  const groups: MetricDefinition[][] = [];
  for (const metric of metrics) {
    // A metric joins its fact's group by what it keeps, so the fan-out reads each row (a lateral
    // function, planned inside the fact's scan); metrics that keep every row are read one by one.
    const group = metric.keep && groups.find(([first]) => first!.fact === metric.fact && first!.scope === metric.scope && first!.timed === metric.timed);
    if (group) group.push(metric);
    else groups.push([metric]);
  }
  return groups;
}

export async function queryMetrics(context: RequestContext, input: MetricQueryInput) {
  const metrics = input.metrics.map((code) => metricFor(context.principal, code));
  const dimension = input.dimension ? dimensionFor(metrics[0]!, input.dimension) : null;
  for (const metric of metrics) {
    if (dimension) dimensionFor(metric, dimension.code);
    for (const filter of input.filters) dimensionFor(metric, filter.dimension);
  }
  const rows = new Map<string, MetricRow>();
  const totals = nullObject<number | null>();
  const previousTotals = nullObject<number | null>();
  const previous = previousPeriod(input);
  // Every metric after the widget's first is read for the rows the first one chose (by its largest values).
  const cut = dimension !== null && !TIME_DIMENSIONS.has(dimension.code);
  for (const group of byFact(metrics)) {
    const leads = group[0] === metrics[0];
    const keys: Keys[] = group.map((_, j) => (!cut || (leads && j === 0) ? undefined : leads ? 'first' : [...rows.keys()].filter((k) => k !== '')));
    const current = await valuesOf(context, group, input, input.filters, dimension, input.limit, keys);
    for (const [j, metric] of group.entries()) {
      totals[metric.code] = current[j]!.total;
      for (const r of current[j]!.rows) {
        const row = rows.get(r.key ?? '') ?? { key: r.key, label: r.label, values: nullObject<number | null>() };
        row.values[metric.code] = r.value;
        rows.set(r.key ?? '', row);
      }
    }
    if (!input.compare) continue;
    const shown = current.map((values) => (cut ? values.rows.flatMap((r) => (r.key === null ? [] : [r.key])) : undefined));
    const before = await valuesOf(context, group, previous, input.filters, dimension, input.limit, shown);
    for (const [j, metric] of group.entries()) {
      previousTotals[metric.code] = before[j]!.total;
      for (const r of before[j]!.rows) {
        const row = rows.get(r.key ?? '');
        if (row) row.previous = { ...row.previous, [metric.code]: r.value };
      }
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
  const kept = sql`${keyCondition} and ${metric.keep ?? sql`true`}`;
  const [owner, doctor] = people.map((d) => d.label(dims));
  const result = rowsOf<Record<string, unknown>>(
    await context.db.execute(sql`
    select f.record_id, f.label, f.at, ${owner} as owner, ${doctor} as doctor, f.measure, count(*) over () as total
    from ${from} where ${where} and ${kept}
    order by f.at desc nulls last, f.record_id desc limit ${input.size} offset ${input.page * input.size}`),
  );
  let total = Number(result[0]?.total ?? 0);
  if (result.length === 0 && input.page > 0) {
    const counted = rowsOf<{ total: unknown }>(await context.db.execute(sql`select count(*) as total from ${from} where ${where} and ${kept}`));
    total = Number(counted[0]?.total ?? 0);
  }
  return {
    totalElements: total,
    content: result.map((r) => ({
      id: Number(r.record_id),
      label: String(r.label ?? ''),
      at: r.at ? new Date(r.at as string).toISOString() : null,
      owner: (r.owner as string) || null,
      doctor: (r.doctor as string) || null,
      value: num(r.measure),
    })),
  };
}
