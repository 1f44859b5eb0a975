import { z } from 'zod';
import { defineContract } from '../contract';

export const productIndicationSchema = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() });

/** A product the caller works on, with its indications. */
export const myProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  genericName: z.string().nullable(),
  genericNameEn: z.string().nullable(),
  therapeuticArea: z.string().nullable(),
  indications: z.array(productIndicationSchema),
});
export type MyProduct = z.infer<typeof myProductSchema>;

const summary = 'Products the caller works on (all enabled ones when none are assigned), with their indications';

/** Spec 7.1: the products of the signed-in user. */
export const getMyProducts = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/product/user/product/all',
  tags: ['system'],
  summary,
  access: { authenticated: true },
  result: z.array(myProductSchema),
});

/** Spec 7.5 lists the same call relative to the business base; it answers the same. */
export const getMyProductsBusiness = defineContract({ ...getMyProducts, path: '/product/user/product/all', tags: ['lookups'] });
