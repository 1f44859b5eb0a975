import { BUSINESS_METRICS } from './business-metrics';
import { ENGAGEMENT_METRICS } from './engagement-metrics';
import { FIELD_METRICS } from './field-metrics';
import type { MetricDefinition } from './metric-types';
import { REPORT_METRICS } from './report-metrics';
import { SALES_METRICS } from './sales-metrics';

/** Every metric of the product. Adding a metric is one definition in one of these lists. */
export const METRICS: MetricDefinition[] = [...FIELD_METRICS, ...ENGAGEMENT_METRICS, ...BUSINESS_METRICS, ...SALES_METRICS, ...REPORT_METRICS];

export const metricByCode = new Map(METRICS.map((m) => [m.code, m]));
