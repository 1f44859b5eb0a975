import { z } from 'zod';
import { contractGroup, multipartBody, XLSX_MEDIA_TYPE } from '../contract';
import { DOCTOR_TITLES, VERIFICATION_STATUSES, codesOf } from '../customer-reference';
import { pageOf } from '../envelope';

/** The verification flow of spec 4 (a draft, submitted once, approved or rejected by a data steward), its certificates, and bulk verification. */

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
/** A verification record as every verification call answers it. */
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
export type Certificate = z.infer<typeof certificateSchema>;

/** The largest certificate file accepted. */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;

const tags = ['verification'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const paging = { page: z.coerce.number().int().min(0).max(10_000).default(0), size: z.coerce.number().int().min(1).max(100).default(20) };

/** A rep's verification records and their certificates. */
const uploadCall = contractGroup({ tags, access: { permission: 'customer:verify:upload' } });
/** A data steward's decisions on submitted records. */
const approveCall = contractGroup({ method: 'POST', tags, access: { permission: 'customer:verify:approve' } });
/** Reading verification records and certificates. */
const listCall = contractGroup({ method: 'GET', tags, access: { permission: 'customer:verify:list' } });

export const saveVerification = uploadCall({
  method: 'POST',
  path: '/doctor/verify/save',
  summary: 'Starts a verification draft for a doctor (prefilled from the record) or changes the caller’s draft',
  body: verificationSaveSchema,
  encoding: 'json',
  result: verificationSchema,
});

export const submitVerification = uploadCall({
  method: 'POST',
  path: '/doctor/verify/submit/:id',
  summary: 'Submits a draft for review; a record can be submitted once, and needs a certificate first',
  params: idParams,
  result: verificationSchema,
});

export const approveVerification = approveCall({
  path: '/doctor/verify/approve/:id',
  summary: 'A data steward approves a submitted verification: the doctor becomes verified',
  params: idParams,
  body: z.object({ remark: z.string().trim().max(500).optional() }).nullish(),
  encoding: 'json',
  result: verificationSchema,
});

export const rejectVerification = approveCall({
  path: '/doctor/verify/reject/:id',
  summary: 'A data steward rejects a submitted verification, with the reason',
  params: idParams,
  body: z.object({ reason: z.string().trim().min(1).max(500) }),
  encoding: 'json',
  result: verificationSchema,
});

export const verificationPage = listCall({
  path: '/doctor/verify/findBy/page',
  summary: 'Verification records within the caller’s data range, newest first',
  description: 'Repeat `status` for several statuses (`status=SUBMITTED&status=APPROVED`).',
  query: verificationFilterSchema.extend(paging),
  result: pageOf(verificationSchema),
});

export const doctorVerificationPage = listCall({
  path: '/doctor/verify/:id/page',
  summary: 'The verification history of one doctor',
  params: idParams,
  query: z.object(paging),
  result: pageOf(verificationSchema),
});

export const deleteCertificate = uploadCall({
  method: 'DELETE',
  path: '/doctor/verify/delete/certificate',
  summary: 'Removes a certificate from the caller’s draft',
  query: z.object({ id: z.coerce.number().int().positive() }),
  result: z.null(),
});

export const listCertificates = listCall({
  path: '/doctor/verify/find/certificate/:id',
  summary: 'The certificates of a verification',
  params: idParams,
  result: z.array(certificateSchema),
});

export const certificateFile = listCall({
  path: '/doctor/verify/certificate/:certificateId/content',
  summary: 'The certificate file itself',
  params: z.object({ certificateId: z.coerce.number().int().positive() }),
  result: 'file',
  fileTypes: ['image/jpeg', 'image/png', 'application/pdf'],
});

export const downloadVerifications = listCall({
  path: '/doctor/verify/download',
  summary: 'The verification records of the filter as an xlsx file (streamed)',
  query: verificationFilterSchema,
  result: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
});

/** The largest doctor sheet a bulk verification takes. */
export const MAX_VERIFICATION_SHEET_BYTES = 5 * 1024 * 1024;

export const uploadCertificate = uploadCall({
  method: 'POST',
  path: '/doctor/verify/upload/certificate',
  summary: 'Attaches a certificate to the caller’s draft (multipart: `file`, and `id` as a field before it or in the query)',
  description: `JPEG, PNG or PDF, recognised by content, at most ${MAX_CERTIFICATE_BYTES / 1024 / 1024} MB.`,
  query: z.object({ id: z.coerce.number().int().positive().optional() }),
  ...multipartBody,
  result: certificateSchema,
});

/** A problem in one row of an uploaded sheet. */
export const sheetRowErrorSchema = z.object({ row: z.number().int(), field: z.string(), reason: z.string() });
export type SheetRowError = z.infer<typeof sheetRowErrorSchema>;

export const uploadVerificationSheet = uploadCall({
  method: 'POST',
  path: '/doctor/verify/upload',
  summary: 'Uploads an xlsx of doctors to validate (multipart `file`); every row becomes a record awaiting review',
  description:
    'Columns by header: 医生姓名/Doctor name and 医院/Hospital (required), 科室/Department, 职称/Title, 手机号/Mobile, 备注/Remark. ' +
    'A file with any bad row saves nothing and answers 400 with every problem and its row number.',
  ...multipartBody,
  result: z.object({ batchId: z.string(), created: z.number().int() }),
  rejection: z.object({ errors: z.array(sheetRowErrorSchema) }).nullable(),
});
