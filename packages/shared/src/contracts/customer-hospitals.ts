import { z } from 'zod';
import { defineContract } from '../contract';
import { cityCodeSchema, hospitalDepartmentSchema, hospitalDetailSchema, hospitalSearchSchema, hospitalSummarySchema, provinceCodeSchema } from './customer-hospital-schemas';
import { pageOf } from '../envelope';
import { CUSTOMER_LIST_PERMISSIONS } from './doctors';

/** Hospitals: pickers for forms and filters, the my/all hospital lists and the hospital detail. */

const tags = ['hospitals'];

export type { HospitalSearch } from './customer-hospital-schemas';
/** A hospital as lists and pickers show it. */
export type HospitalSummary = z.infer<typeof hospitalSummarySchema>;
/** A hospital's profile, departments with the caller's doctor counts, and each drug's procurement and coverage. */
export type HospitalDetail = z.infer<typeof hospitalDetailSchema>;
/** A department of a hospital with its standard department. */
export type HospitalDepartment = z.infer<typeof hospitalDepartmentSchema>;

export const findHospitalOptions = defineContract({
  method: 'POST',
  path: '/doctor/get/hospital/list',
  tags,
  summary: 'The tenant’s hospitals by keyword and region (hospital pickers and the hospital filter)',
  access: { authenticated: true },
  body: z.object({
    keyword: z.string().trim().max(50).optional(),
    provinceCode: provinceCodeSchema.optional(),
    cityCode: cityCodeSchema.optional(),
    page: z.number().int().min(0).max(1000).default(0),
    size: z.number().int().min(1).max(100).default(20),
  }),
  encoding: 'json',
  result: pageOf(hospitalSummarySchema),
});

export const findSpeakerHospitals = defineContract({
  method: 'POST',
  path: '/doctorSpeaker/findHospital',
  tags,
  summary: 'Up to 20 hospitals matching a keyword, for the speaker and meeting forms',
  access: { authenticated: true },
  body: z.object({
    keyword: z.string().trim().min(1).max(50),
    cityCode: cityCodeSchema.optional(),
  }),
  encoding: 'json',
  result: z.array(hospitalSummarySchema),
});

export const findHospitalDepartments = defineContract({
  method: 'GET',
  path: '/doctor/get/department',
  tags,
  summary: 'The departments of a hospital, with their standard department',
  access: { authenticated: true },
  query: z.object({ hospitalId: z.coerce.number().int().positive() }),
  result: z.array(hospitalDepartmentSchema),
});

export const searchHospitals = defineContract({
  method: 'POST',
  path: '/hospital/search',
  tags,
  summary: 'My hospitals (those of my customers) or all hospitals, with filters',
  description: 'Needs customer:hospital:list for MY_HOSPITAL and customer:allHospital:list for ALL_HOSPITAL.',
  access: { authenticated: true, checks: [CUSTOMER_LIST_PERMISSIONS.MY_HOSPITAL, CUSTOMER_LIST_PERMISSIONS.ALL_HOSPITAL] },
  body: hospitalSearchSchema,
  encoding: 'json',
  result: pageOf(hospitalSummarySchema),
});

export const findHospital = defineContract({
  method: 'GET',
  path: '/hospital/find/:id',
  tags,
  summary: 'A hospital’s profile, departments (with the caller’s doctor counts) and each drug’s procurement and coverage',
  description: 'Its doctors are listed by doctor/search with `hospitalId`.',
  access: { permission: 'customer:hospital:view' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  result: hospitalDetailSchema,
});
