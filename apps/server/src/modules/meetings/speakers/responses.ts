import { z } from 'zod';

/** Response shapes of the speaker calls. */

export const tags = ['speakers'];
const id = z.number().int();
const cents = z.number().int().describe('integer cents');

export const speakerState = z.object({ id, status: z.string().describe('DRAFT, IN_APPROVAL, REJECTED, APPROVED or INACTIVE') });

export const speakerDetailSchema = z.object({
  id,
  doctorId: id,
  doctorName: z.string(),
  doctorNameEn: z.string().nullable(),
  hospitalName: z.string(),
  hospitalNameEn: z.string().nullable(),
  tier: z.string(),
  feeRateCents: cents,
  contractNo: z.string(),
  contractStart: z.string(),
  contractEnd: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  instanceId: id.nullable().describe('its approval in /prod-api/workflow/instance/{id}'),
  createdBy: z.object({ id, name: z.string() }),
  qualifications: z.array(z.object({ productId: id.nullable(), productName: z.string().nullable(), topic: z.string(), level: z.string() })),
  honoraria: z.object({ year: z.number().int(), usedCents: cents, capCents: cents, remainingCents: cents }),
  myTask: z.object({ taskId: id, stepId: z.string() }).nullable(),
});

export const speakerListItem = z.object({
  id,
  doctorId: id,
  doctorName: z.string(),
  doctorNameEn: z.string().nullable(),
  hospitalName: z.string(),
  hospitalNameEn: z.string().nullable(),
  tier: z.string(),
  feeRateCents: cents,
  contractEnd: z.string(),
  status: z.string(),
  createdById: id.describe('who created the profile: only they may change or submit it'),
  createdByName: z.string(),
  createdByNameEn: z.string().nullable(),
  currentStep: z.object({ name: z.string(), nameEn: z.string() }).nullable(),
  myTaskId: id.nullable(),
  updatedAt: z.string(),
});
