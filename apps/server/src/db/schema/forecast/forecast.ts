import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId, updatedAt, productRef, orgRef, actorRef } from '../platform/columns';
import { hospital, hospitalRef } from '../customers/hospitals';
import { product } from '../platform/tenancy';

const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * One forecast line of a cycle (the month it is made in): product × hospital × target month, with
 * the statistical baseline, the rep's figure and the manager's adjustment side by side.
 */
export const forecastEntry = pgTable(
  'forecast_entry',
  {
    id: id(),
    tenantId: tenantId(),
    cycle: text('cycle').notNull(),
    month: text('month').notNull(),
    productId: productRef(),
    hospitalId: hospitalRef(),
    /** The covering territory and its path, for the rep's scope and the roll-up. */
    orgId: orgRef(),
    orgPath: text('org_path').notNull(),
    baseline: amount('baseline'),
    baselineMethod: text('baseline_method').$type<'MSTL_ETS' | 'SEASONAL_NAIVE'>(),
    repValue: amount('rep_value'),
    managerValue: amount('manager_value'),
    updatedBy: actorRef('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('forecast_entry_key').on(t.tenantId, t.cycle, t.productId, t.hospitalId, t.month), index('forecast_entry_org').on(t.tenantId, t.cycle, t.orgPath)],
);

export type ForecastSubmissionStatus = 'SUBMITTED' | 'LOCKED' | 'RETURNED';

/** A territory's submission of a cycle: submitted by the rep, locked (or returned) by the manager. */
export const forecastSubmission = pgTable(
  'forecast_submission',
  {
    id: id(),
    tenantId: tenantId(),
    cycle: text('cycle').notNull(),
    orgId: orgRef(),
    status: text('status').$type<ForecastSubmissionStatus>().notNull(),
    submittedBy: actorRef('submitted_by'),
    submittedAt: at('submitted_at'),
    reviewedBy: actorRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [uniqueIndex('forecast_submission_key').on(t.tenantId, t.cycle, t.orgId)],
);

/** The background baseline computation of a cycle, with its progress. */
export const forecastRun = pgTable(
  'forecast_run',
  {
    id: id(),
    tenantId: tenantId(),
    cycle: text('cycle').notNull(),
    status: text('status').$type<'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED'>().notNull(),
    totalSeries: integer('total_series').notNull().default(0),
    doneSeries: integer('done_series').notNull().default(0),
    mstlSeries: integer('mstl_series').notNull().default(0),
    naiveSeries: integer('naive_series').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [uniqueIndex('forecast_run_key').on(t.tenantId, t.cycle)],
);

export type TargetIssuanceStatus = 'ISSUED' | 'ACCEPTED' | 'DISPUTED';

/** A target issued to one organization unit for a product and month; parts sum to the parent. */
export const targetIssuance = pgTable(
  'target_issuance',
  {
    id: id(),
    tenantId: tenantId(),
    month: text('month').notNull(),
    productId: productRef(),
    orgId: orgRef(),
    orgPath: text('org_path').notNull(),
    parentOrgId: ref('parent_org_id'),
    /** Whole units: the split works on integers so parts always add up exactly. */
    amount: integer('amount').notNull(),
    method: text('method').$type<'LAST_YEAR' | 'FORECAST' | 'MANUAL'>().notNull(),
    status: text('status').$type<TargetIssuanceStatus>().notNull().default('ISSUED'),
    comment: text('comment'),
    issuedBy: actorRef('issued_by'),
    issuedAt: at('issued_at').notNull().defaultNow(),
    respondedBy: actorRef('responded_by'),
    respondedAt: at('responded_at'),
  },
  (t) => [uniqueIndex('target_issuance_key').on(t.tenantId, t.month, t.productId, t.orgId), index('target_issuance_path').on(t.tenantId, t.orgPath)],
);

export type ForecastChangeAction = 'REP' | 'MANAGER' | 'SUBMIT' | 'LOCK' | 'RETURN';

/**
 * Every change of a forecast: a figure of one line and month (the rep's or the manager's, with the
 * old and new value), or a territory's submission, lock or return (no line, no values).
 */
export const forecastChange = pgTable(
  'forecast_change',
  {
    id: id(),
    tenantId: tenantId(),
    cycle: text('cycle').notNull(),
    orgId: orgRef(),
    hospitalId: ref('hospital_id').references(() => hospital.id, { onDelete: 'cascade' }),
    productId: ref('product_id').references(() => product.id, { onDelete: 'cascade' }),
    month: text('month'),
    action: text('action').$type<ForecastChangeAction>().notNull(),
    oldValue: amount('old_value'),
    newValue: amount('new_value'),
    actorId: actorRef('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('forecast_change_territory').on(t.tenantId, t.cycle, t.orgId, t.createdAt)],
);
