import { index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId, updatedAt, productRef, actorRef } from '../platform/columns';
import { doctor } from '../customers/customers';
import { hospitalRef } from '../customers/hospitals';

export type TreatmentRecordStatus = 'SUBMITTED' | 'APPROVED' | 'REJECTED';

/**
 * Treatment records of the sales-data area: patients on a product per hospital (or one doctor of
 * it) and month, entered by reps or uploaded; a manager approves; a closed month is read-only.
 */
export const sdaTreatmentRecord = pgTable(
  'sda_treatment_record',
  {
    id: id(),
    tenantId: tenantId(),
    hospitalId: hospitalRef(),
    doctorId: ref('doctor_id').references(() => doctor.id, { onDelete: 'cascade' }),
    productId: productRef(),
    month: text('month').notNull(),
    newPatients: integer('new_patients').notNull(),
    ongoingPatients: integer('ongoing_patients').notNull(),
    treatments: integer('treatments').notNull(),
    status: text('status').$type<TreatmentRecordStatus>().notNull().default('SUBMITTED'),
    /** The covering territory's path when entered, so managers see their subtree's records. */
    orgPath: text('org_path').notNull().default(''),
    createdBy: actorRef('created_by'),
    reviewedBy: actorRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    reviewComment: text('review_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('sda_treatment_record_key').on(t.tenantId, t.hospitalId, t.doctorId, t.productId, t.month).nullsNotDistinct(),
    index('sda_treatment_record_month').on(t.tenantId, t.month),
  ],
);

/** A closed month: its treatment records can no longer change. */
export const sdaClosedPeriod = pgTable(
  'sda_closed_period',
  {
    tenantId: tenantId(),
    month: text('month').notNull(),
    closedBy: actorRef('closed_by'),
    closedAt: createdAt(),
  },
  (t) => [uniqueIndex('sda_closed_period_key').on(t.tenantId, t.month)],
);

/**
 * Diagnosed patients per hospital, department, indication and month: counts only, no patient
 * identity is ever stored.
 */
export const diagnosisAggregate = pgTable(
  'diagnosis_aggregate',
  {
    id: id(),
    tenantId: tenantId(),
    hospitalId: hospitalRef(),
    department: text('department').notNull(),
    indication: text('indication').notNull(),
    month: text('month').notNull(),
    patients: integer('patients').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('diagnosis_aggregate_key').on(t.tenantId, t.hospitalId, t.department, t.indication, t.month), index('diagnosis_aggregate_month').on(t.tenantId, t.month)],
);

/**
 * The make-up of the diagnosed patients of a hospital, indication and month: counts per age band,
 * sex, line of therapy and main comorbidity (codes of the shared insights contract). Counts only;
 * the parts of a month add up to its diagnosis aggregate.
 */
export const diagnosisPatientMix = pgTable(
  'diagnosis_patient_mix',
  {
    id: id(),
    tenantId: tenantId(),
    hospitalId: hospitalRef(),
    indication: text('indication').notNull(),
    month: text('month').notNull(),
    ageBand: text('age_band').notNull(),
    sex: text('sex').notNull(),
    lineOfTherapy: text('line_of_therapy').notNull(),
    comorbidity: text('comorbidity').notNull().default('NONE'),
    patients: integer('patients').notNull(),
  },
  (t) => [index('diagnosis_patient_mix_month').on(t.tenantId, t.month, t.indication)],
);
