import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId } from './columns';
import { doctor } from './customers';
import { product } from './tenancy';

export type StanceEvidenceSource = 'PAPER' | 'VISIT' | 'MEETING' | 'CONTENT';

/**
 * What a doctor's visit notes, papers and behaviour say about a drug, one row per source record
 * and drug: the stance reader's score (-1..1) and the source's trust weight. Recomputed per tenant
 * by a background job, so the group analysis reads one indexed table instead of the notes.
 */
export const insightStanceEvidence = pgTable(
  'insight_stance_evidence',
  {
    id: id(),
    tenantId: tenantId(),
    doctorId: ref('doctor_id')
      .notNull()
      .references(() => doctor.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    source: text('source').$type<StanceEvidenceSource>().notNull(),
    /** The visit's, paper's or interaction event's id. */
    sourceId: ref('source_id').notNull(),
    occurredAt: at('occurred_at').notNull(),
    score: doublePrecision('score').notNull(),
    weight: doublePrecision('weight').notNull(),
    snippet: text('snippet'),
    createdAt: createdAt(),
  },
  (t) => [
    index('insight_stance_evidence_product').on(t.tenantId, t.productId, t.occurredAt, t.doctorId, t.score, t.weight),
    index('insight_stance_evidence_doctor').on(t.tenantId, t.doctorId, t.productId),
  ],
);
