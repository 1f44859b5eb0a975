import { z } from 'zod';
import { defineContract } from '../contract';
import { MEETING_STATUSES, MEETING_TYPES, type MeetingStatus } from '../meeting-schemas';

const id = z.number().int();
const cents = z.number().int().describe('integer cents');
const when = z.string().describe('ISO 8601');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'YYYY-MM-DD' });

/** A row of every meeting list. */
export const meetingListItemSchema = z.object({
  id,
  code: z.string(),
  type: z.string(),
  topic: z.string(),
  status: z.string(),
  startAt: when,
  endAt: when,
  venue: z.string().nullable(),
  applicantId: id,
  applicantName: z.string(),
  applicantNameEn: z.string().nullable(),
  orgName: z.string().nullable(),
  orgNameEn: z.string().nullable(),
  estimatedTotalCents: cents,
  actualTotalCents: cents.nullable(),
  signInCount: z.number().int(),
  currentStep: z.object({ name: z.string(), nameEn: z.string() }).nullable().describe('the open step of the approval the tab is about'),
  myTaskId: id.nullable().describe('the caller’s open step, to decide from the list'),
  updatedAt: when,
});
export type MeetingListItem = z.infer<typeof meetingListItemSchema>;

const statusList = z
  .string()
  .trim()
  .max(200)
  .transform((value, context) => {
    const statuses = value.split(',').filter(Boolean);
    const unknown = statuses.find((status) => !(MEETING_STATUSES as readonly string[]).includes(status));
    if (unknown) context.addIssue({ code: 'custom', message: `unknown status ${unknown}` });
    return statuses as MeetingStatus[];
  });

export const allMeetingsQuerySchema = z
  .object({
    keyword: z.string().trim().max(100).optional(),
    status: statusList.optional().describe('comma-separated meeting statuses; none: every status'),
    type: z.enum(MEETING_TYPES).optional(),
    from: isoDate.optional().describe('meetings starting on or after this day (tenant time zone)'),
    to: isoDate.optional().describe('meetings starting on or before this day (tenant time zone)'),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'before from' });

/** Every meeting of the caller's data range, in any status after the draft, for oversight. */
export const listAllMeetings = defineContract({
  method: 'GET',
  path: '/meeting/all',
  tags: ['meetings'],
  summary: 'Every meeting of the caller’s data range (drafts only their own), newest first, with search and filters',
  description: 'For administrators, compliance and managers: a meeting in approval, approved, held, paid or cancelled, whoever applied.',
  access: { permission: 'meeting:all:list' },
  query: allMeetingsQuerySchema,
  result: z.object({ content: z.array(meetingListItemSchema), totalElements: z.number().int() }),
});
