import { z } from 'zod';
import { defineContract } from '../contract';
import { CORRECTABLE_FIELDS } from '../customer-doctor-fields';
import { MATERIAL_TYPES, codesOf } from '../customer-reference';
import { pageOf } from '../envelope';

/** Look-ups the customer pages need: users and roles, doctor fields, library material, correction requests. */

const tags = ['lookups'];

export const rangeUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  nameEn: z.string().nullable(),
  avatar: z.string().nullable(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  orgNameEn: z.string().nullable(),
  roles: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() })),
});
/** A user of the enterprise with their unit and roles. */
export type RangeUser = z.infer<typeof rangeUserSchema>;

export const findUsersInRange = defineContract({
  method: 'GET',
  path: '/user/findUserRoleList',
  tags,
  summary: 'Users within the caller’s data range with their roles, optionally of one role or matching a name',
  access: { authenticated: true },
  query: z.object({
    roleCode: z.string().max(50).optional(),
    keyword: z.string().trim().max(50).optional(),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(200).default(50),
  }),
  result: pageOf(rangeUserSchema),
});

export const findUserById = defineContract({
  method: 'GET',
  path: '/user/findById',
  tags,
  summary: 'A user of the enterprise: name, unit and roles',
  access: { authenticated: true },
  query: z.object({ id: z.coerce.number().int().positive() }),
  result: rangeUserSchema,
});

export const doctorFieldSchema = z.object({
  field: z.string(),
  label: z.string(),
  labelEn: z.string(),
  type: z.string(),
  dictKey: z.string().nullable(),
  filterable: z.boolean(),
  correctable: z.boolean(),
});

export const findDoctorFields = defineContract({
  method: 'GET',
  path: '/field/all',
  tags,
  summary: 'The doctor fields: labels in both languages, type, vocabulary, and whether they filter lists or can be corrected',
  access: { authenticated: true },
  result: z.array(doctorFieldSchema),
});

export const libraryMaterialSchema = z.object({
  id: z.number().int(),
  materialType: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  url: z.string().nullable(),
  productId: z.number().int().nullable(),
  publishedOn: z.string().nullable(),
});
/** A piece of medical library material (a guideline, leaflet, paper or slides). */
export type LibraryMaterial = z.infer<typeof libraryMaterialSchema>;

export const findLibraryByMaterialType = defineContract({
  method: 'GET',
  path: '/library/findByMaterialType',
  tags,
  summary: 'Medical library material of one type (guidelines, leaflets, papers, slides)',
  access: { authenticated: true },
  query: z.object({ materialType: z.enum(codesOf(MATERIAL_TYPES)) }),
  result: z.array(libraryMaterialSchema),
});

export const insertCorrection = defineContract({
  method: 'GET',
  path: '/correct/insert',
  tags,
  summary: 'Files a request to correct one field of a doctor’s data, for the data stewards (the current value is recorded)',
  description: 'A GET that writes, as the client calls it; each call files one request.',
  access: { permission: 'customer:correction:add' },
  query: z.object({
    doctorId: z.coerce.number().int().positive(),
    field: z.enum(CORRECTABLE_FIELDS),
    newValue: z.string().trim().min(1).max(500),
    reason: z.string().trim().max(500).optional(),
  }),
  result: z.object({ id: z.number().int(), doctorId: z.number().int(), field: z.string(), oldValue: z.string().nullable(), newValue: z.string(), status: z.string() }),
});
