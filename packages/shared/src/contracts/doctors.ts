import { z } from 'zod';
import { defineContract } from '../contract';
import { doctorDetailSchema } from '../customer-doctor-detail-schema';
import { doctorCardSchema, doctorSearchResultSchema, doctorSearchSchema } from '../customer-doctor-schemas';

/** The permission each customer list tab needs (spec 2.3). */
export const CUSTOMER_LIST_PERMISSIONS = {
  MY_FOCUS: 'customer:follow:list',
  MY_CUSTOMER: 'customer:doctor:list',
  ALL_CUSTOMER: 'customer:allDoctor:list',
  MY_HOSPITAL: 'customer:hospital:list',
  ALL_HOSPITAL: 'customer:allHospital:list',
} as const;

/** Spec 7.5 `doctor/search`: one page of a doctor list with its filters (a JSON body). */
export const searchDoctors = defineContract({
  method: 'POST',
  path: '/doctor/search',
  tags: ['doctors'],
  summary: 'A page of doctors of one list (MY_FOCUS, MY_CUSTOMER, ALL_CUSTOMER) with filters and keyword',
  description:
    'Ordered by pinyin of the name. Pass `nextCursor` back as `cursor` for the next page (keyset: a deep page is as fast as the first). ' +
    '`totalElements` counts up to the cap; above it `totalCapped` is true. ' +
    'Needs customer:follow:list, customer:doctor:list or customer:allDoctor:list for the list asked.',
  access: {
    authenticated: true,
    checks: [CUSTOMER_LIST_PERMISSIONS.MY_FOCUS, CUSTOMER_LIST_PERMISSIONS.MY_CUSTOMER, CUSTOMER_LIST_PERMISSIONS.ALL_CUSTOMER],
  },
  readOnly: true,
  body: doctorSearchSchema,
  encoding: 'json',
  result: doctorSearchResultSchema,
});

const doctorIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Spec 7.5 `doctor/find/{id}`: one doctor's business record. */
export const findDoctor = defineContract({
  method: 'GET',
  path: '/doctor/find/:id',
  tags: ['doctors'],
  summary: 'The business record of a doctor (404 outside the caller’s data range)',
  access: { permission: 'customer:doctor:view' },
  params: doctorIdParams,
  result: doctorDetailSchema,
});

/** Spec 7.5 `doctor/get/one/{doctorId}`: the same record by master-data code. */
export const findDoctorByCode = defineContract({
  method: 'GET',
  path: '/doctor/get/one/:doctorId',
  tags: ['doctors'],
  summary: 'The business record of a doctor by master-data code (spec doctorId)',
  access: { permission: 'customer:doctor:view' },
  params: z.object({ doctorId: z.string().trim().min(1).max(64) }),
  result: doctorDetailSchema,
});

/** Spec 7.5 `doctor/find/page`: doctors of the caller's range by page number, for pickers. */
export const findDoctorPage = defineContract({
  method: 'GET',
  path: '/doctor/find/page',
  tags: ['doctors'],
  summary: 'Doctors within the caller’s data range, by page number (for pickers)',
  description: 'Offset pages serve the first rows up to the count cap; longer lists use doctor/search with its cursor.',
  access: { permission: 'customer:doctor:list' },
  query: z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
    keyword: z.string().trim().max(50).optional(),
    hospitalId: z.coerce.number().int().positive().optional(),
  }),
  result: z.object({ content: z.array(doctorCardSchema), totalElements: z.number().int(), totalCapped: z.boolean() }),
});
