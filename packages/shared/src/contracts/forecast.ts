import { z } from 'zod';
import { contractGroup, defineContract } from '../contract';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const value = z.number().nullable();
const tags = ['forecast'];

export const SUBMISSION_STATUSES = ['OPEN', 'SUBMITTED', 'LOCKED', 'RETURNED'] as const;

export const forecastCellSchema = z.object({
  entryId: z.number().int(),
  baseline: value,
  repValue: value,
  managerValue: value,
  /** The figure that counts: the manager's, else the rep's, else the baseline. */
  final: value,
});

export const forecastLineSchema = z.object({
  hospitalId: z.number().int(),
  hospitalName: z.string(),
  hospitalNameEn: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  productNameEn: z.string(),
  orgId: z.number().int(),
  baselineMethod: z.enum(['MSTL_ETS', 'SEASONAL_NAIVE']).nullable(),
  cells: z.array(forecastCellSchema.nullable()),
});

export const forecastRollupSchema = z.object({
  orgId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  type: z.string(),
  status: z.enum(SUBMISSION_STATUSES).nullable(),
  baseline: z.array(z.number()),
  final: z.array(z.number()),
});

export const forecastSheetSchema = z.object({
  cycle: z.string(),
  months: z.array(z.string()),
  run: z.object({ status: z.string(), totalSeries: z.number().int(), doneSeries: z.number().int(), mstlSeries: z.number().int(), naiveSeries: z.number().int() }).nullable(),
  territories: z.array(z.object({ orgId: z.number().int(), name: z.string(), nameEn: z.string().nullable(), status: z.enum(SUBMISSION_STATUSES) })),
  lines: z.array(forecastLineSchema),
  rollup: z.array(forecastRollupSchema),
});
export type ForecastSheet = z.infer<typeof forecastSheetSchema>;

/** Reading the forecast sheet, its accuracy and a line's history. */
const fillingViewCall = contractGroup({ method: 'GET', tags, access: { permission: 'forecast:filling:list' } });
/** A rep's own figures. */
const repCall = contractGroup({ tags, access: { permission: 'forecast:filling:edit' } });
/** A manager's baselines, adjustments and decisions. */
const reviewCall = contractGroup({ tags, access: { permission: 'forecast:filling:review' } });

export const getForecastSheet = fillingViewCall({
  path: '/forecast/filling/sheet',
  summary: 'The forecast lines of a cycle in the caller’s territories: baseline, rep’s figure and manager’s adjustment per month, with the roll-up along the org tree',
  query: z.object({ cycle: month.optional(), orgId: z.coerce.number().int().optional(), productId: z.coerce.number().int().optional() }),
  result: forecastSheetSchema,
});

export const computeBaselines = reviewCall({
  method: 'POST',
  path: '/forecast/filling/baseline',
  summary: 'Queues the statistical baselines of a cycle (MSTL + ETS, seasonal naive fallback) as a background job',
  body: z.object({ cycle: month }),
  encoding: 'json',
  result: z.object({ cycle: z.string(), queued: z.boolean() }),
});

const entriesBody = z.object({
  entries: z
    .array(z.object({ entryId: z.number().int(), value: z.number().min(0).max(1e9).nullable() }))
    .min(1)
    .max(2000),
});

export const saveRepForecast = repCall({
  method: 'PUT',
  path: '/forecast/filling/rep',
  summary: 'The rep’s figures for forecast lines of territories not yet submitted',
  body: entriesBody,
  encoding: 'json',
  result: z.object({ saved: z.number().int() }),
});

export const saveManagerAdjustment = reviewCall({
  method: 'PUT',
  path: '/forecast/filling/adjust',
  summary: 'The manager’s adjustments of forecast lines in the subtree, until the territory is locked',
  body: entriesBody,
  encoding: 'json',
  result: z.object({ saved: z.number().int() }),
});

export const submitForecast = repCall({
  method: 'POST',
  path: '/forecast/filling/submit',
  summary: 'Submits a territory’s forecast of the cycle for review; the rep can no longer change it',
  body: z.object({ cycle: month, orgId: z.number().int() }),
  encoding: 'json',
  result: z.object({ status: z.enum(SUBMISSION_STATUSES) }),
});

export const reviewForecast = reviewCall({
  method: 'POST',
  path: '/forecast/filling/review',
  summary: 'A manager locks a submitted territory forecast, or returns it to the rep',
  body: z.object({ cycle: month, orgId: z.number().int(), lock: z.boolean() }),
  encoding: 'json',
  result: z.object({ status: z.enum(SUBMISSION_STATUSES) }),
});

export const accuracyLineSchema = z.object({
  key: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  actual: z.number(),
  /** WAPE of the baseline, the rep's figure and the final figure; null without actuals. */
  baselineWape: z.number().nullable(),
  repWape: z.number().nullable(),
  finalWape: z.number().nullable(),
  /** Points of WAPE the rep's change removed from the baseline's (positive: it helped). */
  repValueAdded: z.number().nullable(),
  managerValueAdded: z.number().nullable(),
});

export const getForecastAccuracy = fillingViewCall({
  path: '/forecast/accuracy',
  summary: 'Accuracy of a cycle against uploaded actual sales: WAPE per level and the value the rep’s and manager’s overrides added, per rep and per product',
  query: z.object({ cycle: month }),
  result: z.object({ levels: z.array(accuracyLineSchema), reps: z.array(accuracyLineSchema), products: z.array(accuracyLineSchema), monthsWithActuals: z.array(z.string()) }),
});

export const ISSUANCE_METHODS = ['LAST_YEAR', 'FORECAST'] as const;
export const ISSUANCE_STATUSES = ['ISSUED', 'ACCEPTED', 'DISPUTED'] as const;

export const issuanceNodeSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  parentOrgId: z.number().int().nullable(),
  orgName: z.string(),
  orgNameEn: z.string().nullable(),
  orgType: z.string(),
  amount: z.number().int(),
  method: z.enum([...ISSUANCE_METHODS, 'MANUAL']),
  status: z.enum(ISSUANCE_STATUSES),
  comment: z.string().nullable(),
  /** The caller receives this target and may accept or dispute it. */
  canRespond: z.boolean(),
});
export type IssuanceNode = z.infer<typeof issuanceNodeSchema>;

export const listIssuance = defineContract({
  method: 'GET',
  path: '/forecast/issuance/tree',
  tags,
  summary: 'Targets issued for a month and product in the caller’s part of the org tree',
  access: { permission: 'forecast:issuance:list' },
  query: z.object({ month, productId: z.coerce.number().int() }),
  result: z.array(issuanceNodeSchema),
});

export const issueTargets = defineContract({
  method: 'POST',
  path: '/forecast/issuance/issue',
  tags,
  summary: 'Issues a target down the org tree from a unit, split by last year’s share or by the forecast with the largest-remainder method so parts sum exactly to the parent',
  access: { permission: 'forecast:issuance:publish' },
  body: z.object({ month, productId: z.number().int(), orgId: z.number().int(), amount: z.number().int().min(0).max(2_000_000_000), method: z.enum(ISSUANCE_METHODS) }),
  encoding: 'json',
  result: z.array(issuanceNodeSchema),
});

export const respondToTarget = defineContract({
  method: 'POST',
  path: '/forecast/issuance/:id/respond',
  tags,
  summary: 'The receiving unit accepts its target or disputes it with a comment',
  access: { permission: 'forecast:issuance:respond' },
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ accept: z.boolean(), comment: z.string().trim().max(500).optional() }),
  encoding: 'json',
  result: issuanceNodeSchema,
});

export const FORECAST_CHANGE_ACTIONS = ['REP', 'MANAGER', 'SUBMIT', 'LOCK', 'RETURN'] as const;

export const forecastChangeSchema = z.object({
  id: z.number().int(),
  action: z.enum(FORECAST_CHANGE_ACTIONS),
  /** The month of the changed figure; null for a submission, lock or return of the territory. */
  month: z.string().nullable(),
  oldValue: value,
  newValue: value,
  actorName: z.string(),
  createdAt: z.string(),
});
export type ForecastChange = z.infer<typeof forecastChangeSchema>;

export const getForecastLineHistory = fillingViewCall({
  path: '/forecast/filling/history',
  summary: 'Every change of a forecast line of a cycle (who, when, old and new figure) with the submissions, locks and returns of its territory, newest first',
  query: z.object({ cycle: month, orgId: z.coerce.number().int(), hospitalId: z.coerce.number().int(), productId: z.coerce.number().int() }),
  result: z.array(forecastChangeSchema),
});
