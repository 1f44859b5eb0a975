import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowInstance, workflowTask } from '../../db/schema/workflow/workflow';
import { notFound } from '../../lib/http-error';
import type { InstanceRow, Tx } from '../workflow/index';

/** A meeting's approval instance with the steps now open on it. */
export async function instanceWithOpenTasks(db: Database | Tx, tenantId: number, instanceId: number) {
  const [instance] = await db
    .select()
    .from(workflowInstance)
    .where(and(eq(workflowInstance.tenantId, tenantId), eq(workflowInstance.id, instanceId)));
  if (!instance) throw notFound();
  const openTasks = await db
    .select({ id: workflowTask.id, stepId: workflowTask.stepId, candidateIds: workflowTask.candidateIds })
    .from(workflowTask)
    .where(and(eq(workflowTask.tenantId, tenantId), eq(workflowTask.instanceId, instanceId), eq(workflowTask.status, 'OPEN')));
  return { instance: instance as InstanceRow, openTasks };
}
