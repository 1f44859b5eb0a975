import { z } from 'zod';
import { storedKey } from '../object-keys';

/** Request bodies of the admin console, shared by its forms and the server. */

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const DATA_RANGES = ['self', 'department', 'department_and_below', 'all'] as const;

export const userFields = {
  username: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[A-Za-z0-9._@-]+$/),
  firstName: z.string().trim().min(1).max(64),
  nameEn: optionalText(100),
  company: optionalText(200),
  telephone: optionalText(40),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/)
    .nullable()
    .optional(),
  language: z.enum(['zh', 'en']).default('zh'),
  orgId: z.number().int().positive().nullable().optional(),
  workId: optionalText(64),
  email: z.email().max(200).nullable().optional(),
  enabled: z.boolean().default(true),
  userType: z.enum(['staff', 'external', 'system']).default('staff'),
  roleIds: z.array(z.number().int().positive()).max(20),
};

export const createUserBody = z.object({ ...userFields, password: z.string().max(64) });
export const updateUserBody = z.object(userFields).omit({ username: true });
export const resetPasswordBody = z.object({ password: z.string().max(64) });
export const userStatusBody = z.object({ enabled: z.boolean() });

export const roleBody = z.object({
  code: storedKey(
    z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
  ),
  name: z.string().trim().max(64),
  nameEn: z.string().trim().max(100),
  orgId: z.number().int().positive().nullable().optional(),
  dataRange: z.enum(DATA_RANGES),
  roleType: z.enum(['system', 'business', 'approval']).default('business'),
  enabled: z.boolean().default(true),
  remark: optionalText(500),
  menuIds: z.array(z.number().int().positive()).max(2000).default([]),
});

export const organizationBody = z.object({
  name: z.string().trim().min(1).max(100),
  nameEn: optionalText(200),
  code: z.string().trim().min(1).max(40),
  type: z.enum(['company', 'division', 'region', 'district', 'territory', 'department']),
  grade: z.number().int().min(0).max(20).default(0),
  sort: z.number().int().min(0).max(100000).default(0),
  parentId: z.number().int().positive().nullable(),
  leaderId: z.number().int().positive().nullable().optional(),
});

export const menuBody = z.object({
  parentId: z.number().int().positive().nullable(),
  type: z.enum(['MENU', 'TAG', 'BUTTON']),
  name: z.string().trim().min(1).max(64),
  nameEn: z.string().trim().min(1).max(100),
  code: storedKey(z.string().trim().min(1).max(120)),
  path: z.string().trim().min(1).max(200),
  api: optionalText(500),
  icon: optionalText(64),
  sort: z.number().int().min(0).max(100000).default(0),
  isHidden: z.boolean().default(false),
  status: z.boolean().default(true),
  permission: z
    .string()
    .trim()
    .regex(/^[A-Za-z*][\w*]*:[A-Za-z*][\w*]*:[A-Za-z*][\w*]*$/)
    .nullable()
    .optional(),
  attributes: z
    .array(z.object({ name: storedKey(z.string().trim().min(1).max(64)), value: z.string().max(500) }))
    .max(20)
    .default([]),
});

export const languageEntryBody = z.object({
  type: storedKey(
    z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z][\w-]*$/),
  ),
  key: storedKey(
    z
      .string()
      .trim()
      .min(1)
      .max(200)
      .regex(/^[\w.-]+$/),
  ),
  lang: z.enum(['zh', 'en']),
  content: z.string().min(1).max(2000),
});

export const dictTypeBody = z.object({
  dictKey: storedKey(
    z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z][\w]*$/),
  ),
  name: z.string().trim().min(1).max(64),
  nameEn: z.string().trim().min(1).max(100),
  remark: optionalText(500),
});

export const dictDataBody = z.object({
  dictKey: storedKey(z.string().trim().min(1).max(64)),
  code: storedKey(z.string().trim().min(1).max(64)),
  label: z.string().trim().min(1).max(100),
  labelEn: z.string().trim().min(1).max(200),
  sort: z.number().int().min(0).max(100000).default(0),
  enabled: z.boolean().default(true),
});
