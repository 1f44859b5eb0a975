import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * The business base's vocabularies served to both sides: the dictionaries, standard departments,
 * titles and positions, and the sales-ai service's department look-ups.
 */

const departmentFields = { id: z.number().int(), parentId: z.number().int().nullable(), code: z.string(), name: z.string(), nameEn: z.string() };
/** A standard department. */
export const departmentSchema = z.object(departmentFields);
export type Department = z.infer<typeof departmentSchema>;
/** A top-level standard department with its sub-departments. */
export const departmentTreeSchema = z.object({ ...departmentFields, children: z.array(departmentSchema) });
export type DepartmentTree = z.infer<typeof departmentTreeSchema>;

const tags = ['dictionaries'];
const referenceItem = z.object({ code: z.string(), label: z.string(), labelEn: z.string(), sort: z.number().int() });
/** An item of a dictionary: its code, its labels in both languages and its place in the list. */
export type DictionaryItem = z.infer<typeof referenceItem>;

export const findDictionaries = defineContract({
  method: 'POST',
  path: '/dict/find/codeList',
  tags,
  summary: 'Items of each dictionary asked: the tenant’s own (doctorType, visit…) and the customer vocabularies (hospitalLevel, channel…)',
  access: { authenticated: true },
  body: z.array(z.string().trim().min(1).max(100)).max(100),
  encoding: 'json',
  result: z.record(z.string(), z.array(referenceItem)),
});

export const findStandardDepartments = defineContract({
  method: 'GET',
  path: '/standard/department/current',
  tags,
  summary: 'The current two-level standard departments as a tree',
  access: { authenticated: true },
  result: z.array(departmentTreeSchema),
});

export const findDoctorTitles = defineContract({
  method: 'GET',
  path: '/standard/doctor/title',
  tags,
  summary: 'The standard professional titles of doctors',
  access: { authenticated: true },
  result: z.array(referenceItem),
});

export const findAdministrativePositions = defineContract({
  method: 'GET',
  path: '/standard/administrative/position',
  tags,
  summary: 'The standard administrative positions in a hospital',
  access: { authenticated: true },
  result: z.array(referenceItem),
});

const salesAiTags = ['sales-ai'];

export const findTopDepartments = defineContract({
  method: 'GET',
  path: '/API-SALES-AI/findDepartmentOneLevel',
  tags: salesAiTags,
  summary: 'Sales-ai service: the first-level standard departments',
  access: { authenticated: true },
  result: z.array(departmentSchema),
});

export const findSecondLevelDepartments = defineContract({
  method: 'GET',
  path: '/API-SALES-AI/findDepartmentTwoLevel',
  tags: salesAiTags,
  summary: 'Sales-ai service: second-level departments of parentId, or the whole two-level tree without it',
  access: { authenticated: true },
  query: z.object({ parentId: z.coerce.number().int().positive().optional() }),
  result: z.array(departmentTreeSchema),
});
