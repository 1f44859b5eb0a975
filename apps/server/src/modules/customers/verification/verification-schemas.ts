import { z } from 'zod';
import { DOCTOR_TITLES, VERIFICATION_STATUSES, codesOf } from '@crm/shared/customer-reference';

const userRef = z.object({ id: z.number().int(), firstName: z.string(), nameEn: z.string().nullable() });

export const verificationSchema = z.object({
  id: z.number().int(),
  doctorId: z.number().int().nullable(),
  source: z.enum(['MANUAL', 'UPLOAD', 'REGISTRATION']).describe('a rep’s form, a bulk upload, or a doctor’s own registration'),
  batchId: z.string().nullable(),
  rowNumber: z.number().int().nullable(),
  status: z.enum(codesOf(VERIFICATION_STATUSES)),
  doctorName: z.string(),
  doctorNameEn: z.string().nullable().describe('the English name of the linked doctor, when there is one'),
  hospitalName: z.string(),
  hospitalNameEn: z.string().nullable().describe('the English name of the hospital of that name, when it has one'),
  departmentName: z.string().nullable(),
  departmentNameEn: z.string().nullable(),
  titleCode: z.string().nullable(),
  mobile: z.string().nullable(),
  remark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  certificateCount: z.number().int(),
  createdBy: userRef.nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  reviewedBy: userRef.nullable(),
  reviewedAt: z.string().nullable(),
});
export type VerificationView = z.infer<typeof verificationSchema>;

export const verificationSaveSchema = z.object({
  id: z.number().int().positive().optional().describe('an existing draft to change; absent to start one'),
  doctorId: z.number().int().positive(),
  doctorName: z.string().trim().min(1).max(50).optional(),
  hospitalName: z.string().trim().min(1).max(100).optional(),
  departmentName: z.string().trim().min(1).max(50).optional(),
  titleCode: z.enum(codesOf(DOCTOR_TITLES)).optional(),
  mobile: z
    .string()
    .regex(/^1\d{10}$/)
    .optional(),
  remark: z.string().trim().max(500).optional(),
});

/** Repeated query keys (`status=A&status=B`, sent without indices) or a single one. */
const repeated = <T extends z.ZodType>(item: T) => z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(10).optional());

export const verificationFilterSchema = z.object({
  status: repeated(z.enum(codesOf(VERIFICATION_STATUSES))),
  source: z.enum(['MANUAL', 'UPLOAD', 'REGISTRATION']).optional(),
  keyword: z.string().trim().max(50).optional().describe('doctor or hospital name'),
  batchId: z.string().max(64).optional(),
});
export type VerificationFilter = z.infer<typeof verificationFilterSchema>;

export const certificateSchema = z.object({
  id: z.number().int(),
  verificationId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  url: z.string().describe('where the file itself is served'),
  createdAt: z.string(),
});
