import { z } from 'zod';

/** Visit and task payloads, shared by the server's validation and the web forms. */

const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const dictCode = z.string().trim().min(1).max(40);

export const VISIT_STATUSES = ['planned', 'completed', 'cancelled'] as const;

export const visitBody = z.object({
  doctorId: z.number().int().positive(),
  status: z.enum(['planned', 'completed']).default('completed'),
  startAt: isoDateTime,
  endAt: isoDateTime,
  visitType: dictCode,
  purpose: dictCode,
  duration: dictCode.nullable().optional(),
  result: dictCode.nullable().optional(),
  productIds: z.array(z.number().int().positive()).max(20).default([]),
  participantIds: z.array(z.number().int().positive()).max(10).default([]),
  notes: z.string().trim().max(2000).nullable().optional(),
  nextStep: z.string().trim().max(500).nullable().optional(),
  location: z.string().trim().max(200).nullable().optional(),
});
export type VisitBody = z.infer<typeof visitBody>;

/** Logging a planned visit as done: what happened. */
export const completeVisitBody = visitBody.pick({ startAt: true, endAt: true, duration: true, notes: true, nextStep: true, productIds: true }).extend({
  result: dictCode,
});

export const visitFilter = z.object({
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  status: z.enum(VISIT_STATUSES).optional(),
  visitType: dictCode.optional(),
  purpose: dictCode.optional(),
  result: dictCode.optional(),
  userId: z.number().int().positive().optional(),
  doctorId: z.number().int().positive().optional(),
  hospitalId: z.number().int().positive().optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type VisitFilter = z.infer<typeof visitFilter>;

export const TASK_TABS = ['all', 'today', 'after', 'expired'] as const;
export const TASK_LABELS = ['todo', 'completed', 'expired', 'important'] as const;
export const TASK_TYPES = ['VISIT', 'FOLLOW_UP', 'MEETING', 'MATERIAL', 'REPORT', 'OTHER'] as const;

export const createTaskBody = z.object({
  type: z.enum(TASK_TYPES),
  title: z.string().trim().min(1).max(100),
  description: z.string().trim().max(2000).nullable().optional(),
  doctorId: z.number().int().positive().nullable().optional(),
  assigneeIds: z.array(z.number().int().positive()).min(1).max(50),
  dueAt: isoDateTime,
  important: z.boolean().default(false),
});

export const updateTaskBody = z.object({
  type: z.enum(TASK_TYPES).optional(),
  title: z.string().trim().min(1).max(100).optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  doctorId: z.number().int().positive().nullable().optional(),
  dueAt: isoDateTime.optional(),
  important: z.boolean().optional(),
  status: z.enum(['todo', 'completed']).optional(),
});

export const taskPageBody = z.object({
  tab: z.enum(TASK_TABS).default('all'),
  label: z.enum(TASK_LABELS).optional(),
  scope: z.enum(['mine', 'created', 'team']).default('mine'),
  keyword: z.string().trim().max(50).optional(),
  doctorId: z.number().int().positive().optional(),
});

export const batchCloseBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200), reason: z.string().trim().max(500).optional() });
export const batchShiftBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200), assigneeId: z.number().int().positive(), reason: z.string().trim().max(500).optional() });
