import { z } from 'zod';
import { contractGroup, defineContract } from '../contract';
import { doctorDetailSchema, productLevelSchema } from './customer-doctor-detail-schema';
import {
  doctorArchiveSchema,
  doctorCardSchema,
  doctorCreateSchema,
  doctorFiltersSchema,
  doctorSearchResultSchema,
  doctorSearchSchema,
  savedSearchCreateSchema,
} from './customer-doctor-schemas';

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

/** A user's saved doctor search: filters to apply again with one tap. */
export const savedSearchSchema = z.object({ id: z.number().int(), name: z.string(), params: doctorFiltersSchema, createdAt: z.string() });
export type SavedSearch = z.infer<typeof savedSearchSchema>;
/** How many searches a user may save. */
export const MAX_SAVED_SEARCHES = 50;
const savedSearchTags = ['saved searches'];
/** Changes to the caller's saved searches. */
const savedSearchEditCall = contractGroup({ tags: savedSearchTags, access: { permission: 'customer:savedSearch:edit' } });

export const listSavedSearches = defineContract({
  method: 'GET',
  path: '/doctor/get/all/search/param',
  tags: savedSearchTags,
  summary: 'The caller’s saved searches, newest first',
  access: { permission: 'customer:doctor:list' },
  result: z.array(savedSearchSchema),
});

export const saveSearch = savedSearchEditCall({
  method: 'POST',
  path: '/doctor/save/common/search/param',
  summary: `Saves the current filters under a name (at most ${MAX_SAVED_SEARCHES} per user)`,
  body: savedSearchCreateSchema,
  encoding: 'json',
  result: savedSearchSchema,
});

export const deleteSavedSearch = savedSearchEditCall({
  method: 'DELETE',
  path: '/doctor/delete/search/param/:id',
  summary: 'Deletes one of the caller’s saved searches',
  params: doctorIdParams,
  result: z.null(),
});

/** Spec 7.5 `doctor/focus`: the caller's star on a doctor. */
export const followDoctor = defineContract({
  method: 'POST',
  path: '/doctor/focus',
  tags: ['doctors'],
  summary: 'Stars or unstars a doctor for the caller (toggles when attention is absent)',
  access: { permission: 'customer:follow:edit' },
  body: z.object({ id: z.number().int().positive(), attention: z.boolean().optional() }),
  encoding: 'json',
  result: z.object({ id: z.number().int(), attention: z.boolean() }),
});

export const otherPracticeSiteSchema = z.object({ hospital: z.string(), department: z.string(), hospitalLevel: z.string().nullable(), hospitalId: z.number().int().nullable() });
/** A doctor's other practice site, linked to a known hospital when the name matches one. */
export type OtherPracticeSite = z.infer<typeof otherPracticeSiteSchema>;

export const otherPracticeSites = defineContract({
  method: 'GET',
  path: '/doctor/get/other/works/:id',
  tags: ['doctors'],
  summary: 'A doctor’s other practice sites (multi-site practice), linked to known hospitals where they match',
  access: { permission: 'customer:doctor:view' },
  params: doctorIdParams,
  result: z.array(otherPracticeSiteSchema),
});

export const productLevels = defineContract({
  method: 'GET',
  path: '/doctor/get/product/leve/:id',
  tags: ['doctors'],
  summary: 'A doctor’s level per product, with indications and the drug’s status at the doctor’s hospital',
  access: { permission: 'customer:doctor:view' },
  params: doctorIdParams,
  result: z.array(productLevelSchema),
});

/** Spec 7.5 `doctor/add`: a new doctor, unless likely duplicates exist. */
export const createDoctor = defineContract({
  method: 'POST',
  path: '/doctor/add',
  tags: ['doctors'],
  summary: 'Creates a doctor in the caller’s unit, unless likely duplicates exist',
  description:
    'A doctor with the same name, hospital and department, or the same mobile, is a likely duplicate: the call then saves nothing and answers ' +
    '`saved: false` with the existing records. Send again with `ignoreDuplicates: true` to save anyway.',
  access: { permission: 'customer:doctor:add' },
  body: doctorCreateSchema,
  encoding: 'json',
  result: z.object({ saved: z.boolean(), doctor: doctorCardSchema.nullable(), duplicates: z.array(doctorCardSchema) }),
});
export type DoctorCreateResult = z.infer<typeof createDoctor.result>;

/** Spec 7.5 `archive/add`: the doctor's profile archive; answers the whole record. */
export const saveDoctorArchive = defineContract({
  method: 'POST',
  path: '/archive/add',
  tags: ['doctors'],
  summary: 'Fills a doctor’s profile archive: resume, specialty, multi-site practice, positions, titles, associations, journals',
  description: 'Only the fields sent change. Associations and journals are `name#position`; degreeTitle lists degrees joined by `&`, highest first.',
  access: { permission: 'customer:doctor:add' },
  body: doctorArchiveSchema,
  encoding: 'json',
  result: doctorDetailSchema,
});
