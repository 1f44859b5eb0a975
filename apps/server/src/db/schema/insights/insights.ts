import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, tenantId, productRef, actorRef } from '../platform/columns';
import { doctorRef } from '../customers/customers';
import { doctorAccount } from '../doctor-portal/doctor-portal';

export type StanceEvidenceSource = 'PAPER' | 'SURVEY' | 'VISIT' | 'MEETING' | 'CONTENT';

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
    doctorId: doctorRef(),
    productId: productRef(),
    source: text('source').$type<StanceEvidenceSource>().notNull(),
    /** The visit's, paper's, survey response's or interaction event's id. */
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

export interface SurveyQuestionRecord {
  kind: 'SINGLE' | 'SCALE' | 'TEXT';
  text: string;
  textEn: string | null;
  options: Array<{ label: string; labelEn: string | null }>;
  isRecommendation: boolean;
}
export interface SurveyAnswerRecord {
  question: number;
  choice?: number;
  scale?: number;
  text?: string;
}

/** A survey about one drug; its questions are fixed once it is published, so answers refer to them by position. */
export const survey = pgTable(
  'survey',
  {
    id: id(),
    tenantId: tenantId(),
    productId: productRef(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    status: text('status').$type<'DRAFT' | 'PUBLISHED' | 'CLOSED'>().notNull().default('DRAFT'),
    questions: jsonb('questions').$type<SurveyQuestionRecord[]>().notNull(),
    createdBy: actorRef('created_by'),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
  },
  (t) => [index('survey_tenant_status').on(t.tenantId, t.status, t.id)],
);

/** A doctor's answers to a survey, given on the doctor portal or entered by a rep. */
export const surveyResponse = pgTable(
  'survey_response',
  {
    id: id(),
    tenantId: tenantId(),
    surveyId: ref('survey_id')
      .notNull()
      .references(() => survey.id, { onDelete: 'cascade' }),
    doctorId: doctorRef(),
    channel: text('channel').$type<'PORTAL' | 'REP'>().notNull(),
    enteredBy: actorRef('entered_by'),
    doctorAccountId: ref('doctor_account_id').references(() => doctorAccount.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<SurveyAnswerRecord[]>().notNull(),
    /** The 0–10 answer to the recommendation question, kept apart for the NPS. */
    recommendScore: integer('recommend_score'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
  },
  (t) => [index('survey_response_survey').on(t.tenantId, t.surveyId, t.doctorId), index('survey_response_doctor').on(t.tenantId, t.doctorId)],
);
