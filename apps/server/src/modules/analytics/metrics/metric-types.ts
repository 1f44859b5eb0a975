import type { SQL } from 'drizzle-orm';
import type { MetricInfo } from '@crm/shared/contracts/analytics';
import type { PermissionMark } from '@crm/shared/permissions';
import type { Principal } from '../../../platform/principal';

/** The team dimensions (region, district, rep) and the time ones most metrics are cut by. */
export const TEAM = ['region', 'district', 'rep'];
export const TIME = ['day', 'week', 'month'];

/** What a fact query is built from: tenant, period (half-open, instants) and the viewer. */
export interface FactParams {
  tenantId: number;
  timeZone: string;
  from: Date;
  to: Date;
  principal: Principal;
  /** The reader's language: a fact's label is a record's name in it. */
  lang: string;
}

/**
 * One metric, defined once. `fact` selects one row per record behind the number, with the columns
 * the engine and the dimensions read: record_id, label, at, user_id, org_path, doctor_id, measure,
 * and any of tier, kol_tier, status, visit_type, process_type, category, product_id, section,
 * page_path, page_title. `value` aggregates the fact rows (aliased `f`).
 *
 * Scope: `owner` facts are limited by the engine to the viewer's data range over user_id and
 * org_path; `self-scoped` facts apply the product's own range rules inside (visits, doctors).
 *
 * Metrics that count different rows of one fact name the same `fact` function and say which of its
 * rows they `keep`: the metrics of one widget over one fact are then read in one pass.
 */
export interface MetricDefinition {
  code: string;
  name: string;
  nameEn: string;
  unit: MetricInfo['unit'];
  permission: PermissionMark;
  scope: 'owner' | 'self-scoped';
  /** The engine keeps fact rows with `at` inside the period; untimed facts handle time themselves. */
  timed: boolean;
  dimensions: string[];
  /** True when the value is the number of fact rows, so the drill-down lists exactly that many. */
  countable: boolean;
  fact: (p: FactParams) => SQL;
  /** The fact rows this metric stands for, over alias `f` (all of them when absent). */
  keep?: SQL;
  value: SQL;
}
