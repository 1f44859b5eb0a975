// Requests on a doctor's data for the data stewards: verifications with their certificates, and corrections.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { doctor, doctorRef } from './customers';
import { id, tenantId, ref, at, createdAt, bytea, updatedAt, userRef, actorRef } from '../platform/columns';

export const doctorVerification = pgTable(
  'doctor_verification',
  {
    id: id(),
    tenantId: tenantId(),
    doctorId: ref('doctor_id').references(() => doctor.id, { onDelete: 'cascade' }),
    source: text('source').notNull().default('MANUAL'),
    batchId: text('batch_id'),
    rowNumber: integer('row_number'),
    status: text('status').notNull().default('DRAFT'),
    doctorName: text('doctor_name').notNull(),
    hospitalName: text('hospital_name').notNull(),
    departmentName: text('department_name'),
    titleCode: text('title_code'),
    mobile: text('mobile'),
    remark: text('remark'),
    rejectReason: text('reject_reason'),
    /** Null for a doctor's own registration on the public side. */
    createdBy: userRef('created_by'),
    createdByOrgPath: text('created_by_org_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: at('submitted_at'),
    reviewedBy: userRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [index('doctor_verification_tenant_status').on(t.tenantId, t.status, t.id), index('doctor_verification_doctor').on(t.tenantId, t.doctorId)],
);

export const verificationCertificate = pgTable(
  'verification_certificate',
  {
    id: id(),
    tenantId: tenantId(),
    verificationId: ref('verification_id')
      .notNull()
      .references(() => doctorVerification.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: userRef('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_certificate_verification').on(t.tenantId, t.verificationId)],
);

/** A user's request to correct a doctor's data (`correct/insert`), for the data stewards. */
export const doctorCorrection = pgTable(
  'doctor_correction',
  {
    id: id(),
    tenantId: tenantId(),
    doctorId: doctorRef(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value').notNull(),
    reason: text('reason'),
    /** PENDING until a data steward decides: APPROVED (the value was written to the doctor) or REJECTED. */
    status: text('status').notNull().default('PENDING'),
    rejectReason: text('reject_reason'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    reviewedBy: actorRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [index('doctor_correction_doctor').on(t.tenantId, t.doctorId), index('doctor_correction_tenant_status').on(t.tenantId, t.status, t.id)],
);
