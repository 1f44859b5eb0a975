import { and, eq, sql } from 'drizzle-orm';
import { REVISE_STEP_ID, type HistoryAction, type ProcessType, type WorkflowStep } from '@crm/shared/contracts/workflow-schemas';
import { workflowDefinition, workflowHistory, workflowInstance, workflowTask } from '../../db/schema/workflow/workflow';
import { HttpError, badRequest } from '../../lib/http-error';
import { resolveAssignees } from './assignees';
import type { ProcessFacts } from './conditions';
import { ensureDefaultDefinitions, selectDefinition, type DefinitionRow } from './definitions';
import { END_APPROVED, END_WITHDRAWN } from './bpmn-builder';
import type { EngineRun } from './engine-runner';
import { taskNotices, outcomeNotices } from './notices';
import { processHooks, type Actor, type InstanceRow, type Notice, type TransitionOutcome, type Tx } from './process-registry';

/**
 * Writing instances: starting one, and committing a transition the engine has computed. Every
 * transition is guarded by the instance's revision, so of two requests that read the same state
 * only the first to commit moves it.
 */

export const REVISE_STEP: Pick<WorkflowStep, 'id' | 'name' | 'nameEn'> = { id: REVISE_STEP_ID, name: '申请人修改', nameEn: 'Applicant revises' };

export function stepOf(definition: Pick<DefinitionRow, 'steps'>, stepId: string): Pick<WorkflowStep, 'id' | 'name' | 'nameEn'> & Partial<WorkflowStep> {
  if (stepId === REVISE_STEP_ID) return REVISE_STEP;
  const step = definition.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`step ${stepId} is not in the definition`);
  return step;
}

export async function loadDefinition(tx: Tx, tenantId: number, definitionId: number): Promise<DefinitionRow> {
  const [definition] = await tx
    .select()
    .from(workflowDefinition)
    .where(and(eq(workflowDefinition.tenantId, tenantId), eq(workflowDefinition.id, definitionId)));
  if (!definition) throw new Error(`definition ${definitionId} not found`);
  return definition;
}

export async function recordHistory(
  tx: Tx,
  instance: Pick<InstanceRow, 'id' | 'tenantId'>,
  entry: { action: HistoryAction; actor: Actor; step?: Pick<WorkflowStep, 'id' | 'name' | 'nameEn'>; taskId?: number; comment?: string | null },
): Promise<void> {
  await tx.insert(workflowHistory).values({
    tenantId: instance.tenantId,
    instanceId: instance.id,
    taskId: entry.taskId ?? null,
    stepId: entry.step?.id ?? null,
    stepName: entry.step?.name ?? null,
    stepNameEn: entry.step?.nameEn ?? null,
    action: entry.action,
    actorId: entry.actor.userId,
    actorName: entry.actor.name,
    comment: entry.comment ?? null,
  });
}

/** Opens a task for each step the engine now waits at; returns the notices for their assignees. */
async function openTasks(tx: Tx, instance: InstanceRow, definition: DefinitionRow, stepIds: string[]): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const stepId of stepIds) {
    const step = stepOf(definition, stepId);
    const candidateIds =
      stepId === REVISE_STEP_ID
        ? [instance.initiatorId]
        : await resolveAssignees(tx, instance.tenantId, step.assignee!, { id: instance.initiatorId, orgId: instance.initiatorOrgId });
    const [task] = await tx
      .insert(workflowTask)
      .values({ tenantId: instance.tenantId, instanceId: instance.id, stepId, name: step.name, nameEn: step.nameEn, candidateIds })
      .returning({ id: workflowTask.id });
    if (stepId !== REVISE_STEP_ID) notices.push(...taskNotices(instance, step, task!.id, candidateIds));
  }
  return notices;
}

export interface StartInput {
  processType: ProcessType;
  businessId: number | null;
  title: string;
  content?: string | null;
  facts: ProcessFacts;
  /** For general requests the applicant picks the chain; business objects get it chosen by their facts. */
  definitionId?: number;
}

/** Starts an instance on the chain its facts select and opens its first task. */
export async function startInstance(
  tx: Tx,
  actor: Actor,
  input: StartInput,
  run: (definition: DefinitionRow) => Promise<EngineRun>,
): Promise<{ instance: InstanceRow; notices: Notice[] }> {
  let definition = input.definitionId ? await loadDefinition(tx, actor.tenantId, input.definitionId) : await selectDefinition(tx, actor.tenantId, input.processType, input.facts);
  if (!definition && !input.definitionId) {
    await ensureDefaultDefinitions(tx, actor.tenantId);
    definition = await selectDefinition(tx, actor.tenantId, input.processType, input.facts);
  }
  if (!definition) throw badRequest('noProcessDefinition');
  const engineRun = await run(definition);
  const [instance] = await tx
    .insert(workflowInstance)
    .values({
      tenantId: actor.tenantId,
      definitionId: definition.id,
      processType: input.processType,
      businessId: input.businessId,
      title: input.title,
      content: input.content ?? null,
      initiatorId: actor.userId,
      initiatorOrgId: actor.orgId,
      status: 'RUNNING',
      currentStepId: engineRun.waitingStepIds[0] ?? null,
      variables: { ...input.facts },
      engineState: engineRun.state,
    })
    .returning();
  await recordHistory(tx, instance!, { action: 'SUBMIT', actor });
  const notices = await openTasks(tx, instance!, definition, engineRun.waitingStepIds);
  await processHooks(input.processType).onTransition(tx, { instance: instance!, outcome: 'SUBMITTED', actor, comment: null });
  return { instance: instance!, notices };
}

export interface CommitInput {
  instance: InstanceRow;
  definition: DefinitionRow;
  taskId: number;
  action: HistoryAction;
  outcome: TransitionOutcome;
  comment: string | null;
  run: EngineRun;
  facts: ProcessFacts;
}

/** Claims the task and writes the engine's new state, exactly once however many requests race. */
export async function commitTransition(tx: Tx, actor: Actor, input: CommitInput): Promise<{ instance: InstanceRow; notices: Notice[] }> {
  const claimed = await tx
    .update(workflowTask)
    .set({ status: 'DONE', decision: input.action === 'SUBMIT' ? null : input.action, comment: input.comment, decidedBy: actor.userId, decidedAt: new Date() })
    .where(
      and(eq(workflowTask.tenantId, actor.tenantId), eq(workflowTask.id, input.taskId), eq(workflowTask.status, 'OPEN'), sql`${actor.userId} = any(${workflowTask.candidateIds})`),
    )
    .returning({ id: workflowTask.id, stepId: workflowTask.stepId });
  if (claimed.length === 0) throw new HttpError(409, 'taskAlreadyDecided');
  const ended = input.run.endEventId;
  const status = ended === END_APPROVED ? 'APPROVED' : ended === END_WITHDRAWN ? 'WITHDRAWN' : input.run.waitingStepIds.includes(REVISE_STEP_ID) ? 'REJECTED' : 'RUNNING';
  const [instance] = await tx
    .update(workflowInstance)
    .set({
      status,
      currentStepId: input.run.waitingStepIds[0] ?? null,
      engineState: input.run.state,
      variables: { ...input.instance.variables, ...input.facts },
      revision: sql`${workflowInstance.revision} + 1`,
      endedAt: ended ? new Date() : null,
    })
    .where(and(eq(workflowInstance.id, input.instance.id), eq(workflowInstance.revision, input.instance.revision)))
    .returning();
  if (!instance) throw new HttpError(409, 'taskAlreadyDecided');
  await tx
    .update(workflowTask)
    .set({ status: 'CANCELLED' })
    .where(and(eq(workflowTask.tenantId, actor.tenantId), eq(workflowTask.instanceId, instance.id), eq(workflowTask.status, 'OPEN')));
  const decidedStep = stepOf(input.definition, claimed[0]!.stepId);
  await recordHistory(tx, instance, { action: input.action, actor, step: decidedStep, taskId: input.taskId, comment: input.comment });
  const notices = await openTasks(tx, instance, input.definition, input.run.waitingStepIds);
  await processHooks(instance.processType).onTransition(tx, { instance, outcome: input.outcome, actor, comment: input.comment });
  notices.push(...outcomeNotices(instance, input.outcome, decidedStep, actor, input.comment));
  return { instance, notices };
}
