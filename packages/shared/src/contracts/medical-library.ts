import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { MATERIAL_TYPES, libraryMaterialBody, libraryVersionBody } from './meeting-master-schemas';
import { queryBoolean } from '../query-params';

/**
 * The medical library's review states (`/meeting/medicalLibrary`): materials carry versions; a
 * version is approved after medical/legal review and expires at its validity date or when a newer
 * one is approved.
 */

const tags = ['medical library'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const materialVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.string().describe('DRAFT, APPROVED or EXPIRED (an approved version past its validity reads EXPIRED)'),
  fileName: z.string().nullable(),
  url: z.string().nullable(),
  approvalCode: z.string().nullable(),
  validUntil: z.string(),
  approvedAt: z.string().nullable(),
});
export type MaterialVersion = z.output<typeof materialVersionSchema>;

export const materialSchema = z.object({
  id: z.number().int(),
  materialType: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  productId: z.number().int().nullable(),
  latest: materialVersionSchema.nullable(),
  usableVersionId: z.number().int().nullable().describe('the version a meeting may attach now'),
});
export type Material = z.output<typeof materialSchema>;

export const libraryPage = defineContract({
  method: 'GET',
  path: '/meeting/library/page',
  tags,
  summary: 'Library materials with their latest version and the version usable at meetings',
  access: { permission: 'meeting:medicalLibrary:list' },
  query: z.object({
    materialType: z.enum(MATERIAL_TYPES).optional(),
    keyword: z.string().trim().max(100).optional(),
    usableOnly: queryBoolean.default(false),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  result: pageOf(materialSchema),
});

export const materialVersions = defineContract({
  method: 'GET',
  path: '/meeting/library/:id/versions',
  tags,
  summary: 'Every version of a material, newest first',
  access: { permission: 'meeting:medicalLibrary:list' },
  params: idParams,
  result: z.array(materialVersionSchema),
});

export const addMaterial = defineContract({
  method: 'POST',
  path: '/meeting/library',
  tags,
  summary: 'Adds a material with its first version, in draft until reviewed',
  access: { permission: 'meeting:medicalLibrary:edit' },
  body: libraryMaterialBody,
  encoding: 'json',
  result: z.object({ materialId: z.number().int(), versionId: z.number().int() }),
});

export const addMaterialVersion = defineContract({
  method: 'POST',
  path: '/meeting/library/:id/version',
  tags,
  summary: 'Adds the next version of a material, in draft',
  access: { permission: 'meeting:medicalLibrary:edit' },
  params: idParams,
  body: libraryVersionBody,
  encoding: 'json',
  result: z.object({ versionId: z.number().int() }),
});

const reviewed = z.object({ id: z.number().int(), status: z.string() });

export const approveMaterialVersion = defineContract({
  method: 'POST',
  path: '/meeting/library/version/:id/approve',
  tags,
  summary: 'Approves a draft version after review; earlier approved versions expire',
  access: { permission: 'meeting:medicalLibrary:approve' },
  params: idParams,
  result: reviewed,
});

export const expireMaterialVersion = defineContract({
  method: 'POST',
  path: '/meeting/library/version/:id/expire',
  tags,
  summary: 'Withdraws a version from use',
  access: { permission: 'meeting:medicalLibrary:approve' },
  params: idParams,
  result: reviewed,
});
