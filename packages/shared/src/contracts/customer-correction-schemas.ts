import { z } from 'zod';

/** A correction request waits for a data steward, who applies it to the doctor or turns it down. */
export const CORRECTION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

const userRef = z.object({ id: z.number().int(), firstName: z.string(), nameEn: z.string().nullable() });

/** One request to correct a field of a doctor's data, as the stewards' review list shows it. */
export const correctionSchema = z.object({
  id: z.number().int(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  hospitalName: z.string(),
  hospitalNameEn: z.string().nullable(),
  departmentName: z.string().nullable(),
  departmentNameEn: z.string().nullable(),
  field: z.string().describe('a correctable field of `field/all`'),
  oldValue: z.string().nullable().describe('the doctor’s value when the request was filed'),
  newValue: z.string(),
  reason: z.string().nullable().describe('why the requester asks for the change'),
  status: z.enum(CORRECTION_STATUSES),
  rejectReason: z.string().nullable(),
  createdBy: userRef.nullable(),
  createdAt: z.string(),
  reviewedBy: userRef.nullable(),
  reviewedAt: z.string().nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;

/** Repeated query keys (`status=A&status=B`, sent without indices) or a single one. */
const repeatedStatus = z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(z.enum(CORRECTION_STATUSES)).max(3).optional());

export const correctionFilterSchema = z.object({
  status: repeatedStatus,
  keyword: z.string().trim().max(50).optional().describe('part of the doctor’s or the hospital’s name'),
});
export type CorrectionFilter = z.infer<typeof correctionFilterSchema>;

export const correctionRejectSchema = z.object({ reason: z.string().trim().min(1).max(500).describe('shown to the requester') });
