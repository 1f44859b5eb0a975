import { z } from 'zod';
import { defineContract } from '../contract';
import type { PermissionMark } from '../permissions';
import { pageOf } from '../envelope';
import {
  MEETING_LIST_TABS,
  MEETING_STATUSES,
  MEETING_TYPES,
  meetingCommentBody,
  meetingListQuery,
  meetingPaymentBody,
  type MeetingListGroup,
  type MeetingStatus,
} from './meeting-schemas';

const id = z.number().int();
const cents = z.number().int().describe('integer cents');
const when = z.string().describe('ISO 8601');
const idParams = z.object({ id: z.coerce.number().int().positive() });
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

/** The permission of each group of tabs of the `/meeting` pages. */
export const MEETING_GROUP_PERMISSIONS = {
  apply: 'meeting:application:list',
  approve: 'meeting:approval:list',
  meeting: 'meeting:meeting:view',
  payment: 'meeting:payment:list',
  paymentApprove: 'meeting:paymentApproval:list',
  met: 'meeting:confirmation:list',
} as const satisfies Record<MeetingListGroup, PermissionMark>;

/** Meetings of one tab of the /meeting pages; the group asked for decides the permission needed. */
export const meetingPage = defineContract({
  method: 'GET',
  path: '/meeting/page',
  tags: ['meetings'],
  summary: 'Meetings of one tab of the /meeting pages',
  description: Object.entries(MEETING_LIST_TABS)
    .map(([group, tabs]) => `\`${group}\` (${MEETING_GROUP_PERMISSIONS[group as MeetingListGroup]}): ${tabs.join(', ')}`)
    .join('; '),
  access: { authenticated: true, checks: Object.values(MEETING_GROUP_PERMISSIONS) },
  query: meetingListQuery,
  result: pageOf(meetingListItemSchema),
});

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
  result: pageOf(meetingListItemSchema),
});

/** What every change of a meeting answers: its id, new status and code. */
export const meetingStateSchema = z.object({ id, status: z.string(), code: z.string() });
export type MeetingState = z.infer<typeof meetingStateSchema>;

export const signInInfoSchema = z.object({
  code: z.string().describe('the sign-in code attendees type'),
  url: z.string().describe('the public sign-in page'),
  qrCodeDataUrl: z.string().describe('PNG data URL of a QR code of the url'),
  signInCount: z.number().int(),
});
export type SignInInfo = z.infer<typeof signInInfoSchema>;

export const attendanceItemSchema = z.object({
  id,
  name: z.string(),
  mobile: z.string(),
  hospitalName: z.string().nullable(),
  department: z.string().nullable(),
  doctorId: id.nullable(),
  isInvited: z.boolean(),
  signedAt: when,
});
export type Attendee = z.infer<typeof attendanceItemSchema>;

/** The meeting day: the sign-in code and QR code, who signed in, and the applicant's confirmation. */

export const meetingSignIn = defineContract({
  method: 'GET',
  path: '/meeting/:id/sign-in',
  tags: ['meetings'],
  summary: 'The sign-in code, public page address and QR code of an approved meeting',
  access: { authenticated: true },
  params: idParams,
  result: signInInfoSchema,
});

export const meetingAttendance = defineContract({
  method: 'GET',
  path: '/meeting/:id/attendance',
  tags: ['meetings'],
  summary: 'Who signed in on the public page, and whether they were invited',
  access: { authenticated: true },
  params: idParams,
  result: z.array(attendanceItemSchema),
});

export const confirmMeeting = defineContract({
  method: 'POST',
  path: '/meeting/:id/confirm',
  tags: ['meetings'],
  summary: 'The applicant confirms that the meeting took place as approved (after its end), which opens its payment',
  access: { permission: 'meeting:confirmation:confirm' },
  params: idParams,
  body: meetingCommentBody.default({}),
  encoding: 'json',
  result: meetingStateSchema,
});

const option = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() });
export const formOptionsSchema = z.object({
  products: z.array(option),
  institutions: z.array(option),
  suppliers: z.array(option.extend({ type: z.string() })),
  costCentres: z.array(option.extend({ code: z.string() })),
  internalOrders: z.array(option.extend({ code: z.string(), costCentreId: z.number().int(), productId: z.number().int().nullable() })),
  speakers: z.array(
    option.extend({
      doctorId: z.number().int(),
      hospitalName: z.string(),
      tier: z.string(),
      feeRateCents: z.number().int(),
      productIds: z.array(z.number().int()).describe('empty: any product'),
    }),
  ),
  materials: z.array(option.extend({ materialId: z.number().int(), materialType: z.string(), version: z.number().int(), validUntil: z.string() })),
});
export type FormOptions = z.infer<typeof formOptionsSchema>;

export const meetingFormOptions = defineContract({
  method: 'GET',
  path: '/meeting/form-options',
  tags: ['meetings'],
  summary: 'What the meeting form may choose: products, institutions, qualified suppliers, CC/IO, approved speakers and materials',
  access: { permission: 'meeting:application:view' },
  result: formOptionsSchema,
});

/** After a confirmed meeting: actual expenses per line and per speaker, then the payment chain. */

export const saveMeetingPayment = defineContract({
  method: 'PUT',
  path: '/meeting/:id/payment',
  tags: ['meetings'],
  summary: 'Records the actual expenses of a confirmed meeting: per budget line, and each speaker’s paid fee and travel (unlisted speakers were paid nothing)',
  access: { permission: 'meeting:payment:edit' },
  params: idParams,
  body: meetingPaymentBody,
  encoding: 'json',
  result: meetingStateSchema,
});

export const submitMeetingPayment = defineContract({
  method: 'POST',
  path: '/meeting/:id/payment/submit',
  tags: ['meetings'],
  summary: 'Submits the recorded expenses into the payment chain (or resubmits a rejected payment)',
  description: 'Needs an invoice for every line with an actual amount except honoraria, fees within each speaker’s rate and annual cap, and a budget that covers the actual cost.',
  access: { permission: 'meeting:payment:edit' },
  params: idParams,
  result: meetingStateSchema,
});
