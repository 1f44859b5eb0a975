import { and, eq } from 'drizzle-orm';
import type { TransitionResult } from '@crm/shared/contracts/workflow';
import { hasPermission } from '@crm/shared/access';
import type { GeneralInstanceBody, TaskDecisionBody } from '@crm/shared/contracts/workflow-schemas';
import { workflowDefinition, workflowInstance, workflowTask } from '../../db/schema/workflow/workflow';
import { badRequest, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { decideTask, withdrawInstance } from './decision-service';
import { startRun } from './engine-runner';
import { startInstance } from './instance-service';
import { publishNotices } from './notices';
import { actorOf } from './process-registry';

/** Starts a general request on a chosen general chain (the latest, enabled version). */
export async function startGeneralRequest(context: RequestContext, body: GeneralInstanceBody): Promise<TransitionResult> {
  const { principal } = context;
  const [definition] = await context.db
    .select()
    .from(workflowDefinition)
    .where(and(eq(workflowDefinition.tenantId, principal.tenant.id), eq(workflowDefinition.id, body.definitionId)));
  if (!definition || definition.processType !== 'GENERAL' || !definition.isLatest || !definition.enabled) {
    throw badRequest('referenceNotFound', { field: 'definitionId', id: body.definitionId });
  }
  const facts = { amountCents: body.amountCents };
  const { instance, notices } = await context.db.transaction((tx) =>
    startInstance(tx, actorOf(principal), { processType: 'GENERAL', businessId: null, title: body.title, content: body.content, facts, definitionId: definition.id }, (d) =>
      startRun(d.bpmnXml, { steps: d.steps, facts }),
    ),
  );
  await publishNotices(context.host, notices);
  return { instanceId: instance.id, status: instance.status, currentStepId: instance.currentStepId };
}

/** The applicant withdraws their general request still in approval; another's answers 404. */
export async function withdrawGeneralRequest(context: RequestContext, id: number, comment: string | undefined): Promise<TransitionResult> {
  const { principal } = context;
  const [instance] = await context.db
    .select()
    .from(workflowInstance)
    .where(and(eq(workflowInstance.tenantId, principal.tenant.id), eq(workflowInstance.id, id)));
  if (!instance || instance.initiatorId !== principal.userId) throw notFound();
  if (instance.processType !== 'GENERAL') throw badRequest('decisionNotAllowed', { decision: 'WITHDRAW' });
  await context.db.transaction((tx) => withdrawInstance(tx, actorOf(principal), instance, comment ?? null));
  return { instanceId: instance.id, status: 'WITHDRAWN', currentStepId: null };
}

/** Decides a step; an approver also needs the permission of the process type, checked by the decision service. */
export async function decideStep(context: RequestContext, taskId: number, body: TaskDecisionBody): Promise<TransitionResult> {
  const { principal } = context;
  if (body.decision === 'RESUBMIT') {
    // Business requests are resubmitted from their own pages, which check budgets and caps again.
    const [task] = await context.db
      .select({ processType: workflowInstance.processType })
      .from(workflowTask)
      .innerJoin(workflowInstance, eq(workflowInstance.id, workflowTask.instanceId))
      .where(and(eq(workflowTask.tenantId, principal.tenant.id), eq(workflowTask.id, taskId)));
    if (task && task.processType !== 'GENERAL') throw badRequest('decisionNotAllowed', { decision: body.decision });
  }
  const mayDecide = (permission: string) => hasPermission(principal.permissions, principal.roleCodes, permission);
  const instance = await decideTask(context.host, actorOf(principal), { taskId, ...body }, mayDecide);
  return { instanceId: instance.id, status: instance.status, currentStepId: instance.currentStepId };
}
