import { z } from 'zod';
import { defineContract } from '../contract';
import { storedKey } from '../object-keys';

/** Tag catalogue and the tags on doctors: rule-applied system tags, hand-applied ones, personal ones. */

const tags = ['tags'];

export const tagTermSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int().nullable(),
  value: z.string(),
  valueEn: z.string().nullable(),
  kind: z.enum(['SYSTEM', 'PERSONAL']),
  isRuleBased: z.boolean().describe('applied by the group’s rules, not by hand'),
  addedBy: z.object({ id: z.number().int(), firstName: z.string() }).nullable(),
});
/** A tag term: a system term of a group, or a user's personal term. */
export type TagTerm = z.infer<typeof tagTermSchema>;

export const tagGroupSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameEn: z.string(), isRuleBased: z.boolean(), terms: z.array(tagTermSchema) });
/** A system tag group with its terms. */
export type TagGroup = z.infer<typeof tagGroupSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const tagType = z.enum(['SYSTEM', 'PERSONAL']);
/** Tagging a doctor needs customer:tag:edit; a system tag (not a personal one) also customer:doctor:add. */
const doctorTags = { permission: 'customer:tag:edit', checks: ['customer:doctor:add'] } as const;

export const findUserTagTerms = defineContract({
  method: 'GET',
  path: '/tag/term/find/user',
  tags,
  summary: 'Every tag term the caller can use: system groups with their terms, and their personal terms',
  access: { authenticated: true },
  result: z.object({ groups: z.array(tagGroupSchema), personal: z.array(tagTermSchema) }),
});

export const findTagGroup = defineContract({
  method: 'GET',
  path: '/tag/group/find/:groupId',
  tags,
  summary: 'A system tag group with its terms',
  access: { authenticated: true },
  params: z.object({ groupId: z.coerce.number().int().positive() }),
  result: tagGroupSchema,
});

export const findPersonalTerms = defineContract({
  method: 'GET',
  path: '/tag/personal/find',
  tags,
  summary: 'The caller’s personal tag terms with how many doctors carry each',
  access: { authenticated: true },
  result: z.array(tagTermSchema.extend({ uses: z.number().int() })),
});

export const addPersonalTerm = defineContract({
  method: 'POST',
  path: '/tag/personal/add/:termValue',
  tags,
  summary: 'Creates a personal tag term (answers the existing one when it exists)',
  access: { authenticated: true },
  params: z.object({ termValue: storedKey(z.string().trim().min(1).max(20)) }),
  result: tagTermSchema,
});

/**
 * The spec's path ends in a slash, which OpenAPI tools refuse: the document names it without one,
 * and the server serves both.
 */
export const findRuleTagsOfDoctors = defineContract({
  method: 'POST',
  path: '/group/rules/find/relation',
  tags,
  summary: 'The rule-defined system tags of each doctor asked (doctors outside the caller’s range are left out)',
  access: { permission: 'customer:doctor:view' },
  body: z.object({ doctorIds: z.array(z.number().int().positive()).min(1).max(200) }),
  encoding: 'json',
  result: z.array(z.object({ doctorId: z.number().int(), terms: z.array(tagTermSchema.extend({ groupName: z.string(), groupNameEn: z.string() })) })),
});

const doctorTagList = (path: string, summary: string) =>
  defineContract({ method: 'GET', path, tags, summary, access: { permission: 'customer:doctor:view' }, params: idParams, result: z.array(tagTermSchema) });

export const findDoctorRuleTags = doctorTagList('/doctor/find/:id/system', 'The rule-defined system tags on a doctor');
export const findDoctorStaffTags = doctorTagList('/doctor/find/staff/:id', 'The system tags staff put on a doctor by hand, with who added each');
export const findDoctorPersonalTags = doctorTagList('/doctor/find/:id/personal', 'The caller’s personal tags on a doctor');

export const findAvailableDoctorTags = defineContract({
  method: 'GET',
  path: '/doctor/find/notTag/:id',
  tags,
  summary: 'Terms the caller could still put on a doctor: hand-applied system terms and their personal terms',
  access: { permission: 'customer:doctor:view' },
  params: idParams,
  result: z.array(tagTermSchema),
});

export const setDoctorSystemTags = defineContract({
  method: 'PUT',
  path: '/doctor/update/term/:id',
  tags,
  summary: 'Sets the hand-applied system tags of a doctor to exactly the term ids given',
  access: doctorTags,
  params: idParams,
  body: z.array(z.number().int().positive()).max(50),
  encoding: 'json',
  result: z.array(tagTermSchema),
});

export const setDoctorPersonalTags = defineContract({
  method: 'PUT',
  path: '/doctor/update/personalTerm/:id',
  tags,
  summary: 'Sets the caller’s personal tags on a doctor to exactly the term ids given (only their own terms)',
  access: { permission: 'customer:tag:edit' },
  params: idParams,
  body: z.array(z.number().int().positive()).max(50),
  encoding: 'json',
  result: z.array(tagTermSchema),
});

export const addDoctorTag = defineContract({
  method: 'POST',
  path: '/customer/tag/add/:id',
  tags,
  summary: 'Puts a tag on a doctor: a personal tag by its text (created when new), or a system term by its id',
  access: doctorTags,
  query: z.object({ addedValue: storedKey(z.string().trim().min(1).max(20)), mobileTagType: tagType.default('PERSONAL') }),
  params: idParams,
  result: tagTermSchema,
});

export const removeDoctorTag = defineContract({
  method: 'POST',
  path: '/customer/tag/delete/:tagTermId',
  tags,
  summary: 'Takes a tag term off the listed doctors (body: doctor ids); answers how many lost it',
  access: doctorTags,
  params: z.object({ tagTermId: z.coerce.number().int().positive() }),
  query: z.object({ mobileTagType: tagType.default('PERSONAL') }),
  body: z.array(z.number().int().positive()).min(1).max(500),
  encoding: 'json',
  result: z.object({ removed: z.number().int() }),
});
