import { z } from 'zod';
import { contractGroup, defineContract, multipartBody } from '../contract';
import { analyticsQuery, signedInQuery } from './analytics';
import { pageOf } from '../envelope';
import { INTERACTION_TYPE_CODES } from '../interaction-types';

/**
 * The interaction event store's outside ingest, and the analytics read from it: funnels, trends and
 * journeys share one filter and one query layer on the server, so their figures agree.
 */

const id = z.number().int();
const eventType = z.enum(INTERACTION_TYPE_CODES as [string, ...string[]]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const propertyCondition = z.object({ key: z.string().min(1).max(60), op: z.enum(['eq', 'neq']).default('eq'), value: z.string().max(200) });

// ---------- ingest ----------
export const ingestEventSchema = z.object({
  sourceEventId: z.string().min(1).max(200),
  type: z.string(),
  occurredAt: z.string(),
  doctorId: id.nullish(),
  doctorCode: z.string().nullish(),
  hospitalId: id.nullish(),
  channel: z.string().max(40).nullish(),
  productId: id.nullish(),
  campaignId: id.nullish(),
  properties: z.record(z.string(), z.unknown()).optional(),
});
/** At most this many events in one JSON batch; larger sets go as a CSV file. */
export const INGEST_JSON_MAX_EVENTS = 5000;
export const INGEST_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
const ingestResult = z.object({
  id: z.number().int().describe('The ingest, to poll while a large file is worked through in the background'),
  status: z.enum(INGEST_STATUSES),
  received: z.number().int().describe('Data rows read so far (all of them once completed)'),
  inserted: z.number().int(),
  duplicates: z.number().int().describe('Rows already in the store from an earlier batch (same source, type and source event id)'),
  errorCount: z.number().int().describe('Rows rejected; `errors` lists the first thousand'),
  errors: z.array(z.object({ row: z.number().int().describe('1-based row of the batch (CSV: data row after the header)'), message: z.string() })),
  failure: z.string().nullable().describe('Why the whole ingest stopped, when it did'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type IngestResult = z.infer<typeof ingestResult>;
const source = z
  .string()
  .regex(/^[a-z][a-z0-9_.-]{1,39}$/)
  .refine((s) => s !== 'crm', 'reserved');
export const ingestSourceSchema = source;

/** Events from the systems that record interactions, and their progress. */
const ingestCall = contractGroup({ tags: ['analytics'], access: { permission: 'journey:event:ingest' }, result: ingestResult });

export const ingestEvents = ingestCall({
  method: 'POST',
  path: '/analytics/events/ingest',
  summary: `Appends up to ${INGEST_JSON_MAX_EVENTS} touchpoints from an outside source; idempotent by source and source event id; bad rows are reported by number`,
  description: `More than ${INGEST_JSON_MAX_EVENTS} events answer 413: send them as a CSV file.`,
  body: z.object({ source, events: z.array(z.unknown()).min(1) }),
  encoding: 'json',
});

export const ingestEventsCsv = ingestCall({
  method: 'POST',
  path: '/analytics/events/ingest/csv',
  summary:
    'The same ingest from a CSV file (multipart: `source`, then `file`) with a header row: sourceEventId,type,occurredAt,doctorId|doctorCode,channel,productId,campaignId,properties',
  description:
    'Small files answer once ingested; larger ones are worked through by a background job in batches (poll the ingest for its progress). A file over the size or row limit answers 413 naming the limit, and nothing is stored.',
  ...multipartBody,
});

export const getEventIngest = ingestCall({
  method: 'GET',
  path: '/analytics/events/ingest/:id',
  summary: 'One ingest with its progress, counts and rejected rows',
  params: z.object({ id: z.coerce.number().int() }),
});

// ---------- shared filter ----------
export const analyticsFilterSchema = z.object({
  from: isoDate,
  to: isoDate,
  productId: id.nullish(),
  orgId: id.nullish().describe('only doctors assigned under this organization unit (a region, a district)'),
  hospitalLevel: z.string().nullish().describe('the hospital tier'),
  hospitalId: id.nullish(),
  doctorId: id.nullish(),
});
export type AnalyticsFilter = z.infer<typeof analyticsFilterSchema>;

// ---------- funnels ----------
export const funnelKind = z.enum(['marketing', 'indirect']);
export const funnelStepSchema = z.object({
  name: z.string().min(1).max(60),
  nameEn: z.string().max(60).nullish(),
  eventType,
  channel: z.string().max(40).nullish(),
  propertyConditions: z.array(propertyCondition).max(5).default([]),
});
export const funnelBody = z.object({
  kind: funnelKind,
  name: z.string().min(1).max(80),
  /** The names on English screens; the Chinese ones stand in where there is none. */
  nameEn: z.string().max(80).nullable().default(null),
  steps: z.array(funnelStepSchema).min(2).max(8),
  windowDays: z.number().int().min(1).max(366),
  unit: z.enum(['doctor', 'hospital']),
});
export const funnelSchema = funnelBody.extend({ id, updatedAt: z.string() });
export type Funnel = z.infer<typeof funnelSchema>;

export const listFunnels = defineContract({
  method: 'GET',
  path: '/analytics/funnels',
  tags: ['analytics'],
  summary: 'Saved funnels of one kind (funnel:marketing:view or funnel:indirect:view)',
  access: { authenticated: true },
  query: z.object({ kind: funnelKind }),
  result: z.array(funnelSchema),
});
export const saveFunnel = defineContract({
  method: 'POST',
  path: '/analytics/funnel',
  tags: ['analytics'],
  summary: 'Creates a funnel, or rewrites one when id is given',
  access: { permission: 'funnel:funnel:edit' },
  body: funnelBody.extend({ id: id.optional() }),
  encoding: 'json',
  result: funnelSchema,
});

const funnelRun = z.object({ funnelId: id, filter: analyticsFilterSchema });
const stepFigure = z.object({ name: z.string(), units: z.number().int(), conversionFromPrevious: z.number().nullable(), conversionFromFirst: z.number().nullable() });
export const funnelFigures = z.object({
  unit: z.enum(['doctor', 'hospital']),
  steps: z.array(stepFigure.extend({ previousUnits: z.number().int() })),
  previousPeriod: z.object({ from: isoDate, to: isoDate }),
});
export type FunnelFigures = z.infer<typeof funnelFigures>;
export const runFunnel = signedInQuery({
  path: '/analytics/funnel/run',
  summary: 'Units reaching each step in order within the window, with the previous period of the same length',
  body: funnelRun,
  result: funnelFigures,
});
export const dropOffRow = z.object({ unitId: id, name: z.string(), hospitalName: z.string().nullable(), reachedAt: z.string() });
export const funnelDropOff = signedInQuery({
  path: '/analytics/funnel/drop-off',
  summary: 'Units that reached step `step - 1` and not `step` (step ≥ 1, 0-based)',
  body: funnelRun.extend({ step: z.number().int().min(1).max(7), page: z.number().int().min(0).default(0), size: z.number().int().min(1).max(100).default(20) }),
  result: pageOf(dropOffRow),
});

// ---------- journeys ----------
export const pathRules = z.object({
  drop: z.array(eventType).default([]).describe('types left out of the paths'),
  merge: z
    .array(z.object({ label: z.string().min(1).max(40), types: z.array(eventType).min(1) }))
    .default([])
    .describe('types shown as one step'),
  collapseRepeats: z.boolean().default(true).describe('consecutive equal steps count once'),
  depth: z.number().int().min(2).max(8).default(5),
});
export const pathsResult = z.object({
  nodes: z.array(z.object({ key: z.string(), depth: z.number().int(), step: z.string(), units: z.number().int() })),
  links: z.array(z.object({ source: z.string(), target: z.string(), units: z.number().int() })),
  doctors: z.number().int(),
});
export type PathsResult = z.infer<typeof pathsResult>;
export const journeyPaths = analyticsQuery({
  path: '/analytics/journey/paths',
  summary: 'Paths between touchpoints (Sankey nodes by depth and links), after the drop and merge rules',
  access: { permission: 'journey:overview:view' },
  body: z.object({ filter: analyticsFilterSchema, rules: pathRules }),
  result: pathsResult,
});
export const trendResult = z.object({
  buckets: z.array(z.string()),
  series: z.array(z.object({ type: z.string(), events: z.array(z.number().int()), totalEvents: z.number().int(), doctors: z.number().int() })),
});
export type TrendResult = z.infer<typeof trendResult>;
export const journeyTrend = analyticsQuery({
  path: '/analytics/journey/trend',
  summary: 'Touchpoints over time by type, with the distinct doctors of each type over the whole period',
  access: { permission: 'journey:trend:view' },
  body: z.object({ filter: analyticsFilterSchema, granularity: z.enum(['day', 'week', 'month']).default('month') }),
  result: trendResult,
});
export const timelineEvent = z.object({
  id,
  type: z.string(),
  occurredAt: z.string(),
  channel: z.string().nullable(),
  productId: id.nullable(),
  doctorId: id.nullable(),
  doctorName: z.string().nullable(),
  points: z.number().describe('points the event earned across the scoring rules (before decay)'),
});
export const doctorJourney = defineContract({
  method: 'GET',
  path: '/analytics/journey/doctor/:id',
  tags: ['analytics'],
  summary: 'One doctor’s touchpoints as a timeline with the points each earned and the score history',
  access: { permission: 'journey:personal:view' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ productId: z.coerce.number().int().min(0).default(0) }),
  result: z.object({
    doctor: z.object({ id, name: z.string(), hospitalId: id, hospitalName: z.string() }),
    events: z.array(timelineEvent),
    scoreHistory: z.array(z.object({ at: isoDate, score: z.number() })),
  }),
});
export const hospitalJourney = defineContract({
  method: 'GET',
  path: '/analytics/journey/hospital/:id',
  tags: ['analytics'],
  summary: 'A hospital’s journey across its doctors: touchpoints per doctor and the latest touchpoints',
  access: { permission: 'journey:company:view' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ from: isoDate, to: isoDate }),
  result: z.object({
    hospital: z.object({ id, name: z.string() }),
    doctors: z.array(z.object({ doctorId: id, name: z.string(), events: z.number().int(), lastAt: z.string(), types: z.array(z.string()) })),
    events: z.array(timelineEvent),
  }),
});

// ---------- pickers ----------
export const namedOption = z.object({ id, name: z.string(), detail: z.string().nullable() });
/** The journey pickers: up to 20 options whose name matches a keyword. */
const lookupCall = contractGroup({
  method: 'GET',
  tags: ['analytics'],
  access: { authenticated: true },
  query: z.object({ keyword: z.string().max(40).default('') }),
  result: z.array(namedOption),
});
export const lookupDoctors = lookupCall({
  path: '/analytics/lookup/doctors',
  summary: 'Up to 20 doctors in the caller’s range whose name or hospital matches (journey pickers)',
});
export const lookupHospitals = lookupCall({
  path: '/analytics/lookup/hospitals',
  summary: 'Up to 20 hospitals with doctors in the caller’s range whose name matches',
});
