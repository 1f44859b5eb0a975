// Doctors and what hangs on them: assignments, products, follows, saved searches, tags, contact
// channels and WeCom bindings. Verification and correction requests are in doctor-verification.ts.
import { sql } from 'drizzle-orm';
import { boolean, type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { codeAndNames, hospital, hospitalDepartment, standardDepartment } from './hospitals';
import { id, tenantId, ref, at, createdAt, byteOrder, updatedAt, belongsTo, productRef, orgRef, userRef, actorRef } from '../platform/columns';

export interface ServingHospital {
  hospital: string;
  department: string;
  hospitalLevel: string | null;
}
/** The doctor fields a system tag rule can test. */
export const TAG_RULE_FIELDS = ['doctorType', 'titleCode', 'hospitalLevel', 'productLevel', 'verifyStatus', 'administrativePosition'] as const;
/** A system tag rule: every condition must hold (values of one condition are alternatives). */
export interface TagRule {
  field: (typeof TAG_RULE_FIELDS)[number];
  values: string[];
}

/** Columns of the list filters, carried in the search indexes. */
const filterColumns = (t: {
  unitPaths: AnyPgColumn;
  provinceCode: AnyPgColumn;
  cityCode: AnyPgColumn;
  hospitalLevel: AnyPgColumn;
  titleCode: AnyPgColumn;
  hospitalId: AnyPgColumn;
  hospitalDepartmentId: AnyPgColumn;
  standardDepartmentId: AnyPgColumn;
}) => [t.unitPaths, t.provinceCode, t.cityCode, t.hospitalLevel, t.titleCode, t.hospitalId, t.hospitalDepartmentId, t.standardDepartmentId] as const;

export const doctor = pgTable(
  'doctor',
  {
    id: id(),
    tenantId: tenantId(),
    // The code is the spec's `doctorId`.
    ...codeAndNames(),
    sex: text('sex'),
    nativePlace: text('native_place'),
    ageRange: text('age_range'),
    titleCode: text('title_code'),
    doctorType: text('doctor_type'),
    hospitalId: ref('hospital_id')
      .notNull()
      .references(() => hospital.id),
    hospitalDepartmentId: ref('hospital_department_id').references(() => hospitalDepartment.id, { onDelete: 'set null' }),
    standardDepartmentId: integer('standard_department_id').references(() => standardDepartment.id),
    /**
     * The paths of the units the doctor is assigned to, space-separated with a space at each end
     * (` /1/2/5/ /1/9/ `), kept by triggers on doctor_assignment: a large data range is then checked
     * inside the search indexes instead of by one assignment look-up per doctor.
     */
    unitPaths: text('unit_paths').notNull().default(''),
    // Copied from the hospital so the list filters need no join on a million rows.
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    hospitalLevel: text('hospital_level'),
    mobile: text('mobile'),
    email: text('email'),
    workingTime: text('working_time'),
    degreeTitle: text('degree_title'),
    practiceChannel: text('practice_channel'),
    indication: text('indication')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    personalResume: text('personal_resume'),
    professionalDirection: text('professional_direction'),
    servingHospital: jsonb('serving_hospital').$type<ServingHospital[]>().notNull().default([]),
    administrativePosition: text('administrative_position')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mainAcademicTitle: text('main_academic_title')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    association: text('association')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    academicJournal: text('academic_journal')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    verifyStatus: text('verify_status').notNull().default('UNVERIFIED'),
    lastVisitAt: at('last_visit_at'),
    createdBy: actorRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('doctor_tenant_code').on(t.tenantId, t.code),
    // Lists are ordered by (pinyin, id). The list filters' columns ride along in the keyword
    // indexes so a search can filter and order from the index alone, then read just one page.
    index('doctor_tenant_pinyin').on(t.tenantId, byteOrder(t.namePinyin), t.id, byteOrder(t.name), ...filterColumns(t)),
    index('doctor_tenant_initials').on(t.tenantId, byteOrder(t.nameInitials), byteOrder(t.namePinyin), t.id, ...filterColumns(t)),
    index('doctor_tenant_name').on(t.tenantId, byteOrder(t.name), byteOrder(t.namePinyin), t.id, ...filterColumns(t)),
    index('doctor_tenant_hospital').on(t.tenantId, t.hospitalId, byteOrder(t.namePinyin), t.id, ...filterColumns(t).filter((c) => c !== t.hospitalId)),
    index('doctor_tenant_department').on(t.tenantId, t.hospitalDepartmentId, byteOrder(t.namePinyin), t.id, ...filterColumns(t).filter((c) => c !== t.hospitalDepartmentId)),
    // A province filter orders from its own entries: its doctors under a keyword are found without
    // reading the keyword's matches in every other province.
    index('doctor_tenant_province').on(t.tenantId, t.provinceCode, byteOrder(t.namePinyin), t.id, byteOrder(t.name), ...filterColumns(t).filter((c) => c !== t.provinceCode)),
    index('doctor_tenant_city').on(t.tenantId, t.cityCode),
    index('doctor_tenant_mobile').on(t.tenantId, t.mobile),
  ],
);

/** The doctor a row belongs to: required, and the row goes with the doctor. */
export const doctorRef = (name = 'doctor_id') => belongsTo(name, () => doctor.id);

/** Which organization units (territories, teams) a doctor is assigned to; drives data range. */
export const doctorAssignment = pgTable(
  'doctor_assignment',
  {
    tenantId: tenantId(),
    doctorId: doctorRef(),
    orgId: orgRef(),
    /** The unit's materialized path, copied so a subtree is one prefix scan. */
    orgPath: text('org_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.orgId] }),
    index('doctor_assignment_org').on(t.tenantId, t.orgId, t.doctorId),
    index('doctor_assignment_path').on(t.tenantId, byteOrder(t.orgPath), t.doctorId),
    // Answers "is this doctor under that unit?" from the index alone, once per listed doctor.
    index('doctor_assignment_doctor_path').on(t.doctorId, byteOrder(t.orgPath)),
  ],
);

export const doctorProduct = pgTable(
  'doctor_product',
  {
    tenantId: tenantId(),
    doctorId: doctorRef(),
    productId: productRef(),
    level: text('level').notNull(),
    hasSales: boolean('has_sales').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.productId] }), index('doctor_product_product').on(t.tenantId, t.productId, t.level)],
);

export const doctorFollow = pgTable('doctor_follow', { tenantId: tenantId(), userId: userRef().notNull(), doctorId: doctorRef(), createdAt: createdAt() }, (t) => [
  primaryKey({ columns: [t.userId, t.doctorId] }),
]);

export const doctorSearchParam = pgTable(
  'doctor_search_param',
  {
    id: id(),
    tenantId: tenantId(),
    userId: userRef().notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('doctor_search_param_user').on(t.tenantId, t.userId)],
);

/** System tag groups; a rule-based group's terms are applied by their rules, others by hand. */
export const tagGroup = pgTable(
  'tag_group',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    isRuleBased: boolean('is_rule_based').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('tag_group_tenant_code').on(t.tenantId, t.code)],
);

/** A tag term: in a system group, or a user's personal term (ownerId set, no group). */
export const tagTerm = pgTable(
  'tag_term',
  {
    id: id(),
    tenantId: tenantId(),
    groupId: ref('group_id').references(() => tagGroup.id, { onDelete: 'cascade' }),
    ownerId: userRef('owner_id'),
    value: text('value').notNull(),
    valueEn: text('value_en'),
    rule: jsonb('rule').$type<TagRule[]>(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tag_term_group_value').on(t.tenantId, t.groupId, t.value), uniqueIndex('tag_term_owner_value').on(t.tenantId, t.ownerId, t.value)],
);

export const doctorTag = pgTable(
  'doctor_tag',
  {
    tenantId: tenantId(),
    doctorId: doctorRef(),
    termId: ref('term_id')
      .notNull()
      .references(() => tagTerm.id, { onDelete: 'cascade' }),
    /** Who put it on; null when a rule did. */
    addedBy: userRef('added_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.termId] }), index('doctor_tag_term').on(t.tenantId, t.termId, t.doctorId)],
);

/** How the company may reach a doctor; one row per allowed channel. */
export const doctorChannel = pgTable(
  'doctor_channel',
  {
    tenantId: tenantId(),
    doctorId: doctorRef(),
    channel: text('channel').notNull(),
    isPreferred: boolean('is_preferred').notNull().default(false),
    updatedBy: userRef('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.channel] }), index('doctor_channel_channel').on(t.tenantId, t.channel, t.doctorId)],
);

/** A member's WeCom external contacts as last fetched from WeCom. */
export const wecomExternalContact = pgTable(
  'wecom_external_contact',
  {
    tenantId: tenantId(),
    userId: userRef().notNull(),
    externalUserId: text('external_user_id').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    corpName: text('corp_name'),
    remark: text('remark'),
    syncedAt: at('synced_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.externalUserId] })],
);

/** A doctor bound to one of a member's WeCom external contacts. */
export const doctorWecomBinding = pgTable(
  'doctor_wecom_binding',
  {
    id: id(),
    tenantId: tenantId(),
    doctorId: doctorRef(),
    userId: userRef().notNull(),
    externalUserId: text('external_user_id').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    boundAt: createdAt(),
    refreshedAt: at('refreshed_at'),
  },
  (t) => [uniqueIndex('doctor_wecom_binding_doctor_user').on(t.doctorId, t.userId), uniqueIndex('doctor_wecom_binding_contact').on(t.tenantId, t.userId, t.externalUserId)],
);
