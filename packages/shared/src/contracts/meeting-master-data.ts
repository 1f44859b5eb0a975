import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { institutionBody, supplierBody } from './meeting-master-schemas';

/** Institutions and suppliers (`/meeting/institution`, `/meeting/supplier`), kept by whoever holds those pages. */

const listQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const saved = z.object({ id: z.number().int() });

/** English screens show a city and a contact person in English: the region's English name, the name in pinyin (the written values stay as entered). */
const inEnglish = { cityEn: z.string().nullable(), contactNameEn: z.string().nullable() };
export const institutionItemSchema = institutionBody.extend({
  id: z.number().int(),
  nameEn: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  cityEn: inEnglish.cityEn,
  contactNameEn: inEnglish.contactNameEn,
});
export type Institution = z.output<typeof institutionItemSchema>;

export const supplierItemSchema = supplierBody.extend({
  id: z.number().int(),
  nameEn: z.string().nullable(),
  contactName: z.string().nullable(),
  contactNameEn: inEnglish.contactNameEn,
  contactPhone: z.string().nullable(),
  qualificationExpiry: z.string().nullable(),
  isQualified: z.boolean(),
});
export type Supplier = z.output<typeof supplierItemSchema>;

export const institutionPage = defineContract({
  method: 'GET',
  path: '/meeting/institution/page',
  tags: ['institutions'],
  summary: 'Institutions',
  access: { permission: 'meeting:institution:list' },
  query: listQuery,
  result: pageOf(institutionItemSchema),
});

export const supplierPage = defineContract({
  method: 'GET',
  path: '/meeting/supplier/page',
  tags: ['suppliers'],
  summary: 'Suppliers with their qualification state',
  access: { permission: 'meeting:supplier:list' },
  query: listQuery,
  result: pageOf(supplierItemSchema),
});

export const createInstitution = defineContract({
  method: 'POST',
  path: '/meeting/institution',
  tags: ['institutions'],
  summary: 'Adds an institution',
  access: { permission: 'meeting:institution:edit' },
  body: institutionBody,
  encoding: 'json',
  result: saved,
});

export const updateInstitution = defineContract({
  method: 'PUT',
  path: '/meeting/institution/:id',
  tags: ['institutions'],
  summary: 'Changes an institution',
  access: { permission: 'meeting:institution:edit' },
  params: idParams,
  body: institutionBody,
  encoding: 'json',
  result: saved,
});

export const createSupplier = defineContract({
  method: 'POST',
  path: '/meeting/supplier',
  tags: ['suppliers'],
  summary: 'Adds a supplier',
  access: { permission: 'meeting:supplier:edit' },
  body: supplierBody,
  encoding: 'json',
  result: saved,
});

export const updateSupplier = defineContract({
  method: 'PUT',
  path: '/meeting/supplier/:id',
  tags: ['suppliers'],
  summary: 'Changes a supplier',
  access: { permission: 'meeting:supplier:edit' },
  params: idParams,
  body: supplierBody,
  encoding: 'json',
  result: saved,
});
