import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { assigneeRuleSchema, generalInstanceBody, processConditionSchema, processDefinitionBody, PROCESS_TYPES, taskDecisionBody, workflowStepSchema } from './workflow-schemas';

/** The approval workflow (`/taskManager` pages): chains as data, requests, my steps and decisions. */

const tags = ['workflow'];
const when = z.string().describe('ISO 8601');
const links = z.object({ approver: z.string(), applicant: z.string() }).describe('web routes of the business object for its approvers and its applicant');

export const definitionSummarySchema = z.object({
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
export type DefinitionSummary = z.infer<typeof definitionSummarySchema>;
export const definitionDetailSchema = definitionSummarySchema.extend({
  steps: z.array(workflowStepSchema),
  bpmnXml: z.string(),
  deciders: z
    .array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() }))
    .describe('the users its steps name as deciders, so a screen shows their names'),
});
export type DefinitionDetail = z.infer<typeof definitionDetailSchema>;

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

export const myProcessSchema = instanceSummary.extend({
  endedAt: when.nullable(),
  definitionName: z.string(),
  definitionNameEn: z.string(),
  definitionVersion: z.number().int(),
  currentStep: z.object({ stepId: z.string(), name: z.string(), nameEn: z.string() }).nullable(),
});
export type MyProcess = z.infer<typeof myProcessSchema>;

export const workflowTaskSchema = instanceSummary.extend({
  taskId: z.number().int(),
  stepId: z.string(),
  name: z.string(),
  nameEn: z.string(),
  createdAt: when,
  decision: z.string().nullable(),
  comment: z.string().nullable(),
  decidedAt: when.nullable(),
});
export type WorkflowTask = z.infer<typeof workflowTaskSchema>;

export const historyEntrySchema = z.object({
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
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const instanceStepSchema = z.object({ id: z.string(), name: z.string(), nameEn: z.string(), assignee: assigneeRuleSchema.nullable(), hasCondition: z.boolean() });
export type InstanceStep = z.infer<typeof instanceStepSchema>;

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
  steps: z.array(instanceStepSchema),
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
  history: z.array(historyEntrySchema),
  links,
});
export type InstanceDetail = z.infer<typeof instanceDetailSchema>;

export const diagramSchema = z.object({
  bpmnXml: z.string().describe('BPMN 2.0 with diagram interchange, for bpmn-js'),
  status: z.string(),
  currentStepIds: z.array(z.string()).describe('elements to mark as current'),
  completedStepIds: z.array(z.string()),
});
export type InstanceDiagram = z.infer<typeof diagramSchema>;

export const transitionResultSchema = z.object({ instanceId: z.number().int(), status: z.string(), currentStepId: z.string().nullable() });
export type TransitionResult = z.infer<typeof transitionResultSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive() });
export const workflowListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  processType: z.enum(PROCESS_TYPES).optional(),
  keyword: z.string().trim().max(100).optional(),
});

export const listDefinitions = defineContract({
  method: 'GET',
  path: '/workflow/definition/page',
  tags,
  summary: 'Approval chains of the tenant (latest versions unless a key is given, then all its versions)',
  access: { permission: 'workflow:processDefinition:list' },
  query: z.object({ processType: z.enum(PROCESS_TYPES).optional(), key: z.string().max(60).optional() }),
  result: z.array(definitionSummarySchema),
});

export const getDefinition = defineContract({
  method: 'GET',
  path: '/workflow/definition/:id',
  tags,
  summary: 'One chain version with its steps and BPMN XML',
  access: { permission: 'workflow:processDefinition:list' },
  params: idParams,
  result: definitionDetailSchema,
});

export const saveDefinition = defineContract({
  method: 'POST',
  path: '/workflow/definition',
  tags,
  summary: 'Saves a chain: a new key, or the next version of an existing one (applies to new requests only)',
  access: { permission: 'workflow:processDefinition:edit' },
  body: processDefinitionBody,
  encoding: 'json',
  result: definitionDetailSchema,
});

export const myProcesses = defineContract({
  method: 'GET',
  path: '/workflow/instance/my/page',
  tags,
  summary: 'Processes I started, newest first',
  access: { permission: 'workflow:process:list' },
  query: workflowListQuery,
  result: pageOf(myProcessSchema),
});

export const startGeneralInstance = defineContract({
  method: 'POST',
  path: '/workflow/instance',
  tags,
  summary: 'Starts a general request on a chosen general chain',
  access: { permission: 'workflow:processInstance:start' },
  body: generalInstanceBody,
  encoding: 'json',
  result: transitionResultSchema,
});

export const getInstance = defineContract({
  method: 'GET',
  path: '/workflow/instance/:id',
  tags,
  summary: 'An instance: chain, current step and assignees, full history, and the caller’s open task',
  access: { permission: 'workflow:processInstance:view' },
  params: idParams,
  result: instanceDetailSchema,
});

export const getInstanceDiagram = defineContract({
  method: 'GET',
  path: '/workflow/instance/:id/diagram',
  tags,
  summary: 'The BPMN XML of the instance’s chain version with the current and completed steps',
  access: { permission: 'workflow:processInstance:view' },
  params: idParams,
  result: diagramSchema,
});

export const withdrawInstance = defineContract({
  method: 'POST',
  path: '/workflow/instance/:id/withdraw',
  tags,
  summary: 'The applicant withdraws a general request still in approval (meetings and speakers are withdrawn from their own pages)',
  access: { permission: 'workflow:processInstance:withdraw' },
  params: idParams,
  body: z.object({ comment: z.string().trim().max(1000).optional() }).default({}),
  encoding: 'json',
  result: transitionResultSchema,
});

export const todoTasks = defineContract({
  method: 'GET',
  path: '/workflow/task/todo/page',
  tags,
  summary: 'Open steps I may decide',
  access: { permission: 'workflow:task:list' },
  query: workflowListQuery,
  result: pageOf(workflowTaskSchema),
});

export const doneTasks = defineContract({
  method: 'GET',
  path: '/workflow/task/done/page',
  tags,
  summary: 'Steps I have decided',
  access: { permission: 'workflow:task:list' },
  query: workflowListQuery,
  result: pageOf(workflowTaskSchema),
});

export const decideTask = defineContract({
  method: 'POST',
  path: '/workflow/task/:id/decision',
  tags,
  summary: 'Decides a step: approve, reject to the applicant, return to an earlier step; the applicant withdraws or resubmits a general request',
  description:
    'Only an assignee of the open step may decide, and approvers also need the permission of the process type (meeting:application:approve, meeting:payment:approve, meeting:speaker:approve, workflow:task:list). A step is decided exactly once: a repeated or concurrent decision answers 409.',
  access: { authenticated: true },
  params: idParams,
  body: taskDecisionBody,
  encoding: 'json',
  result: transitionResultSchema,
});
