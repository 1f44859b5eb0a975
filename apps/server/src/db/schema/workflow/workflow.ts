import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Decision, HistoryAction, InstanceStatus, ProcessCondition, ProcessType, WorkflowStep } from '@crm/shared/contracts/workflow-schemas';
import { appUser, organization } from '../platform/tenancy';
import { id, tenantId, ref, at, actorRef, createdAt } from '../platform/columns';

/**
 * One version of an approval chain. Saving a chain under an existing key adds a version and clears
 * `is_latest` on the old one; instances keep pointing at the version they started on.
 */
export const workflowDefinition = pgTable(
  'workflow_definition',
  {
    id: id(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    processType: text('process_type').$type<ProcessType>().notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    conditions: jsonb('conditions').$type<ProcessCondition>().notNull().default({}),
    priority: integer('priority').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    isLatest: boolean('is_latest').notNull().default(true),
    steps: jsonb('steps').$type<WorkflowStep[]>().notNull(),
    /** BPMN 2.0 with diagram interchange, generated from `steps`; executed and drawn as is. */
    bpmnXml: text('bpmn_xml').notNull(),
    createdBy: actorRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('workflow_definition_key_version').on(t.tenantId, t.key, t.version),
    index('workflow_definition_type')
      .on(t.tenantId, t.processType)
      .where(sql`is_latest`),
  ],
);

/** A running or finished approval of one business object (a meeting, its payment, a speaker…). */
export const workflowInstance = pgTable(
  'workflow_instance',
  {
    id: id(),
    tenantId: tenantId(),
    definitionId: ref('definition_id')
      .notNull()
      .references(() => workflowDefinition.id),
    processType: text('process_type').$type<ProcessType>().notNull(),
    businessId: ref('business_id'),
    title: text('title').notNull(),
    content: text('content'),
    initiatorId: ref('initiator_id')
      .notNull()
      .references(() => appUser.id),
    initiatorOrgId: ref('initiator_org_id').references(() => organization.id, { onDelete: 'set null' }),
    status: text('status').$type<InstanceStatus>().notNull(),
    currentStepId: text('current_step_id'),
    /** Facts the chain's conditions read (amount, meeting type). */
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    /** bpmn-engine's serialized execution, resumed for each decision. */
    engineState: jsonb('engine_state').$type<unknown>().notNull(),
    /** Bumped by every transition; a transition is written only if it is still the one it read. */
    revision: integer('revision').notNull().default(0),
    startedAt: at('started_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
  },
  (t) => [index('workflow_instance_initiator').on(t.tenantId, t.initiatorId, t.startedAt), index('workflow_instance_business').on(t.tenantId, t.processType, t.businessId)],
);

/** A step waiting for (OPEN) or given (DONE) a decision; CANCELLED when the instance moved on without it. */
export const workflowTask = pgTable(
  'workflow_task',
  {
    id: id(),
    tenantId: tenantId(),
    instanceId: ref('instance_id')
      .notNull()
      .references(() => workflowInstance.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** Everyone who may decide, resolved when the step opened. */
    candidateIds: bigint('candidate_ids', { mode: 'number' }).array().notNull(),
    status: text('status').$type<'OPEN' | 'DONE' | 'CANCELLED'>().notNull().default('OPEN'),
    decision: text('decision').$type<Decision>(),
    comment: text('comment'),
    decidedBy: actorRef('decided_by'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('workflow_task_instance').on(t.tenantId, t.instanceId),
    index('workflow_task_open')
      .on(t.tenantId)
      .where(sql`status = 'OPEN'`),
    index('workflow_task_candidates').using('gin', t.candidateIds),
    index('workflow_task_decider').on(t.tenantId, t.decidedBy, t.decidedAt),
  ],
);

/** Who did what to an instance, when and why; rows are only ever added. */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: id(),
    tenantId: tenantId(),
    instanceId: ref('instance_id')
      .notNull()
      .references(() => workflowInstance.id, { onDelete: 'cascade' }),
    taskId: ref('task_id').references(() => workflowTask.id, { onDelete: 'set null' }),
    stepId: text('step_id'),
    stepName: text('step_name'),
    stepNameEn: text('step_name_en'),
    action: text('action').$type<HistoryAction>().notNull(),
    actorId: actorRef('actor_id'),
    actorName: text('actor_name').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('workflow_history_instance').on(t.tenantId, t.instanceId, t.id)],
);
