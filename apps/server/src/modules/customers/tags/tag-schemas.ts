import { z } from 'zod';

export const tagTermSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int().nullable(),
  value: z.string(),
  valueEn: z.string().nullable(),
  kind: z.enum(['SYSTEM', 'PERSONAL']),
  isRuleBased: z.boolean().describe('applied by the group’s rules, not by hand'),
  addedBy: z.object({ id: z.number().int(), firstName: z.string() }).nullable(),
});

export const tagGroupSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameEn: z.string(), isRuleBased: z.boolean(), terms: z.array(tagTermSchema) });
