import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId } from '../platform/columns';

/**
 * The interaction event store: one append-only row for every touchpoint with a doctor, written by
 * the feature that makes it in the same transaction as the fact it records (ADR 12), or ingested
 * from an outside source (idempotent by source and source event id). Lead scores, funnels,
 * journeys, dashboards and insights all read it.
 */
export const interactionEvent = pgTable(
  'interaction_event',
  {
    id: id(),
    tenantId: tenantId(),
    occurredAt: at('occurred_at').notNull(),
    /** A dotted type from INTERACTION_TYPES, e.g. `visit.completed`, `content.opened`. */
    type: text('type').notNull(),
    doctorId: ref('doctor_id'),
    hospitalId: ref('hospital_id'),
    /** face_to_face, phone, sms, email, wecom, web, app, meeting, live, … */
    channel: text('channel'),
    productId: ref('product_id'),
    campaignId: ref('campaign_id'),
    /** The staff member who made the touchpoint, when one did. */
    actorUserId: ref('actor_user_id'),
    /** `crm` for the product's own features; an outside system's name for ingested events. */
    source: text('source').notNull().default('crm'),
    /** The fact's id in its source (a visit id, a send id, an outside event id). */
    sourceEventId: text('source_event_id'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('interaction_event_tenant_time').on(t.tenantId, t.occurredAt),
    // Also INCLUDEs type (migration 0041): a journey path walks each doctor's touchpoints in
    // (time, id) order from the index alone.
    index('interaction_event_doctor_time').on(t.tenantId, t.doctorId, t.occurredAt, t.id),
    // Also INCLUDEs doctor_id and channel (migration 0034), which Drizzle cannot declare.
    index('interaction_event_type_time').on(t.tenantId, t.type, t.occurredAt),
    uniqueIndex('interaction_event_source_id')
      .on(t.tenantId, t.source, t.type, t.sourceEventId)
      .where(sql`${t.sourceEventId} is not null`),
  ],
);
