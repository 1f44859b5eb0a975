import type { Nps } from '@crm/shared/contracts/surveys';
import type { SurveyAnswerRecord, SurveyQuestionRecord } from '../../../db/schema/insights/insights';
import type { DrugDictionary } from '../reader/drug-dictionary';
import { readDrugs } from '../reader/stance-reader';

/** A doctor's own answer to a survey: what they told us directly, just below their published papers. */
export const SURVEY_WEIGHT = 0.9;

/**
 * A 0–10 answer as a stance score, cut where the NPS cuts: 9–10 (promoters) positive, 7–8
 * (passives) neutral, 0–6 (detractors) negative, stronger the further from the cut.
 */
export function scaleScore(value: number): number {
  if (value >= 9) return 0.6 + (Math.min(value, 10) - 9) * 0.4;
  if (value >= 7) return 0;
  return -0.3 - (Math.max(0, 6 - value) / 6) * 0.7;
}

/** Promoters 9–10, passives 7–8, detractors 0–6; NPS = % promoters − % detractors, rounded. */
export function npsOf(scores: readonly number[]): Nps {
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  const answers = scores.length;
  return {
    answers,
    promoters,
    passives: answers - promoters - detractors,
    detractors,
    nps: answers === 0 ? null : Math.round(((promoters - detractors) * 100) / answers),
  };
}

/** The 0–10 answer to the survey's recommendation question, if it has one and it was answered. */
export function recommendScoreOf(questions: readonly SurveyQuestionRecord[], answers: readonly SurveyAnswerRecord[]): number | null {
  const index = questions.findIndex((q) => q.isRecommendation);
  return answers.find((a) => a.question === index)?.scale ?? null;
}

export interface SurveyEvidenceInput {
  responseId: number;
  doctorId: number;
  productId: number;
  submittedAt: Date;
  questions: readonly SurveyQuestionRecord[];
  answers: readonly SurveyAnswerRecord[];
}

export interface SurveyEvidence {
  doctorId: number;
  productId: number;
  source: 'SURVEY';
  sourceId: number;
  occurredAt: Date;
  score: number;
  weight: number;
  snippet: string;
}

/**
 * The stance evidence of one response: its scale answers as one score on the survey's drug
 * (snippet `n/10`), and each free-text answer read by the stance reader (the survey's drug when
 * the text names none).
 */
export function surveyEvidence(input: SurveyEvidenceInput, dictionary: DrugDictionary): SurveyEvidence[] {
  const base = { doctorId: input.doctorId, source: 'SURVEY' as const, sourceId: input.responseId, occurredAt: input.submittedAt, weight: SURVEY_WEIGHT };
  const evidence: SurveyEvidence[] = [];
  const scales = input.answers.filter((a) => input.questions[a.question]?.kind === 'SCALE' && a.scale !== undefined).map((a) => a.scale!);
  if (scales.length > 0) {
    const mean = scales.reduce((a, b) => a + b, 0) / scales.length;
    evidence.push({ ...base, productId: input.productId, score: scaleScore(mean), snippet: `${Math.round(mean)}/10` });
  }
  for (const answer of input.answers) {
    if (input.questions[answer.question]?.kind !== 'TEXT' || !answer.text) continue;
    for (const reading of readDrugs(answer.text, dictionary, [input.productId])) {
      evidence.push({ ...base, productId: reading.productId, score: reading.score, snippet: reading.snippet });
    }
  }
  return evidence;
}
