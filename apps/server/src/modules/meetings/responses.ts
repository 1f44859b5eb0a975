import { z } from 'zod';

/** Response shapes of the meeting calls, for validation and the OpenAPI document. */

export const tags = ['meetings'];
const id = z.number().int();
const cents = z.number().int().describe('integer cents');
const when = z.string().describe('ISO 8601');
const named = z.object({ id, name: z.string() });

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

export { meetingStateSchema as meetingState } from '@crm/shared/contracts/meetings';
