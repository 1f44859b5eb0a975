import { z } from 'zod';
import { COVERAGE_STATUSES, HOSPITAL_LEVELS, HOSPITAL_LIST_TYPES, PROCUREMENT_STATUSES, codesOf } from '../customer-reference';

/** A province's two-digit region code. */
export const provinceCodeSchema = z.string().regex(/^\d{2}$/);
/** A city's four-digit region code. */
export const cityCodeSchema = z.string().regex(/^\d{4}$/);

/** The hospital filters the hospital and doctor lists share: levels, and a drug's procurement and coverage statuses. */
export const hospitalLevelsFilter = z
  .array(z.enum(codesOf(HOSPITAL_LEVELS)))
  .max(8)
  .optional();
export const procurementStatusesFilter = z
  .array(z.enum(codesOf(PROCUREMENT_STATUSES)))
  .max(4)
  .optional();
export const coverageStatusesFilter = z
  .array(z.enum(codesOf(COVERAGE_STATUSES)))
  .max(2)
  .optional();

export const hospitalSearchSchema = z.object({
  listType: z.enum(HOSPITAL_LIST_TYPES).default('MY_HOSPITAL'),
  keyword: z.string().trim().max(50).optional().describe('name, pinyin initials or English name'),
  provinceCode: provinceCodeSchema.optional(),
  cityCode: cityCodeSchema.optional(),
  levels: hospitalLevelsFilter,
  productId: z.number().int().positive().optional(),
  procurementStatuses: procurementStatusesFilter,
  coverageStatuses: coverageStatusesFilter,
  page: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(20),
});
export type HospitalSearch = z.infer<typeof hospitalSearchSchema>;

export const hospitalSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  level: z.string(),
  category: z.string(),
  beds: z.number().int().nullable(),
  yearOutpatient: z.number().int().nullable(),
  provinceCode: z.string().nullable(),
  province: z.string().nullable(),
  provinceEn: z.string().nullable(),
  cityCode: z.string().nullable(),
  city: z.string().nullable(),
  cityEn: z.string().nullable(),
  area: z.string().nullable(),
  areaEn: z.string().nullable(),
  address: z.string().nullable(),
  doctorCount: z.number().int().describe('doctors of this hospital within the caller’s data range'),
});
export type HospitalSummary = z.infer<typeof hospitalSummarySchema>;

export const hospitalDepartmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  standardDepartmentId: z.number().int().nullable(),
  standardName: z.string().nullable(),
  standardNameEn: z.string().nullable(),
});

export const hospitalDetailSchema = hospitalSummarySchema.extend({
  departments: z.array(hospitalDepartmentSchema.extend({ doctorCount: z.number().int() })),
  products: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      productNameEn: z.string(),
      procurementStatus: z.string(),
      coverageStatus: z.string(),
      hasSales: z.boolean(),
      coveringOrgName: z.string().nullable(),
      coveringOrgNameEn: z.string().nullable(),
    }),
  ),
});
