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

/**
 * Minutes each standard visit-duration code (dictionary visitDuration) stands for: '5' under 5
 * minutes, '15' 5–15, '30' 15–30, '60' 30–60, '90' over 60. Bounds are inclusive, so a visit of
 * exactly 15 minutes may be given as either neighbour. Codes a tenant adds itself are not checked.
 */
export const VISIT_DURATION_MINUTES: Readonly<Record<string, readonly [number, number]>> = {
  '5': [0, 5],
  '15': [5, 15],
  '30': [15, 30],
  '60': [30, 60],
  '90': [60, Number.POSITIVE_INFINITY],
};

/** Whole minutes from start to end (negative when the end comes first). */
export function visitMinutes(startAt: string | Date, endAt: string | Date): number {
  return Math.round((new Date(endAt).getTime() - new Date(startAt).getTime()) / 60_000);
}

/** Whether a duration code agrees with the minutes between start and end. */
export function durationMatches(code: string, minutes: number): boolean {
  const range = VISIT_DURATION_MINUTES[code];
  return !range || (minutes >= range[0] && minutes <= range[1]);
}

/** The standard duration code for a visit of so many minutes, or null when it has none (not positive). */
export function durationCodeFor(minutes: number): string | null {
  if (!(minutes > 0)) return null;
  return Object.entries(VISIT_DURATION_MINUTES).find(([, [min, max]]) => minutes >= min && minutes <= max)?.[0] ?? null;
}

/**
 * The duration code a visit is stored with: derived from its start and end, so that it never has to
 * be asked for. A code sent that fits the times is kept (a visit of exactly 15 minutes may be '15'
 * or '30', and a tenant's own codes are not checked); one that does not fit gives way to the derived.
 */
export function visitDurationOf(sent: string | null | undefined, minutes: number): string | null {
  if (sent && durationMatches(sent, minutes)) return sent;
  return durationCodeFor(minutes);
}

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
export const batchShiftBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(200),
  assigneeId: z.number().int().positive(),
  reason: z.string().trim().max(500).optional(),
});
