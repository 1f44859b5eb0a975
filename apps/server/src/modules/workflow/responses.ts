import { z } from 'zod';
import { assigneeRuleSchema, processConditionSchema, workflowStepSchema } from '@crm/shared/workflow-schemas';

/** Response shapes of the workflow calls, for validation and the OpenAPI document. */

export const tags = ['workflow'];
const when = z.string().describe('ISO 8601');
const links = z.object({ approver: z.string(), applicant: z.string() }).describe('web routes of the business object for its approvers and its applicant');

export const definitionSummary = z.object({
  id: z.number().int(),
  key: z.string(),
  version: z.number().int(),
  processType: z.string(),
  name: z.string(),
  nameEn: z.string(),
  conditions: processConditionSchema,
  priority: z.number().int(),
  enabled: z.boolean(),
  isLatest: z.boolean(),
  createdAt: when,
});
export const definitionDetail = definitionSummary.extend({ steps: z.array(workflowStepSchema), bpmnXml: z.string() });

const instanceSummary = z.object({
  instanceId: z.number().int(),
  processType: z.string(),
  businessId: z.number().int().nullable(),
  title: z.string(),
  status: z.string(),
  initiatorName: z.string(),
  initiatorNameEn: z.string().nullable(),
  startedAt: when,
  links,
});

export const myProcessItem = instanceSummary.extend({
  endedAt: when.nullable(),
  definitionName: z.string(),
  definitionNameEn: z.string(),
  definitionVersion: z.number().int(),
  currentStep: z.object({ stepId: z.string(), name: z.string(), nameEn: z.string() }).nullable(),
});

export const taskItem = instanceSummary.extend({
  taskId: z.number().int(),
  stepId: z.string(),
  name: z.string(),
  nameEn: z.string(),
  createdAt: when,
  decision: z.string().nullable(),
  comment: z.string().nullable(),
  decidedAt: when.nullable(),
});

export const historyEntry = z.object({
  id: z.number().int(),
  action: z.string().describe('SUBMIT, APPROVE, REJECT, RETURN, RESUBMIT or WITHDRAW'),
  stepId: z.string().nullable(),
  stepName: z.string().nullable(),
  stepNameEn: z.string().nullable(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  actorNameEn: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: when,
});

export const instanceDetailSchema = z.object({
  id: z.number().int(),
  processType: z.string(),
  businessId: z.number().int().nullable(),
  title: z.string(),
  content: z.string().nullable(),
  status: z.string().describe('RUNNING, REJECTED (with the applicant), APPROVED or WITHDRAWN'),
  initiatorId: z.number().int(),
  initiatorName: z.string(),
  initiatorNameEn: z.string().nullable(),
  startedAt: when,
  endedAt: when.nullable(),
  definition: z.object({ id: z.number().int(), key: z.string(), version: z.number().int(), name: z.string(), nameEn: z.string() }),
  steps: z.array(z.object({ id: z.string(), name: z.string(), nameEn: z.string(), assignee: assigneeRuleSchema.nullable(), hasCondition: z.boolean() })),
  currentTasks: z.array(
    z.object({
      taskId: z.number().int(),
      stepId: z.string(),
      name: z.string(),
      nameEn: z.string(),
      candidates: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() })),
    }),
  ),
  myTask: z
    .object({ taskId: z.number().int(), stepId: z.string(), isRevision: z.boolean(), returnableSteps: z.array(z.string()) })
    .nullable()
    .describe('the caller’s open task here, if any'),
  history: z.array(historyEntry),
  links,
});

export const diagramSchema = z.object({
  bpmnXml: z.string().describe('BPMN 2.0 with diagram interchange, for bpmn-js'),
  status: z.string(),
  currentStepIds: z.array(z.string()).describe('elements to mark as current'),
  completedStepIds: z.array(z.string()),
});

export const transitionResult = z.object({ instanceId: z.number().int(), status: z.string(), currentStepId: z.string().nullable() });
