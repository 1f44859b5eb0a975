import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { task } from '../../db/schema/index';
import { z } from 'zod';
import { batchCloseBody, batchShiftBody, createTaskBody, taskPageBody, TASK_TABS, updateTaskBody } from '@crm/shared/visit-schemas';
import { envelope, ok, page } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { visibleDoctorIds } from '../customers/access/doctor-scope';
import type { Principal } from '../../platform/principal';
import { requireAssignable } from './assignees';
import { notifyAssignees } from './task-notices';
import { countTasks, findLogs, findTasks, writeLogs } from './task-repository';
import { dayBounds, labelCondition, manageableCondition, scopeCondition, tabCondition } from './task-scope';
import { taskLogSchema, taskPageSchema, taskSchema } from './task-schemas';
import { containsPattern } from '../../lib/query-params';

const tags = ['tasks'];
const LIST = { access: { permission: 'task:task:list' } } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const pageQuery = z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(20) });

/** Spec 7.5 tasks: tabs by due day in the tenant's zone, create, update, batch close and transfer, logs. */
export async function taskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function requireManageable(principal: Principal, ids: number[]) {
    const unique = [...new Set(ids)];
    const bounds = dayBounds(principal.tenant.timeZone);
    const rows = await findTasks(app.db, {
      tenantId: principal.tenant.id,
      conditions: [sql`t.id = any(${sql.param(unique)}::bigint[])`, manageableCondition(principal)],
      todayStart: bounds.start,
      limit: unique.length,
      offset: 0,
    });
    if (rows.length !== unique.length) throw badRequest('taskNotManageable', { count: unique.length - rows.length });
    return rows;
  }

  async function checkDoctor(principal: Principal, doctorId: number | null | undefined) {
    if (doctorId && !(await visibleDoctorIds(app.db, principal, [doctorId])).has(doctorId)) throw badRequest('doctorNotVisible');
  }

  app.get(
    '/task/type/num',
    { config: LIST, schema: { tags, summary: 'How many of the caller’s tasks each tab and label holds', response: { 200: envelope(z.record(z.string(), z.number().int())) } } },
    async (request) => {
      const principal = requirePrincipal(request);
      const bounds = dayBounds(principal.tenant.timeZone);
      const mine = scopeCondition(principal, 'mine');
      const counts: Record<string, number> = {};
      for (const tab of TASK_TABS) counts[tab] = await countTasks(app.db, principal.tenant.id, [mine, tabCondition(tab, bounds)]);
      for (const label of ['todo', 'completed', 'important'] as const) counts[label] = await countTasks(app.db, principal.tenant.id, [mine, labelCondition(label, bounds)]);
      return ok(counts);
    },
  );

  app.post(
    '/task/page',
    {
      config: { ...LIST, readOnly: true },
      schema: {
        tags,
        summary: 'A page of tasks of one tab, label and scope (mine, created by me, my team)',
        querystring: pageQuery,
        body: taskPageBody,
        response: { 200: envelope(taskPageSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { tab, label, scope, keyword, doctorId } = request.body;
      const bounds = dayBounds(principal.tenant.timeZone);
      const conditions = [scopeCondition(principal, scope), tabCondition(tab, bounds)];
      if (label) conditions.push(labelCondition(label, bounds));
      if (keyword) conditions.push(sql`t.title ilike ${containsPattern(keyword)}`);
      if (doctorId) conditions.push(sql`t.doctor_id = ${doctorId}`);
      const { page: pageIndex, size } = request.query;
      const [content, total] = await Promise.all([
        findTasks(app.db, { tenantId: principal.tenant.id, conditions, todayStart: bounds.start, limit: size, offset: pageIndex * size }),
        countTasks(app.db, principal.tenant.id, conditions),
      ]);
      return ok(page(content, total));
    },
  );

  app.get(
    '/task/find/:id',
    { config: LIST, schema: { tags, summary: 'One task the caller may manage', params: idParams, response: { 200: envelope(taskSchema) } } },
    async (request) => {
      const [found] = await requireManageable(requirePrincipal(request), [request.params.id]).catch(() => {
        throw notFound();
      });
      return ok(found!);
    },
  );

  app.post(
    '/task/create',
    {
      config: { access: { permission: 'task:task:add' } },
      schema: { tags, summary: 'Creates one task per assignee and tells each of them', body: createTaskBody, response: { 200: envelope(z.array(taskSchema)) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const body = request.body;
      if (new Date(body.dueAt).getTime() < Date.now() - 60_000) throw badRequest('taskDueInPast');
      await checkDoctor(principal, body.doctorId);
      const assignees = await requireAssignable(app.db, principal, body.assigneeIds);
      const ids = await app.db.transaction(async (tx) => {
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
        principal,
        ids.map((c) => c.id),
      );
      await notifyAssignees(app, principal, rows, 'assigned');
      return ok(rows);
    },
  );

  app.put(
    '/task/update/:id',
    {
      config: LIST,
      schema: { tags, summary: 'Edits a task, or marks it completed or to do again', params: idParams, body: updateTaskBody, response: { 200: envelope(taskSchema) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const [before] = await requireManageable(principal, [request.params.id]);
      const body = request.body;
      await checkDoctor(principal, body.doctorId);
      const statusChange = body.status && body.status !== before!.status ? body.status : undefined;
      if (before!.status === 'closed') throw badRequest('taskNotManageable', { count: 1 });
      await app.db.transaction(async (tx) => {
        await tx
          .update(task)
          .set({
            ...body,
            dueAt: body.dueAt ? new Date(body.dueAt) : undefined,
            completedAt: statusChange === 'completed' ? new Date() : statusChange === 'todo' ? null : undefined,
            remindedAt: body.dueAt ? null : undefined,
            updatedAt: new Date(),
          })
          .where(and(eq(task.tenantId, principal.tenant.id), eq(task.id, before!.id)));
        const action = statusChange === 'completed' ? 'complete' : statusChange === 'todo' ? 'reopen' : 'update';
        await writeLogs(tx, [
          { tenantId: principal.tenant.id, taskId: before!.id, actorId: principal.userId, action, detail: { before: pick(before!, Object.keys(body)), after: body } },
        ]);
      });
      const [after] = await requireManageable(principal, [before!.id]);
      return ok(after!);
    },
  );

  app.put(
    '/task/batch/close',
    {
      config: { access: { permission: 'task:task:close' } },
      schema: {
        tags,
        summary: 'Closes several tasks the caller may manage; all or none',
        body: batchCloseBody,
        response: { 200: envelope(z.object({ closed: z.number().int() })) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const rows = await requireManageable(principal, request.body.ids);
      const open = rows.filter((r) => r.status !== 'closed');
      await app.db.transaction(async (tx) => {
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
            detail: { from: r.status, reason: request.body.reason ?? null },
          })),
        );
      });
      return ok({ closed: open.length });
    },
  );

  app.put(
    '/task/batch/shift',
    {
      config: { access: { permission: 'task:task:shift' } },
      schema: {
        tags,
        summary: 'Transfers several tasks to another user, who is told; all or none',
        body: batchShiftBody,
        response: { 200: envelope(z.object({ shifted: z.number().int() })) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const rows = await requireManageable(principal, request.body.ids);
      const target = await requireAssignable(app.db, principal, [request.body.assigneeId]);
      const path = target.get(request.body.assigneeId)!;
      const moving = rows.filter((r) => r.assignee.id !== request.body.assigneeId && r.status !== 'closed');
      await app.db.transaction(async (tx) => {
        if (moving.length === 0) return;
        await tx
          .update(task)
          .set({ assigneeId: request.body.assigneeId, assigneeOrgPath: path, remindedAt: null, updatedAt: new Date() })
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
            detail: { from: r.assignee.id, to: request.body.assigneeId, reason: request.body.reason ?? null },
          })),
        );
      });
      if (moving.length)
        await notifyAssignees(
          app,
          principal,
          await requireManageable(
            principal,
            moving.map((r) => r.id),
          ),
          'transferred',
        );
      return ok({ shifted: moving.length });
    },
  );

  app.post(
    '/task/log/find/:id',
    { config: LIST, schema: { tags, summary: 'Every change of a task, oldest first', params: idParams, response: { 200: envelope(z.array(taskLogSchema)) } } },
    async (request) => {
      const principal = requirePrincipal(request);
      await requireManageable(principal, [request.params.id]).catch(() => {
        throw notFound();
      });
      return ok(await findLogs(app.db, request.params.id));
    },
  );
}

function pick(row: object, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, (row as Record<string, unknown>)[k]]));
}
