import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BudgetCategory, MeetingStatus, MeetingType } from '@crm/shared/contracts/meeting-schemas';
import { doctor, doctorRef } from '../customers/customers';
import { hospital } from '../customers/hospitals';
import { budgetPool, costCentre, internalOrder } from './meeting-finance';
import { institution, libraryMaterialVersion, speakerProfile, supplier } from './meeting-resources';
import { appUser, organization } from '../platform/tenancy';
import { workflowInstance } from '../workflow/workflow';
import { id, tenantId, ref, at, bytea, updatedAt, actorRef, createdAt } from '../platform/columns';

const meetingRef = () =>
  ref('meeting_id')
    .notNull()
    .references(() => meeting.id, { onDelete: 'cascade' });

export interface AgendaItem {
  startsAt: string;
  title: string;
  speakerId: number | null;
}

/** A promotional or scientific meeting, from application through approval, sign-in and payment. */
export const meeting = pgTable(
  'meeting',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    /** The id public pages use: unguessable, so one meeting's sign-in reveals no other. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    type: text('type').$type<MeetingType>().notNull(),
    topic: text('topic').notNull(),
    description: text('description'),
    productIds: bigint('product_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    venue: text('venue'),
    onlineLink: text('online_link'),
    expectedAttendees: integer('expected_attendees').notNull(),
    institutionId: ref('institution_id').references(() => institution.id),
    supplierId: ref('supplier_id').references(() => supplier.id),
    costCentreId: ref('cost_centre_id').references(() => costCentre.id),
    internalOrderId: ref('internal_order_id').references(() => internalOrder.id),
    /** The pool the estimate was reserved from at submission. */
    budgetPoolId: ref('budget_pool_id').references(() => budgetPool.id),
    agenda: jsonb('agenda').$type<AgendaItem[]>().notNull().default([]),
    status: text('status').$type<MeetingStatus>().notNull().default('DRAFT'),
    applicantId: ref('applicant_id')
      .notNull()
      .references(() => appUser.id),
    applicantOrgId: ref('applicant_org_id').references(() => organization.id, { onDelete: 'set null' }),
    /** The applicant's org path at application, so managers see their subtree with one prefix match. */
    applicantOrgPath: text('applicant_org_path'),
    estimatedTotalCents: bigint('estimated_total_cents', { mode: 'number' }).notNull().default(0),
    actualTotalCents: bigint('actual_total_cents', { mode: 'number' }),
    signInCode: text('sign_in_code').notNull(),
    applicationInstanceId: ref('application_instance_id').references(() => workflowInstance.id),
    paymentInstanceId: ref('payment_instance_id').references(() => workflowInstance.id),
    paymentRemark: text('payment_remark'),
    confirmComment: text('confirm_comment'),
    submittedAt: at('submitted_at'),
    approvedAt: at('approved_at'),
    confirmedAt: at('confirmed_at'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('meeting_tenant_code').on(t.tenantId, t.code),
    uniqueIndex('meeting_public_id').on(t.publicId),
    index('meeting_tenant_applicant').on(t.tenantId, t.applicantId, t.status),
    index('meeting_tenant_org_path').on(t.tenantId, sql`(${t.applicantOrgPath} collate "C")`),
    index('meeting_tenant_status_start').on(t.tenantId, t.status, t.startAt),
    index('meeting_budget_pool').on(t.tenantId, t.budgetPoolId, t.status),
  ],
);

/** Estimated and, after the meeting, actual cost per budget category. */
export const meetingBudgetLine = pgTable(
  'meeting_budget_line',
  {
    id: id(),
    tenantId: tenantId(),
    meetingId: meetingRef(),
    category: text('category').$type<BudgetCategory>().notNull(),
    estimatedCents: bigint('estimated_cents', { mode: 'number' }).notNull().default(0),
    actualCents: bigint('actual_cents', { mode: 'number' }),
    description: text('description'),
  },
  (t) => [index('meeting_budget_line_meeting').on(t.tenantId, t.meetingId)],
);

export const meetingSpeaker = pgTable(
  'meeting_speaker',
  {
    tenantId: tenantId(),
    meetingId: meetingRef(),
    speakerId: ref('speaker_id')
      .notNull()
      .references(() => speakerProfile.id),
    doctorId: ref('doctor_id')
      .notNull()
      .references(() => doctor.id),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    travelCents: bigint('travel_cents', { mode: 'number' }).notNull().default(0),
    actualFeeCents: bigint('actual_fee_cents', { mode: 'number' }),
    actualTravelCents: bigint('actual_travel_cents', { mode: 'number' }),
    lectureTitle: text('lecture_title'),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.speakerId] }), index('meeting_speaker_speaker').on(t.tenantId, t.speakerId)],
);

export const meetingInvitee = pgTable(
  'meeting_invitee',
  {
    tenantId: tenantId(),
    meetingId: meetingRef(),
    doctorId: doctorRef(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.doctorId] }), index('meeting_invitee_doctor').on(t.tenantId, t.doctorId)],
);

/** Medical-library material versions shown at the meeting. */
export const meetingMaterial = pgTable(
  'meeting_material',
  {
    tenantId: tenantId(),
    meetingId: meetingRef(),
    versionId: ref('version_id')
      .notNull()
      .references(() => libraryMaterialVersion.id),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.versionId] })],
);

/** Uploaded files: attachments of the application and invoices of the payment. */
export const meetingFile = pgTable(
  'meeting_file',
  {
    id: id(),
    tenantId: tenantId(),
    meetingId: meetingRef(),
    kind: text('kind').$type<'ATTACHMENT' | 'INVOICE'>().notNull(),
    category: text('category').$type<BudgetCategory>(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: actorRef('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_file_meeting').on(t.tenantId, t.meetingId, t.kind)],
);

/** An attendee's sign-in on the public page; one per mobile number and meeting. */
export const meetingSignIn = pgTable(
  'meeting_sign_in',
  {
    id: id(),
    tenantId: tenantId(),
    meetingId: meetingRef(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    hospitalId: ref('hospital_id').references(() => hospital.id, { onDelete: 'set null' }),
    hospitalName: text('hospital_name'),
    department: text('department'),
    /** The doctor record matched by name at the hospital, for the transfer-of-value ledger. */
    doctorId: ref('doctor_id').references(() => doctor.id, { onDelete: 'set null' }),
    remoteAddress: text('remote_address'),
    signedAt: at('signed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meeting_sign_in_mobile').on(t.meetingId, t.mobile), index('meeting_sign_in_doctor').on(t.tenantId, t.doctorId)],
);
