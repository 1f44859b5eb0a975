import { z } from 'zod';
import { defineContract } from '../contract';

/** China's provinces, cities and districts, and the tenant's sales regions built from them. */

const tags = ['regions'];

/** A division of China (province, city, district or county); `id` is its national code. */
export interface RegionNode {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  level: number;
  parentCode: string | null;
  children?: RegionNode[];
}

const regionFields = { id: z.string(), code: z.string(), name: z.string(), nameEn: z.string(), level: z.number().int(), parentCode: z.string().nullable() };
export const regionSchema = z.object(regionFields);
/** A division of China without its children. */
export type Region = z.infer<typeof regionSchema>;

export const regionTreeSchema: z.ZodType<RegionNode> = z
  .object({
    ...regionFields,
    get children() {
      return z.array(regionTreeSchema).optional();
    },
  })
  .meta({ id: 'RegionNode' });

const code = (digits: number) => z.coerce.string().regex(new RegExp(`^\\d{${digits}}$`));

export const findProvinces = defineContract({
  method: 'GET',
  path: '/province/all',
  tags,
  summary: 'Every province-level division of China (id = national code)',
  access: { authenticated: true },
  result: z.array(regionSchema),
});

export const findUserRegionTree = defineContract({
  method: 'GET',
  path: '/province/all/tree/user',
  tags,
  summary: 'Provinces with their cities where the caller’s sales regions lie (all for the whole-company range)',
  access: { authenticated: true },
  result: z.array(regionTreeSchema),
});

export const findCities = defineContract({
  method: 'GET',
  path: '/province/city/all/:id',
  tags,
  summary: 'The cities of a province',
  access: { authenticated: true },
  params: z.object({ id: code(2) }),
  result: z.array(regionSchema),
});

export const findAreas = defineContract({
  method: 'GET',
  path: '/province/area/all/:id',
  tags,
  summary: 'The districts and counties of a city',
  access: { authenticated: true },
  params: z.object({ id: code(4) }),
  result: z.array(regionSchema),
});

export const findAreasOfCities = defineContract({
  method: 'POST',
  path: '/province/area/cityIds',
  tags,
  summary: 'The districts and counties of several cities (body: city codes)',
  access: { authenticated: true },
  body: z.array(code(4)).min(1).max(400),
  encoding: 'json',
  result: z.array(regionSchema),
});

export const salesRegionSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  orgId: z.number().int().nullable(),
  countyCount: z.number().int(),
});

export const findSalesRegions = defineContract({
  method: 'POST',
  path: '/sales/region',
  tags,
  summary: 'The tenant’s sales regions: children of parentId, the top level for null, all when absent',
  access: { authenticated: true },
  body: z.object({ parentId: z.number().int().positive().nullable().optional() }).nullish(),
  encoding: 'json',
  result: z.array(salesRegionSchema),
});

export const findSalesRegionCounties = defineContract({
  method: 'POST',
  path: '/sales/region/county',
  tags,
  summary: 'The counties that make up the given sales regions',
  access: { authenticated: true },
  body: z.object({ salesRegionIds: z.array(z.number().int().positive()).min(1).max(200) }),
  encoding: 'json',
  result: z.array(
    z.object({ salesRegionId: z.number().int(), code: z.string(), name: z.string(), nameEn: z.string(), cityCode: z.string().nullable(), city: z.string().nullable() }),
  ),
});
