import { z } from 'zod';
import { dictDataBody, dictTypeBody } from './admin-schemas';
import { defineContract } from '../contract';

/** Dictionary types and their items in both languages (visit types, results, doctor types…), as the administrator keeps them. */

const tags = ['admin console'];
const access = { permission: 'system:dict:edit' } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const dictTypeSchema = z.object({ id: z.number().int(), dictKey: z.string(), name: z.string(), nameEn: z.string(), remark: z.string().nullable() });
export type DictType = z.infer<typeof dictTypeSchema>;
export const dictItemSchema = z.object({
  id: z.number().int(),
  dictKey: z.string(),
  code: z.string(),
  label: z.string(),
  labelEn: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

export const dictTypeList = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/dict/type/list',
  tags,
  summary: 'Dictionary types',
  access,
  result: z.array(dictTypeSchema),
});

export const createDictType = defineContract({
  method: 'POST',
  path: '/API-SYSTEM/admin/dict/type',
  tags,
  summary: 'Creates a dictionary type',
  access,
  body: dictTypeBody,
  encoding: 'json',
  result: z.object({ id: z.number().int() }),
});

export const updateDictType = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/admin/dict/type/:id',
  tags,
  summary: 'Renames a dictionary type (its key stays)',
  access,
  params: idParams,
  body: dictTypeBody.omit({ dictKey: true }),
  encoding: 'json',
  result: z.null(),
});

export const deleteDictType = defineContract({
  method: 'DELETE',
  path: '/API-SYSTEM/admin/dict/type/:id',
  tags,
  summary: 'Deletes a dictionary type and its items',
  access,
  params: idParams,
  result: z.null(),
});

export const dictItemList = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/dict/data',
  tags,
  summary: 'Items of one dictionary type, disabled ones included',
  access,
  query: z.object({ dictKey: z.string().min(1).max(64) }),
  result: z.array(dictItemSchema),
});

export const createDictItem = defineContract({
  method: 'POST',
  path: '/API-SYSTEM/admin/dict/data',
  tags,
  summary: 'Adds an item to a dictionary type',
  access,
  body: dictDataBody,
  encoding: 'json',
  result: z.object({ id: z.number().int() }),
});

export const updateDictItem = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/admin/dict/data/:id',
  tags,
  summary: 'Edits a dictionary item (its type and code stay)',
  access,
  params: idParams,
  body: dictDataBody.omit({ dictKey: true, code: true }),
  encoding: 'json',
  result: z.null(),
});

export const deleteDictItem = defineContract({
  method: 'DELETE',
  path: '/API-SYSTEM/admin/dict/data/:id',
  tags,
  summary: 'Deletes a dictionary item',
  access,
  params: idParams,
  result: z.null(),
});
