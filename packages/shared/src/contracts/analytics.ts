import { z } from 'zod';
import { contractGroup, defineContract, XLSX_MEDIA_TYPE } from '../contract';
import { pageOf } from '../envelope';

/** The metric layer and dashboards as data (issue 18). Metric and dimension codes live on the server. */

export const CHART_TYPES = ['number', 'bar', 'line', 'pie', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

const code = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const metricFilterSchema = z.object({ dimension: code, values: z.array(z.string().max(100)).min(1).max(200) });
export type MetricFilter = z.infer<typeof metricFilterSchema>;

export const dashboardWidgetSchema = z.object({
  id: z.string().trim().min(1).max(40),
  title: z.string().trim().max(60).optional(),
  titleEn: z.string().trim().max(60).optional(),
  metrics: z.array(code).min(1).max(4),
  chart: z.enum(CHART_TYPES),
  dimension: code.optional(),
  filters: z.array(metricFilterSchema).max(8).default([]),
  /** Least first (a table of the least-used pages), instead of by key. */
  ascending: z.boolean().optional(),
  /** Grid position and size on a 24-column grid; rows are 80 px high. */
  x: z.number().int().min(0).max(23),
  y: z.number().int().min(0).max(200),
  w: z.number().int().min(2).max(24),
  h: z.number().int().min(1).max(12),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

export const metricInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  unit: z.enum(['count', 'yuan', 'percent', 'hours', 'ratio', 'minutes']),
  dimensions: z.array(z.string()),
  /** Whether the drill-down lists exactly as many records as the number. */
  countable: z.boolean(),
  timed: z.boolean(),
});
export type MetricInfo = z.infer<typeof metricInfoSchema>;

export const dimensionInfoSchema = z.object({ code: z.string(), name: z.string(), nameEn: z.string(), drillTo: z.string().nullable() });
export type DimensionInfo = z.infer<typeof dimensionInfoSchema>;

/** A read-only analytics query: a POST whose JSON body asks for figures and changes nothing. */
const queryFields = { method: 'POST', readOnly: true, tags: ['analytics'], encoding: 'json' } as const;
export const analyticsQuery = contractGroup(queryFields);
/** An analytics query any signed-in user may run: it answers within their data range. */
export const signedInQuery = contractGroup({ ...queryFields, access: { authenticated: true } });

export const listMetrics = defineContract({
  method: 'GET',
  path: '/analytics/metric/list',
  tags: ['analytics'],
  summary: 'Metrics and dimensions the caller may use',
  access: { authenticated: true },
  result: z.object({ metrics: z.array(metricInfoSchema), dimensions: z.array(dimensionInfoSchema) }),
});

export const metricQueryBody = z
  .object({
    metrics: z.array(code).min(1).max(6),
    dimension: code.optional(),
    filters: z.array(metricFilterSchema).max(8).default([]),
    from: day,
    to: day,
    /** Also compute the period of the same length just before. */
    compare: z.boolean().default(false),
    limit: z.number().int().min(1).max(500).default(50),
  })
  .refine((b) => b.from <= b.to, { path: ['to'], message: 'to before from' });
export type MetricQuery = z.input<typeof metricQueryBody>;

export const metricRowSchema = z.object({
  key: z.string().nullable(),
  label: z.string(),
  values: z.record(z.string(), z.number().nullable()),
  previous: z.record(z.string(), z.number().nullable()).optional(),
});
export type MetricRow = z.infer<typeof metricRowSchema>;

export const queryMetrics = signedInQuery({
  path: '/analytics/metric/query',
  summary: 'Metric values by one dimension within the caller’s data range',
  body: metricQueryBody,
  result: z.object({ rows: z.array(metricRowSchema), totals: z.record(z.string(), z.number().nullable()), previousTotals: z.record(z.string(), z.number().nullable()).optional() }),
});

export const drillBody = z.object({
  metric: code,
  dimension: code.optional(),
  key: z.string().max(100).nullable().optional(),
  filters: z.array(metricFilterSchema).max(8).default([]),
  from: day,
  to: day,
  page: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(200).default(20),
});
export type DrillQuery = z.input<typeof drillBody>;

export const drillRecordSchema = z.object({
  id: z.number(),
  label: z.string(),
  at: z.string().nullable(),
  owner: z.string().nullable(),
  doctor: z.string().nullable(),
  value: z.number().nullable(),
});
export type DrillRecord = z.infer<typeof drillRecordSchema>;

export const drillMetric = signedInQuery({
  path: '/analytics/metric/drill',
  summary: 'The records behind a metric value',
  body: drillBody,
  result: pageOf(drillRecordSchema),
});

export const exportMetrics = analyticsQuery({
  path: '/analytics/metric/export',
  summary: 'A metric query as an xlsx workbook',
  access: { permission: 'dashboard:analysis:view' },
  body: metricQueryBody,
  result: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
});

export const dashboardSchema = z.object({
  key: z.string(),
  title: z.string(),
  titleEn: z.string(),
  version: z.number().int(),
  widgets: z.array(dashboardWidgetSchema),
  editable: z.boolean(),
  updatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const dashboardKey = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const getDashboard = defineContract({
  method: 'GET',
  path: '/analytics/dashboard/:key',
  tags: ['analytics'],
  summary: 'A dashboard definition (the id a menu entry names, resolved for this environment)',
  access: { authenticated: true },
  params: dashboardKey,
  result: dashboardSchema,
});

export const saveDashboard = defineContract({
  method: 'PUT',
  path: '/analytics/dashboard/:key',
  tags: ['analytics'],
  summary: 'Saves a new version of a dashboard for everyone with access',
  access: { permission: 'dashboard:definition:edit' },
  params: dashboardKey,
  body: z.object({
    version: z.number().int().min(1),
    title: z.string().trim().min(1).max(60),
    titleEn: z.string().trim().min(1).max(60),
    widgets: z.array(dashboardWidgetSchema).max(24),
  }),
  encoding: 'json',
  result: dashboardSchema,
});

/** A link to the external dashboard that shows this one, signed by the server and valid until `expiresAt`. */
export const dashboardEmbedSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DashboardEmbed = z.infer<typeof dashboardEmbedSchema>;

export const getDashboardEmbed = defineContract({
  method: 'GET',
  path: '/analytics/dashboard/:key/embed',
  tags: ['analytics'],
  summary: 'The signed external dashboard (e.g. a Metabase embed) configured for a dashboard, or null for the product’s own',
  access: { authenticated: true },
  params: dashboardKey,
  result: z.object({ embed: dashboardEmbedSchema.nullable() }),
});
