import { z } from 'zod';
import { languageEntryBody } from './admin-schemas';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';

/** Language entries override the product's own interface strings at run time, per language. */

const tags = ['admin console'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const languageEntrySchema = z.object({ id: z.number().int(), type: z.string(), key: z.string(), lang: z.enum(['zh', 'en']), content: z.string(), updatedAt: z.string() });
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

/** `{namespace: {key: text}}` for one language. */
export const languageOverridesSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type LanguageOverrides = z.infer<typeof languageOverridesSchema>;

export const languageOverrides = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/i18n/overrides',
  tags: ['system'],
  summary: 'The tenant’s overrides of interface strings for one language, as {namespace: {key: text}} (public: the login page uses them)',
  access: { public: true },
  query: z.object({ lang: z.enum(['zh', 'en']) }),
  result: languageOverridesSchema,
});

export const languageEntryPage = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/language/page',
  tags,
  summary: 'Language entries, filtered by type, language and keyword',
  access: { permission: 'system:language:edit' },
  query: z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(200).default(20),
    type: z.string().max(40).optional(),
    lang: z.enum(['zh', 'en']).optional(),
    keyword: z.string().trim().max(100).optional(),
  }),
  result: pageOf(languageEntrySchema),
});

export const createLanguageEntry = defineContract({
  method: 'POST',
  path: '/API-SYSTEM/admin/language',
  tags,
  summary: 'Creates a language entry',
  access: { permission: 'system:language:edit' },
  body: languageEntryBody,
  encoding: 'json',
  result: languageEntrySchema,
});

export const updateLanguageEntry = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/admin/language/:id',
  tags,
  summary: 'Edits a language entry',
  access: { permission: 'system:language:edit' },
  params: idParams,
  body: languageEntryBody.pick({ content: true }),
  encoding: 'json',
  result: languageEntrySchema,
});

export const deleteLanguageEntry = defineContract({
  method: 'DELETE',
  path: '/API-SYSTEM/admin/language/:id',
  tags,
  summary: 'Deletes a language entry: the product’s own string applies again',
  access: { permission: 'system:language:edit' },
  params: idParams,
  result: z.null(),
});
