import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * One doctor's interaction timeline: every touch of the company with the doctor (visits, content
 * sent and read, meetings, tasks, learning, surveys, portal and WeCom, first prescriptions), newest
 * first, read from the records and the interaction event store in the caller's data range.
 */

const tags = ['doctor timeline'];

/** The kinds of touch a timeline can be narrowed to. */
export const TIMELINE_TYPES = ['visit', 'content', 'meeting', 'task', 'learning', 'survey', 'account', 'prescription'] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

/** The record an item opens. */
export const TIMELINE_RECORDS = ['visit', 'article', 'meeting', 'task'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const timelineQuery = z
  .object({
    type: z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
      .pipe(z.array(z.enum(TIMELINE_TYPES)).max(TIMELINE_TYPES.length).optional())
      .describe(`One kind or several, comma-separated: ${TIMELINE_TYPES.join(', ')}`),
    from: day.optional().describe('First day included, in the enterprise’s time zone'),
    to: day.optional().describe('Last day included, in the enterprise’s time zone'),
    cursor: z.string().max(200).optional().describe('The nextCursor of the page before'),
    size: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

export const timelineItemSchema = z.object({
  id: z.string().describe('The item’s key, unique in the timeline (its source and id)'),
  type: z.enum(TIMELINE_TYPES),
  event: z.string().describe('What happened: visit.completed, visit.planned, content.sent, content.opened, meeting.invited, task.todo, … (labels in the web catalogs)'),
  at: z.string().describe('When, ISO 8601; a planned visit or a task still to do may lie ahead'),
  title: z.string().describe('The subject in the caller’s language where it has one: the visit’s type, the article’s title, the meeting’s topic, the task’s title'),
  summary: z.string().nullable().describe('The outcome in a line: a visit’s result, products and notes; how a send was read; a task’s state'),
  recordId: z.number().int().nullable(),
  recordType: z.enum(TIMELINE_RECORDS).nullable(),
  by: z.string().nullable().describe('The staff member who made the touch, in the caller’s language'),
  channel: z.string().nullable(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const doctorTimeline = defineContract({
  method: 'GET',
  path: '/doctor/:id/timeline',
  tags,
  summary: 'One doctor’s interactions, newest first: visits, content, meetings, tasks, learning, surveys and more',
  description:
    'Visits and tasks are those the caller may see (their own, and their team’s for a manager); the doctor must be in the caller’s data range (404 otherwise). Pages follow nextCursor, null on the last page.',
  access: { permission: 'customer:doctorProfile:view' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: timelineQuery,
  result: z.object({ content: z.array(timelineItemSchema), nextCursor: z.string().nullable() }),
});

/** The kinds of touch counted in a doctor's summary: a touch that reached the doctor (tasks are the staff's own work). */
export const TOUCH_TYPES = ['visit', 'content', 'meeting', 'learning', 'survey', 'account', 'prescription'] as const satisfies readonly TimelineType[];
export type TouchType = (typeof TOUCH_TYPES)[number];

export const timelineSummarySchema = z.object({
  months: z.array(z.string()).describe('The months counted, oldest first, as YYYY-MM in the enterprise’s time zone; the last is the current month'),
  series: z
    .array(z.object({ type: z.enum(TOUCH_TYPES), counts: z.array(z.number().int()).describe('One count per month of months'), total: z.number().int() }))
    .describe('One series per kind of touch, every kind present even when its counts are all 0'),
  total: z.number().int(),
  lastTouch: z
    .object({ type: z.enum(TOUCH_TYPES), at: z.string() })
    .nullable()
    .describe('The latest touch up to now, in the months counted'),
});
export type TimelineSummary = z.infer<typeof timelineSummarySchema>;

export const doctorTimelineSummary = defineContract({
  method: 'GET',
  path: '/doctor/:id/timeline/summary',
  tags,
  summary: 'How often the company touched one doctor, by month and kind: the timeline counted',
  description:
    'Counts the timeline’s touches that reached the doctor up to now: visits done, content delivered (sent, opened or clicked), meetings, learning, surveys, portal and WeCom, first prescriptions. Planned visits, withheld sends and tasks are not touches. Visits are those the caller may see, as in the timeline.',
  access: { permission: 'customer:doctorProfile:view' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ months: z.coerce.number().int().min(1).max(36).default(12).describe('How many months back, the current one included') }),
  result: timelineSummarySchema,
});
