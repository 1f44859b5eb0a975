import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { doctor } from '../customers/customers';
import { hospital } from '../customers/hospitals';
import { appUser, organization, product } from '../platform/tenancy';
import { id, tenantId, at, byteOrder, updatedAt, createdAt } from '../platform/columns';

export type VisitStatus = 'planned' | 'completed' | 'cancelled';

/**
 * A call on a doctor: planned ahead (a calendar entry) or logged after it happened. The owner's
 * organization path is copied so that team lists are one prefix scan.
 */
export const visit = pgTable(
  'visit',
  {
    id: id(),
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    orgId: bigint('org_id', { mode: 'number' }).references(() => organization.id, { onDelete: 'set null' }),
    orgPath: text('org_path').notNull(),
    doctorId: bigint('doctor_id', { mode: 'number' })
      .notNull()
      .references(() => doctor.id, { onDelete: 'cascade' }),
    hospitalId: bigint('hospital_id', { mode: 'number' })
      .notNull()
      .references(() => hospital.id),
    status: text('status').$type<VisitStatus>().notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** Dictionary codes: visitType, visitPurpose, visitDuration, visitResults. */
    visitType: text('visit_type').notNull(),
    purpose: text('purpose').notNull(),
    duration: text('duration'),
    result: text('result'),
    notes: text('notes'),
    nextStep: text('next_step'),
    location: text('location'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Newest first for lists and exports; the columns after the order also let a count of a
    // team's visits with filters (dates, type, purpose, result, doctor, hospital) be answered from
    // the index alone, instead of reading every matching visit scattered over the table.
    index('visit_tenant_start_cover').on(t.tenantId, t.startAt.desc(), t.id.desc(), t.orgPath, t.userId, t.status, t.visitType, t.purpose, t.result, t.doctorId, t.hospitalId),
    index('visit_tenant_user_start').on(t.tenantId, t.userId, t.startAt.desc(), t.id.desc()),
    index('visit_tenant_path_start').on(t.tenantId, byteOrder(t.orgPath), t.startAt.desc()),
    index('visit_tenant_doctor_start').on(t.tenantId, t.doctorId, t.startAt.desc()),
  ],
);

export const visitProduct = pgTable(
  'visit_product',
  {
    visitId: bigint('visit_id', { mode: 'number' })
      .notNull()
      .references(() => visit.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => product.id),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.productId] })],
);

/** Colleagues who joined the call (a manager coaching a rep, an MSL…). */
export const visitParticipant = pgTable(
  'visit_participant',
  {
    visitId: bigint('visit_id', { mode: 'number' })
      .notNull()
      .references(() => visit.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.userId] }), index('visit_participant_user').on(t.userId)],
);
