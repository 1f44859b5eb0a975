import { and, eq } from 'drizzle-orm';
import type { Decision, ProcessType } from '@crm/shared/contracts/workflow-schemas';
import { appUser } from '../../../db/schema/platform/tenancy';
import { workflowTask } from '../../../db/schema/workflow/workflow';
import type { ProcessFacts, Actor, InstanceRow, Tx } from '../../workflow/index';
import { prepareDecision, startRun, commitTransition, startInstance } from '../../workflow/index';

// Backdating writes the engine's own tables: the workflow module does it.
export { backdate } from '../../workflow/index';

/** Drives demo requests through the real engine and hooks, as the demo users would. */

export async function actorFor(tx: Tx, tenantId: number, username: string): Promise<Actor> {
  const [user] = await tx
    .select({ id: appUser.id, name: appUser.firstName, orgId: appUser.orgId })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.username, username)));
  if (!user) throw new Error(`demo user ${username} missing`);
  return { tenantId, userId: user.id, name: user.name, orgId: user.orgId };
}

export async function submit(tx: Tx, actor: Actor, processType: ProcessType, businessId: number, title: string, facts: ProcessFacts): Promise<InstanceRow> {
  const { instance } = await startInstance(tx, actor, { processType, businessId, title, facts }, (d) => startRun(d.bpmnXml, { steps: d.steps, facts }));
  return instance;
}

/** The open step's first assignee decides (or the given actor, when a demo account should appear). */
export async function decide(tx: Tx, instanceId: number, decision: Decision, options: { actor?: Actor; comment?: string; returnToStepId?: string } = {}): Promise<void> {
  const [task] = await tx
    .select()
    .from(workflowTask)
    .where(and(eq(workflowTask.instanceId, instanceId), eq(workflowTask.status, 'OPEN')));
  if (!task) throw new Error(`instance ${instanceId} has no open step`);
  let actor = options.actor;
  if (!actor || !task.candidateIds.includes(actor.userId)) {
    const [user] = await tx
      .select({ id: appUser.id, name: appUser.firstName, orgId: appUser.orgId, tenantId: appUser.tenantId })
      .from(appUser)
      .where(eq(appUser.id, task.candidateIds[0]!));
    actor = { tenantId: user!.tenantId, userId: user!.id, name: user!.name, orgId: user!.orgId };
  }
  const prepared = await prepareDecision(tx, actor, { taskId: task.id, decision, comment: options.comment, returnToStepId: options.returnToStepId }, () => true);
  await commitTransition(tx, actor, prepared);
}
