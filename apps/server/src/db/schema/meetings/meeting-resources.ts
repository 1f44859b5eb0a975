import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SpeakerStatus } from '@crm/shared/contracts/meeting-master-schemas';
import { doctorRef } from '../customers/customers';
import { libraryMaterial } from '../customers/hospitals';
import { appUser, product } from '../platform/tenancy';
import { workflowInstance } from '../workflow/workflow';
import { id, tenantId, ref, at, createdAt, updatedAt, actorRef } from '../platform/columns';

/** The organizing or hosting institution of a meeting (hospital, medical association, university). */
export const institution = pgTable(
  'institution',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    type: text('type').notNull(),
    city: text('city'),
    address: text('address'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('institution_tenant_name').on(t.tenantId, t.name)],
);

/** A vendor of venues, travel or catering; only qualified, unexpired suppliers can be chosen. */
export const supplier = pgTable(
  'supplier',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    creditCode: text('credit_code').notNull(),
    type: text('type').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    qualificationExpiry: date('qualification_expiry', { mode: 'string' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('supplier_tenant_credit_code').on(t.tenantId, t.creditCode)],
);

/** A doctor contracted to speak, approved through the speaker chain before any meeting may book them. */
export const speakerProfile = pgTable(
  'speaker_profile',
  {
    id: id(),
    tenantId: tenantId(),
    doctorId: doctorRef(),
    tier: text('tier').notNull(),
    feeRateCents: bigint('fee_rate_cents', { mode: 'number' }).notNull(),
    contractNo: text('contract_no').notNull(),
    contractStart: date('contract_start', { mode: 'string' }).notNull(),
    contractEnd: date('contract_end', { mode: 'string' }).notNull(),
    status: text('status').$type<SpeakerStatus>().notNull().default('DRAFT'),
    remark: text('remark'),
    instanceId: ref('instance_id').references(() => workflowInstance.id),
    createdBy: ref('created_by')
      .notNull()
      .references(() => appUser.id),
    createdByOrgPath: text('created_by_org_path'),
    approvedAt: at('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('speaker_profile_doctor').on(t.tenantId, t.doctorId), index('speaker_profile_status').on(t.tenantId, t.status)],
);

/** What a speaker may lecture on: a product (or any product when null) and a topic. */
export const speakerQualification = pgTable(
  'speaker_qualification',
  {
    id: id(),
    tenantId: tenantId(),
    speakerId: ref('speaker_id')
      .notNull()
      .references(() => speakerProfile.id, { onDelete: 'cascade' }),
    productId: ref('product_id').references(() => product.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    level: text('level').notNull(),
  },
  (t) => [index('speaker_qualification_speaker').on(t.tenantId, t.speakerId)],
);

/**
 * A reviewed version of a medical-library material. Only an APPROVED version whose validity has not
 * passed may be shown at a meeting; approving a version expires the ones before it.
 */
export const libraryMaterialVersion = pgTable(
  'library_material_version',
  {
    id: id(),
    tenantId: tenantId(),
    materialId: ref('material_id')
      .notNull()
      .references(() => libraryMaterial.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileName: text('file_name'),
    url: text('url'),
    approvalCode: text('approval_code'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    status: text('status').$type<'DRAFT' | 'APPROVED' | 'EXPIRED'>().notNull().default('DRAFT'),
    note: text('note'),
    createdBy: actorRef('created_by'),
    approvedBy: actorRef('approved_by'),
    approvedAt: at('approved_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('library_material_version_number').on(t.materialId, t.version), index('library_material_version_status').on(t.tenantId, t.status)],
);
