import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { batchCloseBody, batchShiftBody, createTaskBody, taskPageBody, updateTaskBody } from './visit-schemas';

/** Spec 7.5 tasks: tabs by due day in the tenant's zone, create, update, batch close and transfer, logs. */

const tags = ['tasks'];
const person = z.object({ id: z.number().int(), firstName: z.string(), nameEn: z.string().nullable() });

export const taskSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  important: z.boolean(),
  expired: z.boolean().describe('To do and due before today in the tenant’s time zone'),
  dueAt: z.string(),
  completedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  doctor: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable(), hospital: z.string(), hospitalEn: z.string().nullable() }).nullable(),
  assignee: person,
  creator: person,
});
/** A task as every task call answers it (type one of TASK_TYPES; status todo, completed or closed). */
export type Task = z.infer<typeof taskSchema>;

export const taskLogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  actor: person.nullable(),
  createdAt: z.string(),
});
/** One change of a task (action: create, update, complete, reopen, close, transfer or remind). */
export type TaskLog = z.infer<typeof taskLogSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const pageQuery = z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(20) });

export const taskCounts = defineContract({
  method: 'GET',
  path: '/task/type/num',
  tags,
  summary: 'How many of the caller’s tasks each tab and label holds',
  access: { permission: 'task:task:list' },
  result: z.record(z.string(), z.number().int()),
});

export const taskPage = defineContract({
  method: 'POST',
  path: '/task/page',
  readOnly: true,
  tags,
  summary: 'A page of tasks of one tab, label and scope (mine, created by me, my team)',
  access: { permission: 'task:task:list' },
  query: pageQuery,
  body: taskPageBody,
  encoding: 'json',
  result: pageOf(taskSchema),
});

export const getTask = defineContract({
  method: 'GET',
  path: '/task/find/:id',
  tags,
  summary: 'One task the caller may manage',
  access: { permission: 'task:task:list' },
  params: idParams,
  result: taskSchema,
});

export const createTask = defineContract({
  method: 'POST',
  path: '/task/create',
  tags,
  summary: 'Creates one task per assignee and tells each of them',
  access: { permission: 'task:task:add' },
  body: createTaskBody,
  encoding: 'json',
  result: z.array(taskSchema),
});

export const updateTask = defineContract({
  method: 'PUT',
  path: '/task/update/:id',
  tags,
  summary: 'Edits a task, or marks it completed or to do again',
  access: { permission: 'task:task:edit' },
  params: idParams,
  body: updateTaskBody,
  encoding: 'json',
  result: taskSchema,
});

export const closeTasks = defineContract({
  method: 'PUT',
  path: '/task/batch/close',
  tags,
  summary: 'Closes several tasks the caller may manage; all or none',
  description: 'Safe to send again with an `Idempotency-Key` header. `closed` counts the tasks this call closed: a task already closed (by someone else) is not counted.',
  access: { permission: 'task:task:close' },
  idempotent: true,
  body: batchCloseBody,
  encoding: 'json',
  result: z.object({ closed: z.number().int() }),
});

export const shiftTasks = defineContract({
  method: 'PUT',
  path: '/task/batch/shift',
  tags,
  summary: 'Transfers several tasks to another user, who is told; all or none',
  access: { permission: 'task:task:shift' },
  body: batchShiftBody,
  encoding: 'json',
  result: z.object({ shifted: z.number().int() }),
});

export const taskLogs = defineContract({
  method: 'POST',
  path: '/task/log/find/:id',
  tags,
  summary: 'Every change of a task, oldest first',
  readOnly: true,
  access: { permission: 'task:task:list' },
  params: idParams,
  result: z.array(taskLogSchema),
});
