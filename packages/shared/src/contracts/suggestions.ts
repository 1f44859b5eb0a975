import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * Next-best action: each morning a rep's (or MSL's) ranked suggestions of whom to see or write to
 * next, each explained by the stored facts that led to it; accepted, dismissed with a reason, or
 * completed when the action shows up in the event store by any route. A random share of doctor–rep
 * pairs is held out (no suggestions) so the effect of following them can be measured.
 */

const tags = ['suggestions'];
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');

/** What a suggestion was made for; each type is switched on, weighted and capped per enterprise. */
export const SUGGESTION_TYPES = ['tierCoverage', 'lapsed', 'risingScore', 'contentEngaged', 'meetingInvite', 'openTask'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const SUGGESTION_ACTIONS = ['visit', 'call', 'send', 'invite', 'followUp'] as const;
export type SuggestionAction = (typeof SUGGESTION_ACTIONS)[number];

export const SUGGESTION_STATUSES = ['open', 'accepted', 'completed', 'dismissed', 'expired'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const DISMISS_REASONS = ['alreadyDone', 'notRelevant', 'unavailable', 'wrongChannel', 'other'] as const;
export type DismissReason = (typeof DISMISS_REASONS)[number];

/** The events that can count as a suggestion's outcome. */
export const OUTCOME_EVENT_TYPES = ['meeting.signedIn', 'live.attended', 'prescription.first', 'content.clicked', 'survey.answered'] as const;

export const suggestionReasonSchema = z.object({
  code: z.string().describe('The fact behind the reason: one of the suggestion types, or stancePositive'),
  label: z.string().describe('The reason with its figures, in the caller’s language'),
  weight: z.number().describe('Points it adds to the score'),
});

export const suggestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(SUGGESTION_TYPES),
  doctorId: z.number().int(),
  doctorName: z.string(),
  hospitalName: z.string().nullable(),
  action: z.enum(SUGGESTION_ACTIONS),
  channel: z.string().nullable().describe('EMAIL, SMS or WECOM for a send (one the doctor consents to); the visit type for a visit or call'),
  articleId: z.number().int().nullable(),
  articleTitle: z.string().nullable(),
  meetingId: z.number().int().nullable(),
  meetingTopic: z.string().nullable(),
  taskId: z.number().int().nullable(),
  dueDate: day,
  score: z.number(),
  status: z.enum(SUGGESTION_STATUSES),
  reasons: z.array(suggestionReasonSchema),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

const typeSetting = z.object({
  enabled: z.boolean(),
  weight: z.number().min(0).max(5).describe('Multiplies the points of this type'),
  dailyCap: z.number().int().min(0).max(50).describe('At most this many suggestions of the type per rep and day'),
});

export const suggestionSettingsSchema = z.object({
  types: z.object({
    tierCoverage: typeSetting,
    lapsed: typeSetting,
    risingScore: typeSetting,
    contentEngaged: typeSetting,
    meetingInvite: typeSetting,
    openTask: typeSetting,
  } satisfies Record<SuggestionType, typeof typeSetting>),
  maxPerDay: z.number().int().min(1).max(50).describe('The most suggestions a rep gets in a day'),
  holdoutShare: z.number().min(0).max(0.5).describe('The share of doctor–rep pairs that get no suggestions in a month, drawn at random'),
  outcomeEvent: z.enum(OUTCOME_EVENT_TYPES).describe('The event that counts as an outcome'),
  outcomeDays: z.number().int().min(1).max(180).describe('Days after a suggestion within which the outcome counts'),
  snoozeDays: z.number().int().min(1).max(180).describe('Days a dismissed suggestion stays away'),
  lapsedDays: z.number().int().min(14).max(365).describe('Days without contact after which a target doctor is suggested'),
  tierTargets: z
    .object({ A: z.number().int().min(0).max(20), B: z.number().int().min(0).max(20), C: z.number().int().min(0).max(20), D: z.number().int().min(0).max(20) })
    .describe('Visits a month a doctor of each product tier should have'),
});
export type SuggestionSettings = z.infer<typeof suggestionSettingsSchema>;

export const DEFAULT_SUGGESTION_SETTINGS: SuggestionSettings = {
  types: {
    tierCoverage: { enabled: true, weight: 1, dailyCap: 5 },
    lapsed: { enabled: true, weight: 1, dailyCap: 3 },
    risingScore: { enabled: true, weight: 1, dailyCap: 3 },
    contentEngaged: { enabled: true, weight: 1, dailyCap: 3 },
    meetingInvite: { enabled: true, weight: 1, dailyCap: 2 },
    openTask: { enabled: true, weight: 1, dailyCap: 3 },
  },
  maxPerDay: 8,
  holdoutShare: 0.1,
  outcomeEvent: 'live.attended',
  outcomeDays: 30,
  snoozeDays: 14,
  lapsedDays: 60,
  tierTargets: { A: 4, B: 2, C: 1, D: 0 },
};

export const mySuggestions = defineContract({
  method: 'GET',
  path: '/suggestion/my',
  tags,
  summary: 'The caller’s suggestions of the day, best first, each with its reasons',
  description: 'Today’s list is computed on first request if the morning run has not made it; completed actions are detected from the event store first.',
  access: { permission: 'suggestion:suggestion:list' },
  query: z.object({ date: day.optional().describe('The day, in the enterprise’s time zone; today by default') }),
  result: z.array(suggestionSchema),
});

export const doctorSuggestions = defineContract({
  method: 'GET',
  path: '/suggestion/doctor/:doctorId',
  tags,
  summary: 'The caller’s open suggestions about one doctor (the profile’s “suggested next”)',
  access: { permission: 'suggestion:suggestion:list' },
  params: z.object({ doctorId: z.coerce.number().int().positive() }),
  result: z.array(suggestionSchema),
});

export const acceptSuggestion = defineContract({
  method: 'POST',
  path: '/suggestion/:id/accept',
  tags,
  summary: 'Accepts a suggestion: the client then opens the prefilled visit, send or invitation',
  access: { permission: 'suggestion:suggestion:respond' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  result: suggestionSchema,
});

export const dismissSuggestion = defineContract({
  method: 'POST',
  path: '/suggestion/:id/dismiss',
  tags,
  summary: 'Dismisses a suggestion with a reason; the same suggestion does not come back for the snooze period',
  access: { permission: 'suggestion:suggestion:respond' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ reason: z.enum(DISMISS_REASONS), comment: z.string().trim().max(500).optional() }),
  encoding: 'json',
  result: suggestionSchema,
});

const arm = z.object({ pairs: z.number().int(), outcomes: z.number().int(), rate: z.number().nullable() });

export const suggestionEffectRowSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  shown: z.number().int(),
  accepted: z.number().int(),
  completed: z.number().int(),
  dismissed: z.record(z.enum(DISMISS_REASONS), z.number().int()),
  treated: arm,
  holdout: arm,
  difference: z.number().nullable().describe('Treated outcome rate minus holdout outcome rate'),
  ci95: z.tuple([z.number(), z.number()]).nullable().describe('The 95% interval of the difference (Newcombe’s hybrid score method); null while an arm is empty'),
});

export const suggestionEffect = defineContract({
  method: 'GET',
  path: '/suggestion/effect',
  tags,
  summary: 'Per suggestion type: shown, accepted, completed, dismissed by reason, and the outcome rate of treated and holdout pairs with the difference',
  access: { permission: 'suggestion:effect:view' },
  query: z.object({ from: day, to: day, type: z.enum(SUGGESTION_TYPES).optional() }),
  result: z.object({ outcomeEvent: z.string(), outcomeDays: z.number().int(), rows: z.array(suggestionEffectRowSchema) }),
});

export const suggestionAdoption = defineContract({
  method: 'GET',
  path: '/suggestion/adoption',
  tags,
  summary: 'Adoption by rep in the caller’s data range: shown, accepted, completed and dismissed',
  access: { permission: 'suggestion:effect:view' },
  query: z.object({ from: day, to: day }),
  result: z.array(
    z.object({ userId: z.number().int(), userName: z.string(), shown: z.number().int(), accepted: z.number().int(), completed: z.number().int(), dismissed: z.number().int() }),
  ),
});

export const suggestionSettings = defineContract({
  method: 'GET',
  path: '/suggestion/settings',
  tags,
  summary: 'The enterprise’s suggestion types and their weights, caps, holdout and outcome',
  access: { permission: 'suggestion:effect:view' },
  result: suggestionSettingsSchema,
});

export const saveSuggestionSettings = defineContract({
  method: 'PUT',
  path: '/suggestion/settings',
  tags,
  summary: 'Sets the suggestion types, weights, caps, holdout and outcome; they apply from the next computation',
  access: { permission: 'suggestion:settings:edit' },
  body: suggestionSettingsSchema,
  encoding: 'json',
  result: suggestionSettingsSchema,
});
