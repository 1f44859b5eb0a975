import { z } from 'zod';
import { contractGroup, defineContract } from '../contract';
import { pageOf } from '../envelope';

/** Single choice, a 0–10 scale (the recommendation question is one) or free text. */
export const SURVEY_QUESTION_KINDS = ['SINGLE', 'SCALE', 'TEXT'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];
export const SURVEY_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
/** Answered by the doctor on the doctor portal, or entered by a rep for a doctor they may see. */
export const SURVEY_CHANNELS = ['PORTAL', 'REP'] as const;
export type SurveyChannel = (typeof SURVEY_CHANNELS)[number];
export const SCALE_MAX = 10;

const id = z.coerce.number().int().min(1);
const tags = ['insights'];
const optionalEn = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const optionSchema = z.object({ label: z.string().trim().min(1).max(60), labelEn: optionalEn(60) });

/** Option and recommendation rules are checked by the server, which names the question in the caller's language. */
export const surveyQuestionSchema = z.object({
  kind: z.enum(SURVEY_QUESTION_KINDS),
  text: z.string().trim().min(1).max(200),
  textEn: optionalEn(300),
  /** Choices of a single-choice question (two to ten), none otherwise. */
  options: z.array(optionSchema).max(10).default([]),
  /** The "how likely are you to recommend" scale question the NPS is computed from (at most one). */
  isRecommendation: z.boolean().default(false),
});
export type SurveyQuestion = z.output<typeof surveyQuestionSchema>;

export const surveyBodySchema = z.object({
  title: z.string().trim().min(1).max(100),
  titleEn: optionalEn(200),
  /** The drug the survey is about: its answers are evidence of the doctor's stance on it. */
  productId: id,
  questions: z.array(surveyQuestionSchema).min(1).max(20),
});
export type SurveyBody = z.input<typeof surveyBodySchema>;

/** The recommendation index: promoters answer 9–10, passives 7–8, detractors 0–6. */
export const npsSchema = z.object({
  answers: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  /** % promoters − % detractors, rounded; null without answers. */
  nps: z.number().int().nullable(),
});
export type Nps = z.infer<typeof npsSchema>;

export const surveySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  productNameEn: z.string(),
  status: z.enum(SURVEY_STATUSES),
  questions: z.array(
    z.object({
      kind: z.enum(SURVEY_QUESTION_KINDS),
      text: z.string(),
      textEn: z.string().nullable(),
      options: z.array(z.object({ label: z.string(), labelEn: z.string().nullable() })),
      isRecommendation: z.boolean(),
    }),
  ),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Answers of the doctors in the caller's range, and their recommendation index. */
  recommendation: npsSchema,
});
export type Survey = z.infer<typeof surveySchema>;

/** One answer per question, by position: a choice index, a 0–10 score or a text; unanswered ones left out. */
export const surveyAnswersSchema = z
  .array(
    z.object({
      question: z.number().int().min(0).max(19),
      choice: z.number().int().min(0).max(9).optional(),
      scale: z.number().int().min(0).max(SCALE_MAX).optional(),
      text: z.string().trim().max(1000).optional(),
    }),
  )
  .min(1)
  .max(20);
export type SurveyAnswers = z.infer<typeof surveyAnswersSchema>;

export const surveyResponseSchema = z.object({
  id: z.number().int(),
  surveyId: z.number().int(),
  surveyTitle: z.string(),
  surveyTitleEn: z.string().nullable(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  doctorNameEn: z.string().nullable(),
  channel: z.enum(SURVEY_CHANNELS),
  enteredByName: z.string().nullable(),
  enteredByNameEn: z.string().nullable(),
  submittedAt: z.string(),
  /** The answer to the recommendation question, if the survey has one. */
  recommendScore: z.number().int().nullable(),
  /** Each answered question with its text, in the survey's order. */
  answers: z.array(
    z.object({
      question: z.number().int(),
      kind: z.enum(SURVEY_QUESTION_KINDS),
      text: z.string(),
      textEn: z.string().nullable(),
      answer: z.string(),
      answerEn: z.string().nullable(),
    }),
  ),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/** Reading surveys and their answers. */
const surveyReadCall = contractGroup({ method: 'GET', tags, access: { permission: 'insight:survey:list' } });
const surveyParams = z.object({ id });

export const surveyList = surveyReadCall({
  path: '/insights/surveys',
  summary: 'Surveys, newest first, with the number of answers and the recommendation index of the doctors in range',
  query: z.object({ status: z.enum(SURVEY_STATUSES).optional(), page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(20) }),
  result: pageOf(surveySchema),
});

export const surveyDetail = surveyReadCall({
  path: '/insights/surveys/:id',
  summary: 'One survey with its questions and recommendation index',
  params: surveyParams,
  result: surveySchema,
});

export const createSurvey = defineContract({
  method: 'POST',
  path: '/insights/surveys',
  tags,
  summary: 'Creates a draft survey about a drug',
  access: { permission: 'insight:survey:add' },
  body: surveyBodySchema,
  encoding: 'json',
  result: surveySchema,
});

export const updateSurvey = defineContract({
  method: 'PUT',
  path: '/insights/surveys/:id',
  tags,
  summary: 'Edits a draft survey (a published one keeps its questions)',
  access: { permission: 'insight:survey:add' },
  params: surveyParams,
  body: surveyBodySchema,
  encoding: 'json',
  result: surveySchema,
});

export const publishSurvey = defineContract({
  method: 'POST',
  path: '/insights/surveys/:id/status',
  tags,
  summary: 'Publishes a draft survey (doctors and reps may answer it) or closes a published one',
  access: { permission: 'insight:survey:publish' },
  params: surveyParams,
  body: z.object({ status: z.enum(['PUBLISHED', 'CLOSED']) }),
  encoding: 'json',
  result: surveySchema,
});

export const surveyResponses = surveyReadCall({
  path: '/insights/surveys/:id/responses',
  summary: 'The answers of a survey from the doctors in the caller’s range, newest first',
  params: surveyParams,
  query: z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(10) }),
  result: pageOf(surveyResponseSchema),
});

export const enterSurveyResponse = defineContract({
  method: 'POST',
  path: '/insights/surveys/:id/responses',
  tags,
  summary: 'A rep enters a doctor’s answers to a published survey (a doctor of the rep’s data range)',
  access: { permission: 'insight:surveyResponse:add' },
  params: surveyParams,
  body: z.object({ doctorId: id, answers: surveyAnswersSchema }),
  encoding: 'json',
  result: surveyResponseSchema,
});

// ---- the doctor portal ---------------------------------------------------------------------

/** A survey as a doctor answers it: its questions, and whether they already have. */
export const portalSurveySchema = surveySchema.omit({ recommendation: true, status: true, createdAt: true }).extend({ answeredAt: z.string().nullable() });
export type PortalSurvey = z.infer<typeof portalSurveySchema>;

export const portalSurveys = defineContract({
  method: 'GET',
  path: '/API-DOCTOR/v2/surveys',
  tags: ['public'],
  summary: 'The published surveys a signed-in doctor may answer (doctor token; the account must be matched to a doctor record)',
  access: { public: true },
  result: z.array(portalSurveySchema),
});

export const portalAnswerSurvey = defineContract({
  method: 'POST',
  path: '/API-DOCTOR/v2/surveys/:id/responses',
  tags: ['public'],
  summary: 'The signed-in doctor answers a published survey (doctor token); a second answer replaces the first',
  access: { public: true },
  params: surveyParams,
  body: z.object({ answers: surveyAnswersSchema }),
  encoding: 'json',
  result: z.object({ id: z.number().int(), submittedAt: z.string() }),
});
