import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { doctor, doctorRef } from '../customers/customers';
import { product } from '../platform/tenancy';
import { id, tenantId, ref, at, createdAt } from '../platform/columns';

/** A published paper; its authors that are doctors of the tenant are in academic_paper_author. */
export const academicPaper = pgTable(
  'academic_paper',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    journal: text('journal').notNull(),
    publishYear: smallint('publish_year').notNull(),
    url: text('url'),
    quotedTimes: integer('quoted_times').notNull().default(0),
    /** The disease studied, matched against a drug's indications when a call is filtered by drug. */
    indication: text('indication'),
    createdAt: createdAt(),
  },
  (t) => [index('academic_paper_tenant_year').on(t.tenantId, t.publishYear)],
);

export const academicPaperAuthor = pgTable(
  'academic_paper_author',
  {
    tenantId: tenantId(),
    paperId: ref('paper_id')
      .notNull()
      .references(() => academicPaper.id, { onDelete: 'cascade' }),
    doctorId: doctorRef(),
    authorOrder: smallint('author_order').notNull(),
    isCorresponding: boolean('is_corresponding').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.doctorId] }), index('academic_paper_author_doctor').on(t.doctorId, t.paperId)],
);

/** A clinical guideline or expert consensus, written by a committee. */
export const academicGuideline = pgTable('academic_guideline', {
  id: id(),
  tenantId: tenantId(),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  institution: text('institution').notNull(),
  publishYear: smallint('publish_year').notNull(),
  url: text('url'),
  quotedTimes: integer('quoted_times').notNull().default(0),
  indication: text('indication'),
});

export const academicGuidelineMember = pgTable(
  'academic_guideline_member',
  {
    tenantId: tenantId(),
    guidelineId: ref('guideline_id')
      .notNull()
      .references(() => academicGuideline.id, { onDelete: 'cascade' }),
    doctorId: doctorRef(),
    /** CHAIR, WRITER or MEMBER. */
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guidelineId, t.doctorId] }), index('academic_guideline_member_doctor').on(t.doctorId)],
);

export type AcademicRecordKind = 'MEETING' | 'LIVE' | 'RESEARCH' | 'FUND' | 'PATENT' | 'ACTIVITY';

/**
 * One doctor's meetings, live sessions, clinical research, fund projects, patents and other
 * activities: records of one person with a date, a title and a role, differing only in a few
 * descriptive columns (spec 3 names them per kind; the routes map them).
 */
export const doctorAcademicRecord = pgTable(
  'doctor_academic_record',
  {
    id: id(),
    tenantId: tenantId(),
    doctorId: doctorRef(),
    kind: text('kind').$type<AcademicRecordKind>().notNull(),
    title: text('title').notNull(),
    url: text('url'),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    /** Meeting address. */
    place: text('place'),
    role: text('role'),
    /** Research scope, fund category. */
    category: text('category'),
    /** Fund subject code, patent number. */
    code: text('code'),
    /** Funding company or institution. */
    organization: text('organization'),
    /** Fund amount in yuan. */
    amount: bigint('amount', { mode: 'number' }),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Patent abstract. */
    digest: text('digest'),
    indication: text('indication'),
  },
  (t) => [index('doctor_academic_record_doctor').on(t.doctorId, t.kind, t.occurredOn)],
);

/** Teacher and student (supervisor of a master's or doctoral degree). */
export const doctorMentorship = pgTable(
  'doctor_mentorship',
  {
    tenantId: tenantId(),
    mentorId: doctorRef('mentor_id'),
    menteeId: doctorRef('mentee_id'),
    sinceYear: smallint('since_year'),
  },
  (t) => [primaryKey({ columns: [t.mentorId, t.menteeId] }), index('doctor_mentorship_mentee').on(t.menteeId)],
);

/**
 * Doctor-to-doctor ties derived from the records above (ADR 9), stored once per direction so a
 * neighbourhood is one index range. `strength` counts shared papers, committees or societies.
 */
export const doctorRelation = pgTable(
  'doctor_relation',
  {
    // No foreign keys: checking (and key-share locking) the doctor for each of millions of rows a
    // rebuild inserts cost more than the rebuild; a trigger on doctor deletes a deleted doctor's
    // ties instead (migration 0011), and the rows are only ever written by the tie refresh.
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    doctorId: ref('doctor_id').notNull(),
    otherId: ref('other_id').notNull(),
    /** CO_AUTHOR, GUIDELINE, ASSOCIATION, COLLEAGUE, MENTOR (other taught doctor), MENTEE. */
    relationType: text('relation_type').notNull(),
    strength: integer('strength').notNull(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.otherId, t.relationType] }), index('doctor_relation_other').on(t.otherId)],
);

/**
 * Doctors whose tie sources (papers, guideline committees, mentorships, department, societies)
 * changed since the last scoring run; written by triggers on those tables (migration 0010) and
 * consumed by the incremental tie refresh (ADR 9). No foreign keys: the triggers also run while a
 * tenant or doctor is being deleted, and a stale entry only clears ties that no longer exist.
 */
export const doctorRelationChange = pgTable(
  'doctor_relation_change',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    doctorId: bigint('doctor_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.doctorId] })],
);

/** A doctor's interactions: education platform, live sessions, surveys. */
export const doctorInteraction = pgTable(
  'doctor_interaction',
  {
    id: id(),
    tenantId: tenantId(),
    doctorId: doctorRef(),
    /** EDUCATION, LIVE or SURVEY. */
    dataType: text('data_type').notNull(),
    actionType: text('action_type').notNull(),
    /** Where it happened: WECHAT, APP, WEB, SMS_LINK. */
    channel: text('channel').notNull(),
    subject: text('subject').notNull(),
    /** The subject's topic, for the education-platform tendency. */
    topic: text('topic'),
    startedAt: at('started_at').notNull(),
    durationSeconds: integer('duration_seconds'),
  },
  (t) => [index('doctor_interaction_doctor').on(t.doctorId, t.startedAt)],
);

/** Drugs whose academic data must not be shown (spec 6). */
export const academicProductPolicy = pgTable('academic_product_policy', {
  productId: ref('product_id')
    .primaryKey()
    .references(() => product.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  withheld: boolean('withheld').notNull().default(true),
  note: text('note'),
});

/** The influence score of each doctor, recomputed by a background job (ADR 9). */
export const kolScore = pgTable(
  'kol_score',
  {
    doctorId: ref('doctor_id')
      .primaryKey()
      .references(() => doctor.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    score: doublePrecision('score').notNull(),
    rank: integer('rank').notNull(),
    /** NATIONAL, REGIONAL, LOCAL, RISING_STAR or null. */
    tier: text('tier'),
    components: jsonb('components').$type<Array<{ key: string; raw: number; normalized: number; weight: number; points: number }>>().notNull(),
    papers: integer('papers').notNull(),
    quotedTimes: integer('quoted_times').notNull(),
    guidelines: integer('guidelines').notNull(),
    relationCount: integer('relation_count').notNull(),
    recentPapers: integer('recent_papers').notNull(),
    growth: doublePrecision('growth').notNull(),
    reachProvinces: integer('reach_provinces').notNull(),
    /** Copied from the doctor when scored, so the map and region filters read this table alone. */
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    computedAt: at('computed_at').notNull(),
  },
  (t) => [
    index('kol_score_tenant_rank').on(t.tenantId, t.rank),
    index('kol_score_tenant_tier').on(t.tenantId, t.tier, t.rank),
    index('kol_score_tenant_province').on(t.tenantId, t.provinceCode, t.rank),
  ],
);

/**
 * Tiered doctors per province and tier of the last scoring run, so the KOL map and the list's total
 * need not count score rows when no filter beyond province and tier applies (ADR 9).
 */
export const kolScoreSummary = pgTable(
  'kol_score_summary',
  {
    tenantId: tenantId(),
    /** Empty for doctors without a province. */
    provinceCode: text('province_code').notNull(),
    tier: text('tier').notNull(),
    kols: integer('kols').notNull(),
    topScore: doublePrecision('top_score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.provinceCode, t.tier] })],
);

/** The last scoring of a tenant and the state of the data it read, to skip a run when nothing changed. */
export const kolScoreRun = pgTable('kol_score_run', {
  tenantId: tenantId().primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  computedAt: at('computed_at').notNull(),
  durationMs: integer('duration_ms').notNull(),
  doctors: integer('doctors').notNull(),
});
