import { z } from 'zod';
import { defineContract } from '../contract';
import { INTERACTION_TYPE_CODES } from '../interaction-types';

/** Lead scoring (spec /clueScore): rules with versions, ranked leads, breakdowns and back-tests. */

const id = z.number().int();
const eventType = z.enum(INTERACTION_TYPE_CODES as [string, ...string[]]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const scoreRuleBody = z.object({
  name: z.string().trim().min(1).max(80),
  /** The name on English screens; the Chinese name stands in when there is none. */
  nameEn: z.string().trim().max(80).nullable().default(null),
  productId: id.min(0).default(0).describe('the score group: a product, or 0 for the overall score'),
  eventType,
  propertyConditions: z
    .array(z.object({ key: z.string().min(1).max(60), op: z.enum(['eq', 'neq']), value: z.string().max(200) }))
    .max(5)
    .default([]),
  doctorConditions: z.object({ titleCodes: z.array(z.string()).max(20).optional(), hospitalLevels: z.array(z.string()).max(20).optional() }).default({}),
  points: z
    .number()
    .int()
    .min(-100)
    .max(1000)
    .refine((p) => p !== 0),
  halfLifeDays: z.number().int().min(1).max(3650).nullable().default(null),
  capPoints: z.number().int().min(1).max(100000).nullable().default(null),
  capPeriod: z.enum(['day', 'week', 'month']).nullable().default(null),
});
export type ScoreRuleBody = z.input<typeof scoreRuleBody>;
export const scoreRuleSchema = scoreRuleBody.extend({
  id,
  code: z.string(),
  version: z.number().int(),
  enabled: z.boolean(),
  supersededAt: z.string().nullable(),
  createdAt: z.string(),
  doctorCount: z.number().int().describe('doctors with points from this version'),
});
export type ScoreRule = z.infer<typeof scoreRuleSchema>;

export const listScoreRules = defineContract({
  method: 'GET',
  path: '/analytics/score/rules',
  tags: ['lead scoring'],
  summary: 'The current version of every scoring rule',
  access: { permission: 'clue:rule:list' },
  query: z.object({ productId: z.coerce.number().int().min(0).optional() }),
  result: z.array(scoreRuleSchema),
});
export const scoreRuleVersions = defineContract({
  method: 'GET',
  path: '/analytics/score/rule/:code/versions',
  tags: ['lead scoring'],
  summary: 'Every version of one rule, newest first',
  access: { permission: 'clue:rule:view' },
  params: z.object({ code: z.string().min(1).max(60) }),
  result: z.array(scoreRuleSchema),
});
export const createScoreRule = defineContract({
  method: 'POST',
  path: '/analytics/score/rule',
  tags: ['lead scoring'],
  summary: 'Adds a rule (version 1) and queues the full rescoring of its group',
  access: { permission: 'clue:rule:edit' },
  body: scoreRuleBody,
  encoding: 'json',
  result: scoreRuleSchema,
});
export const reviseScoreRule = defineContract({
  method: 'PUT',
  path: '/analytics/score/rule/:code',
  tags: ['lead scoring'],
  summary: 'Writes a new version of a rule and queues the full rescoring',
  access: { permission: 'clue:rule:edit' },
  params: z.object({ code: z.string().min(1).max(60) }),
  body: scoreRuleBody,
  encoding: 'json',
  result: scoreRuleSchema,
});
export const setScoreRuleEnabled = defineContract({
  method: 'PUT',
  path: '/analytics/score/rule/:code/enabled',
  tags: ['lead scoring'],
  summary: 'Enables or disables a rule and queues the full rescoring',
  access: { permission: 'clue:rule:edit' },
  params: z.object({ code: z.string().min(1).max(60) }),
  body: z.object({ enabled: z.boolean() }),
  encoding: 'json',
  result: scoreRuleSchema,
});

export const leadRow = z.object({
  doctorId: id,
  name: z.string(),
  nameEn: z.string().nullable(),
  hospitalName: z.string(),
  hospitalNameEn: z.string().nullable(),
  hospitalLevel: z.string().nullable(),
  titleCode: z.string().nullable(),
  score: z.number(),
  rank: z.number().int(),
});
export const searchLeads = defineContract({
  method: 'POST',
  path: '/analytics/score/leads',
  readOnly: true,
  tags: ['lead scoring'],
  summary: 'Doctors the caller may see, ranked by score in one group',
  access: { permission: 'clue:clue:list' },
  body: z.object({
    productId: id.min(0).default(0),
    keyword: z.string().max(40).optional(),
    hospitalLevel: z.string().nullish(),
    minScore: z.number().optional(),
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(100).default(20),
  }),
  encoding: 'json',
  result: z.object({ content: z.array(leadRow), totalElements: z.number().int(), computedAt: z.string().nullable() }),
});

export const breakdownRow = z.object({
  ruleId: id,
  ruleName: z.string(),
  ruleVersion: z.number().int(),
  eventId: id,
  eventType: z.string(),
  occurredAt: z.string(),
  points: z.number().describe('after the period cap'),
  decayed: z.number().describe('after decay at the score time; these sum to the score'),
});
export const leadDetail = defineContract({
  method: 'GET',
  path: '/analytics/score/lead/:id',
  tags: ['lead scoring'],
  summary: 'One doctor’s score with the breakdown that explains it and its history',
  access: { permission: 'clue:clue:list' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ productId: z.coerce.number().int().min(0).default(0) }),
  result: z.object({
    doctorId: id,
    name: z.string(),
    score: z.number(),
    computedAt: z.string().nullable(),
    breakdown: z.array(breakdownRow),
    history: z.array(z.object({ at: isoDate, score: z.number() })),
  }),
});

export const backTestResult = z.object({
  doctors: z.number().int(),
  outcomes: z.number().int(),
  baseRate: z.number(),
  topDecileDoctors: z.number().int(),
  topDecileOutcomes: z.number().int(),
  topDecileRate: z.number(),
  lift: z.number().nullable(),
});
export const backTestScores = defineContract({
  method: 'POST',
  path: '/analytics/score/back-test',
  readOnly: true,
  tags: ['lead scoring'],
  summary: 'Scores as of `from` against an outcome within [from, to): the top decile’s rate over the base rate',
  access: { permission: 'clue:rule:list' },
  body: z.object({ productId: id.min(0).default(0), outcomeType: eventType, from: isoDate, to: isoDate }),
  encoding: 'json',
  result: backTestResult,
});
