import { z } from 'zod';
import { TAG_RULE_FIELDS } from '../../../db/schema/customers/customers';
import groups from './default-tag-groups.json';

const tagGroupDefinition = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  isRuleBased: z.boolean(),
  terms: z.array(z.object({ value: z.string(), valueEn: z.string(), rule: z.array(z.object({ field: z.enum(TAG_RULE_FIELDS), values: z.array(z.string()) })).optional() })),
});
export type TagGroupDefinition = z.infer<typeof tagGroupDefinition>;

/** The system tag groups a new tenant starts with (default-tag-groups.json): rule-defined segments and hand-applied interests. */
export const DEFAULT_TAG_GROUPS: TagGroupDefinition[] = z.array(tagGroupDefinition).parse(groups);
