import { z } from 'zod';
import { defineContract } from '../contract';
import { myProductSchema, productIndicationSchema } from './products';

/**
 * The product master as the administrator keeps it: every product of the enterprise (disabled ones
 * too) with its names, generic names, therapeutic area (a code of therapeutic-areas.ts) and indications.
 */

const tags = ['admin console'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const productMasterIndicationSchema = productIndicationSchema;

/** A product as the caller's product list gives it, and whether it is enabled. */
export const productMasterSchema = myProductSchema.extend({ enabled: z.boolean() });
export type ProductMaster = z.infer<typeof productMasterSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);

/**
 * A product's new state. Indications are the whole list in order: one with an id keeps (and renames)
 * that indication, one without adds it, and an indication left out is removed unless an article uses it.
 */
export const productMasterBody = z.object({
  name: text(100),
  nameEn: text(100),
  genericName: optionalText(100),
  genericNameEn: optionalText(100),
  /** A code of the therapeutic-area list; anything else is refused with the list's message. */
  therapeuticArea: z.string().trim().min(1).max(60),
  indications: z.array(z.object({ id: z.number().int().positive().nullable().default(null), name: text(100), nameEn: text(100) })).max(50),
});
export type ProductMasterBody = z.input<typeof productMasterBody>;

export const productMasterList = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/product/list',
  tags,
  summary: 'Every product of the enterprise with its therapeutic area and indications',
  access: { permission: 'system:product:list' },
  result: z.array(productMasterSchema),
});

export const updateProductMaster = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/admin/product/:id',
  tags,
  summary: 'Changes a product’s names, generic names, therapeutic area and indications (an indication articles use is kept: 409)',
  access: { permission: 'system:product:edit' },
  params: idParams,
  body: productMasterBody,
  encoding: 'json',
  result: productMasterSchema,
  /** The indication an article still uses, which the list left out. */
  conflict: z.object({ indicationId: z.number().int() }),
});
