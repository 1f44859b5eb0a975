import { z } from 'zod';
import { httpUrl } from '../http-url';

/** Meeting vocabulary and the bodies of the meeting form, payment form and public sign-in. */

export const MEETING_TYPES = ['ACADEMIC_CONFERENCE', 'DEPARTMENT_MEETING', 'CITY_MEETING', 'ONLINE'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

export const BUDGET_CATEGORIES = ['VENUE', 'CATERING', 'TRAVEL', 'HONORARIA', 'OTHER'] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];
/** Lines typed in the form; the honoraria line is the sum of the speakers' fees. */
export const EXPENSE_CATEGORIES = ['VENUE', 'CATERING', 'TRAVEL', 'OTHER'] as const;

/**
 * DRAFT → IN_APPROVAL → APPROVED (or REJECTED back to the applicant, or CANCELLED) → after the
 * meeting CONFIRMED by the applicant → PAYMENT_IN_APPROVAL (or PAYMENT_REJECTED) → PAID.
 */
export const MEETING_STATUSES = ['DRAFT', 'IN_APPROVAL', 'REJECTED', 'APPROVED', 'CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID', 'CANCELLED'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** The list groups of the `/meeting` pages and their tabs (spec 2.3). */
export const MEETING_LIST_TABS = {
  apply: ['approved', 'submitted', 'myApproval'],
  approve: ['pendingApproved', 'doneApproved', 'myApproved'],
  meeting: ['unfinished', 'inProgress', 'ended'],
  payment: ['toSubmit', 'submitted', 'myApproval'],
  paymentApprove: ['pendingApproved', 'doneApproved'],
  met: ['beConfirmed', 'unfinished', 'doneConfirmed'],
} as const;
export type MeetingListGroup = keyof typeof MEETING_LIST_TABS;

export const FILE_KINDS = ['ATTACHMENT', 'INVOICE'] as const;
export const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'application/ofd'] as const;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const id = z.number().int().positive();
const cents = z.number().int().min(0).max(10_000_000_000);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const meetingBudgetLineInput = z.object({
  category: z.enum(EXPENSE_CATEGORIES),
  amountCents: cents,
  description: optionalText(200),
});

export const meetingSpeakerInput = z.object({
  speakerId: id.describe('an approved speaker profile'),
  feeCents: cents.describe('honorarium for this meeting, at most the speaker’s fee rate'),
  travelCents: cents.default(0).describe('travel and lodging paid for the speaker'),
  lectureTitle: optionalText(200),
});

export const agendaItemInput = z.object({
  startsAt: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .describe('HH:mm local time'),
  title: z.string().trim().min(1).max(200),
  speakerId: id.nullable().optional(),
});

export const meetingBody = z.object({
  type: z.enum(MEETING_TYPES),
  topic: z.string().trim().min(2).max(200),
  description: optionalText(2000),
  productIds: z.array(id).min(1).max(10),
  startAt: z.iso.datetime({ offset: true }),
  endAt: z.iso.datetime({ offset: true }),
  venue: optionalText(200).describe('required unless the meeting is online'),
  onlineLink: httpUrl().max(500).nullable().optional().describe('required for an online meeting'),
  expectedAttendees: z.number().int().min(1).max(5000),
  institutionId: id.nullable().optional(),
  supplierId: id.nullable().optional(),
  costCentreId: id.nullable().optional().describe('required to submit'),
  internalOrderId: id.nullable().optional(),
  budgetLines: z.array(meetingBudgetLineInput).max(20).default([]),
  speakers: z.array(meetingSpeakerInput).max(20).default([]),
  invitedDoctorIds: z.array(id).max(500).default([]),
  agenda: z.array(agendaItemInput).max(50).default([]),
  libraryVersionIds: z.array(id).max(20).default([]).describe('approved medical-library material versions'),
});
export type MeetingBody = z.infer<typeof meetingBody>;

export const meetingPaymentBody = z.object({
  lines: z.array(z.object({ category: z.enum(EXPENSE_CATEGORIES), actualCents: cents, description: optionalText(200) })).max(20),
  speakers: z.array(z.object({ speakerId: id, actualFeeCents: cents, actualTravelCents: cents.default(0) })).max(20),
  remark: optionalText(1000),
});
export type MeetingPaymentBody = z.infer<typeof meetingPaymentBody>;

export const meetingDecisionBody = z.object({
  taskId: id.optional().describe('the open step being decided (myTask.taskId); a repeated decision then answers 409'),
  decision: z.enum(['APPROVE', 'REJECT', 'RETURN']),
  comment: z.string().trim().max(1000).optional(),
  returnToStepId: z.string().max(40).optional(),
});

export const meetingCommentBody = z.object({ comment: z.string().trim().max(1000).optional() });

export const meetingListQuery = z.object({
  group: z.enum(Object.keys(MEETING_LIST_TABS) as [MeetingListGroup, ...MeetingListGroup[]]),
  tab: z.string().max(40),
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** Public sign-in (no token): the attendee proves the meeting's code, then signs in. */
export const signInCodeBody = z.object({ code: z.string().trim().min(4).max(12) });
export const publicMeetingQuery = z.object({
  meetingId: z.uuid(),
  realm: z.string().min(1).max(100),
});
export const hospitalSearchQuery = publicMeetingQuery.extend({
  code: z.string().trim().min(4).max(12),
  keyword: z.string().trim().min(1).max(50),
});
export const meetingSignQuery = publicMeetingQuery.extend({
  code: z.string().trim().min(4).max(12),
  name: z.string().trim().min(1).max(50),
  hospitalId: z.coerce.number().int().positive().optional(),
  hospitalName: z.string().trim().max(100).optional(),
  department: z.string().trim().max(50).optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/),
});
