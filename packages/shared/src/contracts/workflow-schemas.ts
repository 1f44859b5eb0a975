import { z } from 'zod';
import { MEETING_TYPES } from './meeting-schemas';
import { storedKey } from '../object-keys';

/** Approval workflow vocabulary and request bodies, shared by the server and the `/taskManager` pages. */

export const PROCESS_TYPES = ['MEETING_APPLICATION', 'MEETING_PAYMENT', 'SPEAKER', 'GENERAL', 'ARTICLE_REVIEW'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

/** RUNNING: at an approval step; REJECTED: back with the applicant to revise or withdraw. */
export const INSTANCE_STATUSES = ['RUNNING', 'REJECTED', 'APPROVED', 'WITHDRAWN'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/** Approvers approve, reject (to the applicant) or return (to an earlier step); applicants resubmit or withdraw. */
export const DECISIONS = ['APPROVE', 'REJECT', 'RETURN', 'RESUBMIT', 'WITHDRAW'] as const;
export type Decision = (typeof DECISIONS)[number];

export const HISTORY_ACTIONS = ['SUBMIT', ...DECISIONS] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The id of the applicant's revision step in every generated chain. */
export const REVISE_STEP_ID = 'applicantRevise';

const id = z.number().int().positive();
const cents = z.number().int().min(0).max(10_000_000_000);

/** Who decides a step: everyone holding a role, a leader up the applicant's org chain, or one named user. */
export const assigneeRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('role'), role: z.string().trim().min(1).max(40) }),
  z.object({
    type: z.literal('orgLeader'),
    levelsUp: z.number().int().min(0).max(5).default(0).describe('0: the nearest leader above the applicant, 1: the one above that…'),
  }),
  z.object({ type: z.literal('user'), userId: id }),
]);
export type AssigneeRule = z.infer<typeof assigneeRuleSchema>;

/** When a step or a whole chain applies; every given bound must hold. */
export const processConditionSchema = z.object({
  meetingTypes: z.array(z.enum(MEETING_TYPES)).max(MEETING_TYPES.length).optional(),
  minAmountCents: cents.optional(),
  maxAmountCents: cents.optional(),
});
export type ProcessCondition = z.infer<typeof processConditionSchema>;

export const workflowStepSchema = z.object({
  id: storedKey(
    z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/)
      .refine((value) => value !== REVISE_STEP_ID),
  ),
  name: z.string().trim().min(1).max(60),
  nameEn: z.string().trim().min(1).max(80),
  assignee: assigneeRuleSchema,
  condition: processConditionSchema.optional().describe('the step is skipped when the condition does not hold'),
});
export type WorkflowStep = z.infer<typeof workflowStepSchema>;

/** A new definition, or with an existing key a new version of it (running instances keep theirs). */
export const processDefinitionBody = z.object({
  key: storedKey(z.string().regex(/^[a-z][a-z0-9-]{1,59}$/)),
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().min(1).max(120),
  processType: z.enum(PROCESS_TYPES),
  conditions: processConditionSchema.default({}),
  priority: z.number().int().min(0).max(1000).default(0).describe('among matching chains the highest priority wins'),
  enabled: z.boolean().default(true),
  steps: z
    .array(workflowStepSchema)
    .min(1)
    .max(10)
    .refine((steps) => new Set(steps.map((s) => s.id)).size === steps.length, { message: 'step ids must be unique' }),
});
export type ProcessDefinitionBody = z.infer<typeof processDefinitionBody>;

export const taskDecisionBody = z.object({
  decision: z.enum(DECISIONS),
  comment: z.string().trim().max(1000).optional().describe('required to reject or return'),
  returnToStepId: z.string().max(40).optional().describe('for RETURN: an earlier step this instance has passed'),
});
export type TaskDecisionBody = z.infer<typeof taskDecisionBody>;

/** A general request started from `/taskManager/process-instance/create`. */
export const generalInstanceBody = z.object({
  definitionId: id,
  title: z.string().trim().min(2).max(200),
  content: z.string().trim().max(4000).default(''),
  amountCents: cents.default(0),
});
export type GeneralInstanceBody = z.infer<typeof generalInstanceBody>;
