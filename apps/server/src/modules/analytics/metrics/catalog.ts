import { BUSINESS_METRICS } from './business-metrics';
import { FIELD_METRICS } from './field-metrics';
import type { MetricDefinition } from './metric-types';
import { REPORT_METRICS } from './report-metrics';

/**
 * Every metric of the product. Adding a metric is one definition in one of these lists (content
 * reach, lead-score movement and sales against forecast join here with their features).
 */
export const METRICS: MetricDefinition[] = [...FIELD_METRICS, ...BUSINESS_METRICS, ...REPORT_METRICS];

export const metricByCode = new Map(METRICS.map((m) => [m.code, m]));
