import { z } from 'zod';
import { AGE_RANGES, CONTACT_CHANNELS, CUSTOMER_LIST_TYPES, DOCTOR_SEXES, DOCTOR_TITLES, LAST_VISIT_RANGES, PRACTICE_CHANNELS, codesOf } from '../customer-reference';
import { cityCodeSchema, coverageStatusesFilter, hospitalLevelsFilter, procurementStatusesFilter, provinceCodeSchema } from './customer-hospital-schemas';

const id = z.number().int().positive();

/** The filters of the doctor lists (spec 3), shared by the search call and saved searches. */
export const doctorFiltersSchema = z.object({
  listType: z.enum(CUSTOMER_LIST_TYPES).default('MY_CUSTOMER'),
  keyword: z.string().trim().max(50).optional().describe('name (also full pinyin or initials), hospital or department'),
  provinceCode: provinceCodeSchema.optional(),
  cityCode: cityCodeSchema.optional(),
  hospitalId: id.optional(),
  hospitalName: z.string().trim().min(1).max(100).optional(),
  departmentId: id.optional().describe('a standard department of either level'),
  department: z.string().trim().min(1).max(50).optional(),
  hospitalLevels: hospitalLevelsFilter,
  titleCodes: z
    .array(z.enum(codesOf(DOCTOR_TITLES)))
    .max(4)
    .optional(),
  hasSales: z.boolean().optional(),
  productId: id.optional().describe('the drug the procurement, coverage and sales filters refer to'),
  procurementStatuses: procurementStatusesFilter,
  coverageStatuses: coverageStatusesFilter,
  lastVisit: z.enum(codesOf(LAST_VISIT_RANGES)).optional(),
  channels: z
    .array(z.enum(codesOf(CONTACT_CHANNELS)))
    .max(5)
    .optional(),
  tagTermIds: z.array(id).max(20).optional().describe('doctors carrying any of these tag terms'),
});
export type DoctorFilters = z.infer<typeof doctorFiltersSchema>;

export const doctorSearchSchema = doctorFiltersSchema.extend({
  size: z.number().int().min(1).max(100).default(20),
  cursor: z.string().max(400).optional().describe('nextCursor of the previous page (keyset pagination)'),
});
export type DoctorSearch = z.infer<typeof doctorSearchSchema>;

/** A doctor list card (spec 2.5): name, title, hospital, department, star. */
export const doctorCardSchema = z.object({
  id: z.number().int(),
  doctorId: z.string().describe('the doctor’s master-data code'),
  doctorName: z.string(),
  doctorNameEn: z.string().nullable(),
  titleCode: z.string().nullable(),
  doctorTitle: z.string().nullable(),
  doctorTitleEn: z.string().nullable(),
  hospitalId: z.number().int(),
  hospital: z.string(),
  hospitalEn: z.string().nullable(),
  hospitalLevel: z.string().nullable(),
  department: z.string().nullable(),
  departmentEn: z.string().nullable(),
  province: z.string().nullable(),
  provinceEn: z.string().nullable(),
  city: z.string().nullable(),
  cityEn: z.string().nullable(),
  attention: z.boolean().describe('followed (starred) by the caller'),
  verifyStatus: z.string(),
  lastVisitAt: z.string().nullable(),
});
export type DoctorCard = z.infer<typeof doctorCardSchema>;

export const doctorSearchResultSchema = z.object({
  content: z.array(doctorCardSchema),
  totalElements: z.number().int(),
  totalCapped: z.boolean().describe('true when totalElements stopped at the count cap (there are at least that many)'),
  nextCursor: z.string().nullable(),
});

const nameAtPosition = z
  .string()
  .trim()
  .regex(/^[^#]{1,100}#[^#]{1,50}$/, 'name#position');
const servingHospital = z.object({
  hospital: z.string().trim().min(1).max(100),
  department: z.string().trim().max(50).default(''),
  hospitalLevel: z.string().trim().max(20).nullable().default(null),
});

/** `doctor/add`: a new doctor; likely duplicates are answered instead unless ignoreDuplicates. */
export const doctorCreateSchema = z.object({
  doctorName: z.string().trim().min(1).max(50),
  doctorNameEn: z.string().trim().min(1).max(100).optional(),
  doctorSex: z.enum(codesOf(DOCTOR_SEXES)).optional(),
  hospitalId: id,
  hospitalDepartmentId: id,
  titleCode: z.enum(codesOf(DOCTOR_TITLES)),
  mobile: z
    .string()
    .regex(/^1\d{10}$/)
    .optional(),
  email: z.email().max(200).optional(),
  doctorType: z.string().trim().min(1).max(30).optional(),
  practiceChannel: z.enum(codesOf(PRACTICE_CHANNELS)).optional(),
  ageRange: z.enum(codesOf(AGE_RANGES)).optional(),
  ignoreDuplicates: z.boolean().default(false),
});
export type DoctorCreate = z.infer<typeof doctorCreateSchema>;

/** `archive/add`: the profile archive of an existing doctor (spec 3 and 2.5 sections). */
export const doctorArchiveSchema = z.object({
  id,
  nativePlace: z.string().trim().max(50).optional(),
  ageRange: z.enum(codesOf(AGE_RANGES)).optional(),
  workingTime: z.string().trim().max(50).optional(),
  degreeTitle: z.string().trim().max(100).optional().describe('degrees joined by &, highest first'),
  personalResume: z.string().trim().max(5000).optional(),
  professionalDirection: z.string().trim().max(1000).optional(),
  indication: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  servingHospital: z.array(servingHospital).max(20).optional(),
  administrativePosition: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  mainAcademicTitle: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
  association: z.array(nameAtPosition).max(50).optional().describe('association#position'),
  academicJournal: z.array(nameAtPosition).max(50).optional().describe('journal#role'),
});
export type DoctorArchive = z.infer<typeof doctorArchiveSchema>;

export const savedSearchCreateSchema = z.object({
  name: z.string().trim().min(1).max(50),
  params: doctorFiltersSchema,
});
