import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { batchCloseBody, batchShiftBody, createTaskBody, updateTaskBody } from '@crm/shared/contracts/visit-schemas';
import type { Task } from '@crm/shared/contracts/tasks';
import { task } from '../../db/schema/tasks/tasks';
import { badRequest } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { visibleDoctorIds } from '../customers/index';
import { requireAssignable } from './assignees';
import { notifyAssignees } from './task-notices';
import { requireManageable, requireTask } from './task-queries';
import { writeLogs } from './task-repository';
import { dictionaryOf } from '@crm/shared/object-keys';

async function checkDoctor(context: RequestContext, doctorId: number | null | undefined) {
  if (doctorId && !(await visibleDoctorIds(context.db, context.principal, [doctorId])).has(doctorId)) throw badRequest('doctorNotVisible');
}

/** Creates one task per assignee and tells each of them. */
export async function createTasks(context: RequestContext, body: z.output<typeof createTaskBody>): Promise<Task[]> {
  const { principal } = context;
  if (new Date(body.dueAt).getTime() < Date.now() - 60_000) throw badRequest('taskDueInPast');
  await checkDoctor(context, body.doctorId);
  const assignees = await requireAssignable(context.db, principal, body.assigneeIds);
  const ids = await context.db.transaction(async (tx) => {
    const created = await tx
      .insert(task)
      .values(
        [...assignees].map(([assigneeId, path]) => ({
          tenantId: principal.tenant.id,
          type: body.type,
          title: body.title,
          description: body.description ?? null,
          doctorId: body.doctorId ?? null,
          creatorId: principal.userId,
          assigneeId,
          assigneeOrgPath: path,
          dueAt: new Date(body.dueAt),
          important: body.important,
        })),
      )
      .returning({ id: task.id, assigneeId: task.assigneeId });
    await writeLogs(
      tx,
      created.map((c) => ({
        tenantId: principal.tenant.id,
        taskId: c.id,
        actorId: principal.userId,
        action: 'create' as const,
        detail: { title: body.title, assigneeId: c.assigneeId, dueAt: body.dueAt },
      })),
    );
    return created;
  });
  const rows = await requireManageable(
    context,
    ids.map((c) => c.id),
  );
  await notifyAssignees(context.host, principal, rows, 'assigned');
  return rows;
}

/** Edits a task, or marks it completed or to do again. */
export async function updateTask(context: RequestContext, id: number, body: z.output<typeof updateTaskBody>): Promise<Task> {
  const { principal } = context;
  const before = await requireTask(context, id);
  await checkDoctor(context, body.doctorId);
  const statusChange = body.status && body.status !== before.status ? body.status : undefined;
  if (before.status === 'closed') throw badRequest('taskNotManageable', { count: 1 });
  await context.db.transaction(async (tx) => {
    await tx
      .update(task)
      .set({
        ...body,
        dueAt: body.dueAt ? new Date(body.dueAt) : undefined,
        completedAt: statusChange === 'completed' ? new Date() : statusChange === 'todo' ? null : undefined,
        remindedAt: body.dueAt ? null : undefined,
        updatedAt: new Date(),
      })
      .where(and(eq(task.tenantId, principal.tenant.id), eq(task.id, before.id)));
    const action = statusChange === 'completed' ? 'complete' : statusChange === 'todo' ? 'reopen' : 'update';
    await writeLogs(tx, [
      { tenantId: principal.tenant.id, taskId: before.id, actorId: principal.userId, action, detail: { before: pick(before, Object.keys(body)), after: body } },
    ]);
  });
  const [after] = await requireManageable(context, [before.id]);
  return after!;
}

/** Closes several tasks the caller may manage; all or none. */
export async function closeTasks(context: RequestContext, body: z.output<typeof batchCloseBody>): Promise<{ closed: number }> {
  const { principal } = context;
  const rows = await requireManageable(context, body.ids);
  const open = rows.filter((r) => r.status !== 'closed');
  await context.db.transaction(async (tx) => {
    if (open.length === 0) return;
    await tx
      .update(task)
      .set({ status: 'closed', closedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(task.tenantId, principal.tenant.id),
          inArray(
            task.id,
            open.map((r) => r.id),
          ),
        ),
      );
    await writeLogs(
      tx,
      open.map((r) => ({
        tenantId: principal.tenant.id,
        taskId: r.id,
        actorId: principal.userId,
        action: 'close' as const,
        detail: { from: r.status, reason: body.reason ?? null },
      })),
    );
  });
  return { closed: open.length };
}

/** Transfers several tasks to another user, who is told; all or none. */
export async function shiftTasks(context: RequestContext, body: z.output<typeof batchShiftBody>): Promise<{ shifted: number }> {
  const { principal } = context;
  const rows = await requireManageable(context, body.ids);
  const target = await requireAssignable(context.db, principal, [body.assigneeId]);
  const path = target.get(body.assigneeId)!;
  const moving = rows.filter((r) => r.assignee.id !== body.assigneeId && r.status !== 'closed');
  await context.db.transaction(async (tx) => {
    if (moving.length === 0) return;
    await tx
      .update(task)
      .set({ assigneeId: body.assigneeId, assigneeOrgPath: path, remindedAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(task.tenantId, principal.tenant.id),
          inArray(
            task.id,
            moving.map((r) => r.id),
          ),
        ),
      );
    await writeLogs(
      tx,
      moving.map((r) => ({
        tenantId: principal.tenant.id,
        taskId: r.id,
        actorId: principal.userId,
        action: 'transfer' as const,
        detail: { from: r.assignee.id, to: body.assigneeId, reason: body.reason ?? null },
      })),
    );
  });
  if (moving.length)
    await notifyAssignees(
      context.host,
      principal,
      await requireManageable(
        context,
        moving.map((r) => r.id),
      ),
      'transferred',
    );
  return { shifted: moving.length };
}

function pick(row: object, keys: string[]): Record<string, unknown> {
  return dictionaryOf(keys.map((k) => [k, (row as Record<string, unknown>)[k]]));
}
