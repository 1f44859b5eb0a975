import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId } from '../platform/columns';

/** A condition on one event property (`properties ->> key`). */
export interface PropertyCondition {
  key: string;
  op: 'eq' | 'neq';
  value: string;
}

/** Conditions on the doctor an event is about; an empty list means any. */
export interface DoctorConditions {
  titleCodes?: string[];
  hospitalLevels?: string[];
}

/**
 * A lead-scoring rule. Editing a rule writes a new version under the same code and marks the old one
 * superseded, so the points a doctor earned can always be traced to the version that gave them.
 */
export const leadScoreRule = pgTable(
  'lead_score_rule',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    /** The score group: one product's score, or the overall score (0). */
    productId: ref('product_id').notNull().default(0),
    eventType: text('event_type').notNull(),
    propertyConditions: jsonb('property_conditions').$type<PropertyCondition[]>().notNull().default([]),
    doctorConditions: jsonb('doctor_conditions').$type<DoctorConditions>().notNull().default({}),
    points: integer('points').notNull(),
    /** Points halve every this many days; null keeps them forever. */
    halfLifeDays: integer('half_life_days'),
    /** At most this many points per doctor in one period (day, week, month). */
    capPoints: integer('cap_points'),
    capPeriod: text('cap_period'),
    enabled: boolean('enabled').notNull().default(true),
    supersededAt: at('superseded_at'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lead_score_rule_version').on(t.tenantId, t.code, t.version), index('lead_score_rule_tenant').on(t.tenantId, t.productId)],
);

/**
 * The points one event earned a doctor under one rule, after the period cap and before decay (decay
 * depends on when the score is read). The breakdown of a score is these rows.
 */
export const leadScorePoint = pgTable(
  'lead_score_point',
  {
    tenantId: tenantId(),
    ruleId: ref('rule_id').notNull(),
    eventId: ref('event_id').notNull(),
    doctorId: ref('doctor_id').notNull(),
    productId: ref('product_id').notNull(),
    occurredAt: at('occurred_at').notNull(),
    points: doublePrecision('points').notNull(),
    halfLifeDays: integer('half_life_days'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.ruleId] }),
    index('lead_score_point_doctor').on(t.tenantId, t.doctorId, t.productId, t.occurredAt),
    // Block ranges by time: points are written as their events arrive, mostly in time order, so a
    // month's points lie in a few blocks and the score movement reads those instead of every point.
    index('lead_score_point_time').using('brin', t.occurredAt),
  ],
);

/**
 * How many doctors a rule has given points to, kept by the scoring job beside the points it writes:
 * the rule list shows it without counting millions of points (bench/analytics).
 */
export const leadScoreReach = pgTable(
  'lead_score_reach',
  {
    tenantId: tenantId(),
    ruleId: ref('rule_id').notNull(),
    doctors: integer('doctors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.ruleId] })],
);

/**
 * A doctor's points earned before the tenant's decay anchor (`lead_score_state.decay_anchor`), summed
 * per group and half-life (0: no decay), each weighted by 2^((earned − anchor) / half-life). A score
 * at any time near the anchor is then these sums decayed from the anchor plus the points since,
 * without reading every point (score-decay.ts). Kept by the scoring job beside the points.
 */
export const leadScoreDecaySum = pgTable(
  'lead_score_decay_sum',
  {
    tenantId: tenantId(),
    doctorId: ref('doctor_id').notNull(),
    productId: ref('product_id').notNull(),
    halfLifeDays: integer('half_life_days').notNull(),
    weight: doublePrecision('weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.doctorId, t.productId, t.halfLifeDays] })],
);

/** A doctor's score in one group as of `computedAt` (the decay's reference time). */
export const leadScore = pgTable(
  'lead_score',
  {
    tenantId: tenantId(),
    doctorId: ref('doctor_id').notNull(),
    productId: ref('product_id').notNull(),
    score: doublePrecision('score').notNull(),
    computedAt: at('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.productId, t.doctorId] }), index('lead_score_rank').on(t.tenantId, t.productId, t.score)],
);

/** How far scoring has read the event store, per tenant. */
export const leadScoreState = pgTable('lead_score_state', {
  tenantId: tenantId().primaryKey(),
  lastEventId: ref('last_event_id').notNull().default(0),
  fullAt: at('full_at'),
  incrementalAt: at('incremental_at'),
  /** The instant the decay sums are weighted against; null until they are first kept. */
  decayAnchor: at('decay_anchor'),
  /** The shortest half-life among the points, which bounds how far from the anchor the sums stay exact. */
  minHalfLife: integer('min_half_life'),
});
