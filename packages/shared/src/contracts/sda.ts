import { z } from 'zod';
import { contractGroup, defineContract, XLSX_MEDIA_TYPE } from '../contract';

export const TREATMENT_STATUSES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const countField = z.coerce.number().int().min(0).max(1_000_000);
/** Published counts under this are never shown (small-cell suppression). */
export const SUPPRESSION_THRESHOLD = 5;
/** Reviewers approve records, so they see a record's true counts, as does the one who entered it. */
const REVIEW_PERMISSION = 'sda:treatmentRecord:approve';

export const treatmentRecordSchema = z.object({
  id: z.number().int(),
  hospitalId: z.number().int(),
  hospitalName: z.string(),
  hospitalNameEn: z.string().nullable(),
  doctorId: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  productNameEn: z.string(),
  month: z.string(),
  /**
   * Null when under the suppression threshold, except to the one who entered the record and to
   * those who may review it: they see the true count, however small.
   */
  newPatients: z.number().int().nullable(),
  ongoingPatients: z.number().int().nullable(),
  treatments: z.number().int().nullable(),
  status: z.enum(TREATMENT_STATUSES),
  reviewComment: z.string().nullable(),
  /** The month is closed: the record can no longer change. */
  locked: z.boolean(),
  updatedAt: z.string(),
});
export type TreatmentRecord = z.infer<typeof treatmentRecordSchema>;

export const treatmentFilterSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  month: month.optional(),
  productId: z.coerce.number().int().optional(),
  hospitalId: z.coerce.number().int().optional(),
  status: z.enum(TREATMENT_STATUSES).optional(),
});

export const treatmentBodySchema = z.object({
  hospitalId: z.coerce.number().int(),
  doctorId: z.coerce.number().int().nullable().optional(),
  productId: z.coerce.number().int(),
  month,
  newPatients: countField,
  ongoingPatients: countField,
  treatments: countField,
});

const tags = ['sda'];
const idParams = z.object({ id: z.coerce.number().int() });
/** Writes by the one who enters a record; they, and reviewers, see its true counts. */
const recordWrite = contractGroup({ tags, access: { permission: 'sda:treatmentRecord:edit', checks: [REVIEW_PERMISSION] }, encoding: 'json', result: treatmentRecordSchema });

export const listTreatmentRecords = defineContract({
  method: 'GET',
  path: '/sda/treatment/record/page',
  tags,
  summary: 'Treatment records in the caller’s territories, with filters; counts under 5 are suppressed unless the caller entered the record or may review it',
  access: { permission: 'sda:treatmentRecord:list', checks: [REVIEW_PERMISSION] },
  query: treatmentFilterSchema,
  result: z.object({ content: z.array(treatmentRecordSchema), totalElements: z.number().int(), closedMonths: z.array(z.string()) }),
});

export const createTreatmentRecord = recordWrite({
  method: 'POST',
  path: '/sda/treatment/record',
  summary: 'Enters a treatment record for a hospital (or one of its doctors), product and open month; it awaits approval',
  body: treatmentBodySchema,
});

export const updateTreatmentRecord = recordWrite({
  method: 'PUT',
  path: '/sda/treatment/record/:id',
  summary: 'Changes the counts of a record of an open month (audited); it goes back to approval',
  params: idParams,
  body: treatmentBodySchema.pick({ newPatients: true, ongoingPatients: true, treatments: true }),
});

export const reviewTreatmentRecord = defineContract({
  method: 'POST',
  path: '/sda/treatment/record/:id/review',
  tags,
  summary: 'A manager approves or rejects a record awaiting approval',
  access: { permission: REVIEW_PERMISSION },
  params: idParams,
  body: z.object({ approve: z.boolean(), comment: z.string().trim().max(500).optional() }),
  encoding: 'json',
  result: treatmentRecordSchema,
});

export const closeTreatmentPeriod = defineContract({
  method: 'POST',
  path: '/sda/period/close',
  tags,
  summary: 'Closes a month: its treatment records are locked from then on',
  access: { permission: 'sda:period:close' },
  body: z.object({ month }),
  encoding: 'json',
  result: z.object({ month: z.string() }),
});

export const sdaHospitalOptions = defineContract({
  method: 'GET',
  path: '/sda/hospital/options',
  tags,
  summary: 'Hospitals the caller covers (with their doctors), to enter records for',
  access: { permission: 'sda:treatmentRecord:list' },
  query: z.object({ keyword: z.string().trim().max(50).optional() }),
  result: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable(), code: z.string() })),
});

// Diagnosis (spec 7.2): the service prefix is the customer's; the server's is configurable.
export const DEFAULT_DIAGNOSIS_PREFIX = 'API-LUNDBECK';

export const diagnosisFilterSchema = z.object({
  monthFrom: month,
  monthTo: month,
  hospitalId: z.coerce.number().int().optional(),
  department: z.string().trim().max(50).optional(),
  indication: z.string().trim().max(100).optional(),
});

export const diagnosisRowSchema = z.object({
  hospitalId: z.number().int(),
  hospitalName: z.string(),
  hospitalNameEn: z.string().nullable(),
  department: z.string(),
  /** The standard department's English name, where the department is one. */
  departmentEn: z.string().nullable(),
  indication: z.string(),
  /** The English name of a product indication of that name, where there is one. */
  indicationEn: z.string().nullable(),
  /** One count per month of the range; null where suppressed. */
  cells: z.array(z.number().int().nullable()),
  /** The sum of the row's shown cells; null when none is shown. */
  total: z.number().int().nullable(),
});

export const diagnosisPageSchema = z.object({
  months: z.array(z.string()),
  content: z.array(diagnosisRowSchema),
  totalElements: z.number().int(),
  columnTotals: z.array(z.number().int().nullable()),
  grandTotal: z.number().int().nullable(),
  threshold: z.number().int(),
});
export type DiagnosisPage = z.infer<typeof diagnosisPageSchema>;

export function diagnosisContracts(prefix: string = DEFAULT_DIAGNOSIS_PREFIX) {
  return {
    page: defineContract({
      method: 'POST',
      path: `/${prefix}/diagnosis/page`,
      tags: ['diagnosis'],
      summary: 'Diagnosed patients per hospital, department, indication and month; cells under 5 hidden and counted in no total (every total adds up the cells shown)',
      access: { permission: 'sda:diagnosis:list' },
      query: z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(200).default(20) }),
      body: diagnosisFilterSchema,
      encoding: 'json',
      result: diagnosisPageSchema,
    }),
    export: defineContract({
      method: 'POST',
      path: `/${prefix}/diagnosis/export`,
      tags: ['diagnosis'],
      summary: 'The diagnosis table of the filter as xlsx, suppressed as on screen',
      access: { permission: 'sda:diagnosis:export' },
      body: diagnosisFilterSchema,
      encoding: 'json',
      result: 'file',
      fileTypes: [XLSX_MEDIA_TYPE],
    }),
  };
}
export const diagnosisPage = diagnosisContracts().page;
export const diagnosisExport = diagnosisContracts().export;
