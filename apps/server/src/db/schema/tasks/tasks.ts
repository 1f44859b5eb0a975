import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { doctor } from '../customers/customers';
import { appUser } from '../platform/tenancy';
import { id, tenantId, at, byteOrder, updatedAt, createdAt } from '../platform/columns';

export type TaskStatus = 'todo' | 'completed' | 'closed';

/** A to-do of one assignee; creating for several assignees makes one task each. */
export const task = pgTable(
  'task',
  {
    id: id(),
    tenantId: tenantId(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    doctorId: bigint('doctor_id', { mode: 'number' }).references(() => doctor.id, { onDelete: 'set null' }),
    creatorId: bigint('creator_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    assigneeId: bigint('assignee_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    /** The assignee's organization path, so a manager's team tasks are one prefix scan. */
    assigneeOrgPath: text('assignee_org_path').notNull(),
    dueAt: at('due_at').notNull(),
    important: boolean('important').notNull().default(false),
    status: text('status').$type<TaskStatus>().notNull().default('todo'),
    completedAt: at('completed_at'),
    closedAt: at('closed_at'),
    /** When the due-day morning reminder went out; set once, so several instances remind once. */
    remindedAt: at('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('task_tenant_assignee_due').on(t.tenantId, t.assigneeId, t.dueAt),
    index('task_tenant_path_due').on(t.tenantId, byteOrder(t.assigneeOrgPath), t.dueAt),
    index('task_tenant_doctor').on(t.tenantId, t.doctorId),
    index('task_due_unreminded')
      .on(t.dueAt)
      .where(sql`status = 'todo' and reminded_at is null`),
  ],
);

export type TaskLogAction = 'create' | 'update' | 'complete' | 'reopen' | 'close' | 'transfer' | 'remind';

export const taskLog = pgTable(
  'task_log',
  {
    id: id(),
    tenantId: tenantId(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => task.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => appUser.id, { onDelete: 'set null' }),
    action: text('action').$type<TaskLogAction>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('task_log_task').on(t.taskId, t.createdAt)],
);
