import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, tenantId, updatedAt } from '../platform/columns';
import type { PropertyCondition } from '../lead-scoring/lead-scoring';

/** One step of a funnel: an event type, optionally narrowed by channel or a property. */
export interface FunnelStep {
  name: string;
  nameEn?: string | null;
  eventType: string;
  channel?: string | null;
  propertyConditions?: PropertyCondition[];
}

/** A saved funnel of the marketing or the indirect kind. */
export const analyticsFunnel = pgTable(
  'analytics_funnel',
  {
    id: id(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    steps: jsonb('steps').$type<FunnelStep[]>().notNull(),
    windowDays: integer('window_days').notNull(),
    unit: text('unit').notNull().default('doctor'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('analytics_funnel_tenant').on(t.tenantId, t.kind)],
);
