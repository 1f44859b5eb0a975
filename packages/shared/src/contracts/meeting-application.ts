import { z } from 'zod';
import { defineContract, multipartBody } from '../contract';
import { meetingBody, meetingCommentBody, meetingDecisionBody } from './meeting-schemas';
import { meetingStateSchema } from './meetings';

/** The meeting application: draft, edit, read, submit into approval, cancel, and approvers' decisions. */

const tags = ['meetings'];
const id = z.number().int();
const cents = z.number().int().describe('integer cents');
const when = z.string().describe('ISO 8601');
const named = z.object({ id, name: z.string() });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Whoever reaches a meeting from one of these pages may open it (within their data range, or as its approver). */
export const MEETING_VIEW_PERMISSIONS = [
  'meeting:meeting:view',
  'meeting:application:view',
  'meeting:approval:view',
  'meeting:paymentApproval:view',
  'meeting:confirmation:list',
  'meeting:payment:list',
];

export const meetingDetailSchema = z.object({
  id,
  code: z.string(),
  type: z.string(),
  topic: z.string(),
  description: z.string().nullable(),
  products: z.array(z.object({ id, name: z.string(), nameEn: z.string() })),
  startAt: when,
  endAt: when,
  venue: z.string().nullable(),
  onlineLink: z.string().nullable(),
  expectedAttendees: z.number().int(),
  institution: named.extend({ nameEn: z.string().nullable() }).nullable(),
  supplier: named.extend({ nameEn: z.string().nullable() }).nullable(),
  costCentre: z.object({ id, code: z.string(), name: z.string(), nameEn: z.string().nullable() }).nullable(),
  internalOrder: z.object({ id, code: z.string(), name: z.string(), nameEn: z.string().nullable() }).nullable(),
  budgetPoolId: id.nullable(),
  agenda: z.array(z.object({ startsAt: z.string(), title: z.string(), speakerId: id.nullable() })),
  status: z.string().describe('DRAFT, IN_APPROVAL, REJECTED, APPROVED, CONFIRMED, PAYMENT_IN_APPROVAL, PAYMENT_REJECTED, PAID or CANCELLED'),
  applicant: z.object({ id, name: z.string(), nameEn: z.string().nullable(), orgName: z.string().nullable(), orgNameEn: z.string().nullable() }),
  estimatedTotalCents: cents,
  actualTotalCents: cents.nullable(),
  budgetLines: z.array(z.object({ category: z.string(), estimatedCents: cents, actualCents: cents.nullable(), description: z.string().nullable() })),
  speakers: z.array(
    z.object({
      speakerId: id,
      doctorId: id,
      doctorName: z.string(),
      hospitalName: z.string(),
      tier: z.string(),
      feeCents: cents,
      travelCents: cents,
      actualFeeCents: cents.nullable(),
      actualTravelCents: cents.nullable(),
      lectureTitle: z.string().nullable(),
    }),
  ),
  invitees: z.array(z.object({ doctorId: id, name: z.string(), hospitalName: z.string() })),
  materials: z.array(
    z.object({
      versionId: id,
      materialId: id,
      materialType: z.string(),
      title: z.string(),
      titleEn: z.string().nullable(),
      version: z.number().int(),
      status: z.string(),
      validUntil: z.string(),
    }),
  ),
  files: z.array(z.object({ id, kind: z.string(), category: z.string().nullable(), fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int(), createdAt: when })),
  signInCount: z.number().int(),
  applicationInstanceId: id.nullable().describe('its approval in /prod-api/workflow/instance/{id}'),
  paymentInstanceId: id.nullable(),
  myTask: z
    .object({ taskId: id, stepId: z.string(), instanceId: id, process: z.enum(['application', 'payment']) })
    .nullable()
    .describe('the caller’s open step on this meeting'),
  paymentRemark: z.string().nullable(),
  confirmComment: z.string().nullable(),
  createdAt: when,
  updatedAt: when,
  submittedAt: when.nullable(),
  approvedAt: when.nullable(),
  confirmedAt: when.nullable(),
  paidAt: when.nullable(),
});
export type MeetingDetail = z.output<typeof meetingDetailSchema>;
export type MeetingFile = MeetingDetail['files'][number];

export const createMeeting = defineContract({
  method: 'POST',
  path: '/meeting',
  tags,
  summary: 'Saves a new meeting application as a draft',
  access: { permission: 'meeting:application:add' },
  body: meetingBody,
  encoding: 'json',
  result: meetingStateSchema,
});

export const updateMeeting = defineContract({
  method: 'PUT',
  path: '/meeting/:id',
  tags,
  summary: 'Changes a draft or a rejected application',
  access: { permission: 'meeting:application:add' },
  params: idParams,
  body: meetingBody,
  encoding: 'json',
  result: meetingStateSchema,
});

export const getMeeting = defineContract({
  method: 'GET',
  path: '/meeting/:id',
  tags,
  summary: 'A meeting with its lines, speakers, invitees, materials, files and the caller’s open step',
  description: `Needs one of ${MEETING_VIEW_PERMISSIONS.join(', ')}; visible to the applicant, within the caller’s data range, and to its approvers.`,
  access: { authenticated: true },
  params: idParams,
  result: meetingDetailSchema,
});

export const submitMeeting = defineContract({
  method: 'POST',
  path: '/meeting/:id/submit',
  tags,
  summary: 'Submits a draft into its approval chain, or resubmits a rejected application',
  description:
    'Refused with 400 and a message naming the rule when the budget pool has too little left, a speaker would pass the annual honoraria cap, or a compliance rule fails.',
  access: { permission: 'meeting:application:add' },
  params: idParams,
  result: meetingStateSchema,
});

export const cancelMeeting = defineContract({
  method: 'POST',
  path: '/meeting/:id/cancel',
  tags,
  summary: 'Cancels a draft, withdraws an application in approval, or cancels an approved meeting that has not started; its budget is released',
  access: { permission: 'meeting:application:add' },
  params: idParams,
  body: meetingCommentBody.default({}),
  encoding: 'json',
  result: meetingStateSchema,
});

const decision = (process: 'application' | 'payment') =>
  ({
    summary: `Decides the caller’s open step of the meeting’s ${process} approval: approve, reject to the applicant (comment required) or return to an earlier step`,
    params: idParams,
    body: meetingDecisionBody,
    encoding: 'json',
    result: meetingStateSchema,
    tags,
  }) as const;

export const decideMeetingApplication = defineContract({
  method: 'POST',
  path: '/meeting/:id/approval',
  access: { permission: 'meeting:application:approve' },
  ...decision('application'),
});

export const decideMeetingPayment = defineContract({
  method: 'POST',
  path: '/meeting/:id/payment/approval',
  access: { permission: 'meeting:payment:approve' },
  ...decision('payment'),
});

/** Attachments of an application and invoices of a payment: PDF, PNG, JPEG or OFD up to 10 MB. */

const fileParams = idParams.extend({ fileId: z.coerce.number().int().positive() });
/** Attachments need the application's permission, invoices the payment's: which one depends on the file. */
const fileAccess = { authenticated: true, checks: ['meeting:application:add', 'meeting:payment:edit'] } as const;

export const meetingFileItemSchema = z.object({
  id,
  kind: z.string(),
  category: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

export const uploadMeetingFile = defineContract({
  method: 'POST',
  path: '/meeting/:id/file',
  tags,
  summary: 'Uploads an attachment (draft or rejected application) or an invoice (payment); fields `kind` (ATTACHMENT | INVOICE) and, for invoices, `category`, before the `file`',
  access: fileAccess,
  params: idParams,
  ...multipartBody,
  result: meetingFileItemSchema,
});

export const downloadMeetingFile = defineContract({
  method: 'GET',
  path: '/meeting/:id/file/:fileId',
  tags,
  summary: 'Downloads an attachment or invoice of a visible meeting',
  access: { authenticated: true },
  params: fileParams,
  result: 'file',
  fileTypes: ['application/pdf', 'image/png', 'image/jpeg', 'application/ofd'],
});

export const deleteMeetingFile = defineContract({
  method: 'DELETE',
  path: '/meeting/:id/file/:fileId',
  tags,
  summary: 'Removes a file while its application or payment can still be changed',
  access: fileAccess,
  params: fileParams,
  result: z.null(),
});
