import { and, eq, sql } from 'drizzle-orm';
import type { ServiceHost } from '../../platform/service-host';
import { REVISE_STEP_ID, type Decision, type HistoryAction } from '@crm/shared/contracts/workflow-schemas';
import type { Database } from '../../db/client';
import { workflowDefinition, workflowInstance, workflowTask } from '../../db/schema/workflow/workflow';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error';
import type { ProcessFacts } from './conditions';
import { END_APPROVED } from './bpmn-builder';
import { continueRun, EngineStateError, type Route } from './engine-runner';
import { commitTransition, recordHistory, type CommitInput } from './instance-service';
import { publishNotices } from './notices';
import { announceCommitted, processHooks, type Actor, type InstanceRow, type TransitionOutcome, type Tx } from './process-registry';

export interface DecisionInput {
  taskId: number;
  decision: Decision;
  comment?: string | undefined;
  returnToStepId?: string | undefined;
  /** New facts on resubmission (the applicant may have changed the amount). */
  facts?: ProcessFacts;
}

const ROUTES: Record<Exclude<Decision, 'RETURN'>, Route> = { APPROVE: 'next', RESUBMIT: 'next', REJECT: 'revise', WITHDRAW: 'withdraw' };

async function loadTask(db: Database | Tx, tenantId: number, taskId: number) {
  const [found] = await db
    .select({ task: workflowTask, instance: workflowInstance, definition: workflowDefinition })
    .from(workflowTask)
    .innerJoin(workflowInstance, eq(workflowInstance.id, workflowTask.instanceId))
    .innerJoin(workflowDefinition, eq(workflowDefinition.id, workflowInstance.definitionId))
    .where(and(eq(workflowTask.tenantId, tenantId), eq(workflowTask.id, taskId)));
  if (!found) throw notFound();
  return found;
}

/** Steps this instance has passed with an approval before the current one: where RETURN may send it. */
export async function returnableSteps(db: Database | Tx, instance: InstanceRow, steps: Array<{ id: string }>, currentStepId: string): Promise<string[]> {
  const index = steps.findIndex((step) => step.id === currentStepId);
  const approved = await db
    .select({ stepId: workflowTask.stepId })
    .from(workflowTask)
    .where(and(eq(workflowTask.tenantId, instance.tenantId), eq(workflowTask.instanceId, instance.id), eq(workflowTask.decision, 'APPROVE')));
  const passed = new Set(approved.map((row) => row.stepId));
  return steps
    .slice(0, Math.max(index, 0))
    .map((step) => step.id)
    .filter((id) => passed.has(id));
}

/**
 * Checks a decision and computes where the engine takes the instance, without writing anything.
 * `mayDecide` says whether the caller holds a permission (approvers need their process's one).
 */
export async function prepareDecision(db: Database | Tx, actor: Actor, input: DecisionInput, mayDecide: (permission: string) => boolean): Promise<CommitInput> {
  const { task, instance, definition } = await loadTask(db, actor.tenantId, input.taskId);
  if (task.status !== 'OPEN') throw new HttpError(409, 'taskAlreadyDecided');
  if (!task.candidateIds.includes(actor.userId)) throw new HttpError(403, 'notTaskAssignee');
  const isRevision = task.stepId === REVISE_STEP_ID;
  const allowed: Decision[] = isRevision ? ['RESUBMIT', 'WITHDRAW'] : ['APPROVE', 'REJECT', 'RETURN'];
  if (!allowed.includes(input.decision)) throw badRequest('decisionNotAllowed', { decision: input.decision });
  if (!isRevision && !mayDecide(processHooks(instance.processType).decidePermission)) throw forbidden();
  const comment = input.comment?.trim() || null;
  if ((input.decision === 'REJECT' || input.decision === 'RETURN') && !comment) throw badRequest('commentRequired');
  let route: Route;
  if (input.decision === 'RETURN') {
    const targets = await returnableSteps(db, instance, definition.steps, task.stepId);
    if (!input.returnToStepId || !targets.includes(input.returnToStepId)) throw badRequest('invalidReturnStep');
    route = `back:${input.returnToStepId}`;
  } else {
    route = ROUTES[input.decision];
  }
  const facts = input.facts ?? (instance.variables as unknown as ProcessFacts);
  try {
    const run = await continueRun(definition.bpmnXml, instance.engineState, task.stepId, route, { steps: definition.steps, facts });
    const outcome: TransitionOutcome =
      input.decision === 'APPROVE'
        ? run.endEventId === END_APPROVED
          ? 'APPROVED'
          : 'ADVANCED'
        : ({ REJECT: 'REJECTED', RETURN: 'RETURNED', RESUBMIT: 'RESUBMITTED', WITHDRAW: 'WITHDRAWN' } as const)[input.decision];
    return { instance, definition, taskId: task.id, action: input.decision, outcome, comment, run, facts };
  } catch (error) {
    // The stored state no longer waits at this step: another decision got there first.
    if (error instanceof EngineStateError) throw new HttpError(409, 'taskAlreadyDecided');
    throw error;
  }
}

/** The open "revise and resubmit" task of an instance sent back to its applicant, if there is one. */
export async function openRevisionTaskId(db: Database, tenantId: number, instanceId: number): Promise<number | null> {
  const [revision] = await db
    .select({ id: workflowTask.id })
    .from(workflowTask)
    .where(and(eq(workflowTask.tenantId, tenantId), eq(workflowTask.instanceId, instanceId), eq(workflowTask.status, 'OPEN'), eq(workflowTask.stepId, REVISE_STEP_ID)));
  return revision?.id ?? null;
}

/** Prepares, commits and announces one decision; `inTransaction` lets the business object check and change its own rows alongside. */
export async function decideTask(
  app: Pick<ServiceHost, 'db' | 'broker' | 'log' | 'jobs'>,
  actor: Actor,
  input: DecisionInput,
  mayDecide: (permission: string) => boolean,
  inTransaction?: (tx: Tx, prepared: CommitInput) => Promise<void>,
): Promise<InstanceRow> {
  const prepared = await prepareDecision(app.db, actor, input, mayDecide);
  const { instance, notices } = await app.db.transaction(async (tx) => {
    if (inTransaction) await inTransaction(tx, prepared);
    return commitTransition(tx, actor, prepared);
  });
  await publishNotices(app, notices);
  await announceCommitted(app, instance);
  return instance;
}

/** The applicant takes back a request still in approval: open tasks close and the instance ends WITHDRAWN. */
export async function withdrawInstance(tx: Tx, actor: Actor, instance: InstanceRow, comment: string | null): Promise<void> {
  if (instance.initiatorId !== actor.userId) throw forbidden();
  if (instance.status !== 'RUNNING' && instance.status !== 'REJECTED') throw new HttpError(409, 'instanceNotRunning');
  const [updated] = await tx
    .update(workflowInstance)
    .set({ status: 'WITHDRAWN', currentStepId: null, endedAt: new Date(), revision: sql`${workflowInstance.revision} + 1` })
    .where(and(eq(workflowInstance.id, instance.id), eq(workflowInstance.revision, instance.revision)))
    .returning();
  if (!updated) throw new HttpError(409, 'taskAlreadyDecided');
  await tx
    .update(workflowTask)
    .set({ status: 'CANCELLED' })
    .where(and(eq(workflowTask.tenantId, actor.tenantId), eq(workflowTask.instanceId, instance.id), eq(workflowTask.status, 'OPEN')));
  const action: HistoryAction = 'WITHDRAW';
  await recordHistory(tx, updated, { action, actor, comment });
  await processHooks(updated.processType).onTransition(tx, { instance: updated, outcome: 'WITHDRAWN', actor, comment });
}
