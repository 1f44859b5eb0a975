import { z } from 'zod';
import { createUserBody, resetPasswordBody, updateUserBody, userStatusBody } from './admin-schemas';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';

/** Users of the admin console: list, create, edit, reset password, enable and disable, delete. */

const tags = ['admin console'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  nameEn: z.string().nullable(),
  company: z.string().nullable(),
  telephone: z.string().nullable(),
  mobile: z.string().nullable(),
  language: z.string(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  workId: z.string().nullable(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  userType: z.string(),
  lockedUntil: z.string().nullable(),
  roleIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPage = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/user/page',
  tags,
  summary: 'Users of the tenant, filtered by keyword (login name, name, mobile, work id), organization and status',
  access: { permission: 'system:user:list' },
  query: z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(200).default(20),
    keyword: z.string().trim().max(100).optional(),
    orgId: z.coerce.number().int().positive().optional(),
    enabled: z.enum(['true', 'false']).optional(),
  }),
  result: pageOf(adminUserSchema),
});

export const adminUser = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/user/:id',
  tags,
  summary: 'One user',
  access: { permission: 'system:user:list' },
  params: idParams,
  result: adminUserSchema,
});

export const createUser = defineContract({
  method: 'POST',
  path: '/API-SYSTEM/admin/user',
  tags,
  summary: 'Creates a user with a password and at least one role',
  access: { permission: 'system:user:edit' },
  body: createUserBody,
  encoding: 'json',
  result: adminUserSchema,
});

export const updateUser = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/admin/user/:id',
  tags,
  summary: 'Edits a user (not the password)',
  access: { permission: 'system:user:edit' },
  params: idParams,
  body: updateUserBody,
  encoding: 'json',
  result: adminUserSchema,
});

export const resetUserPassword = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/admin/user/:id/password',
  tags,
  summary: 'Resets a user’s password and ends their sessions',
  access: { permission: 'system:user:edit' },
  params: idParams,
  body: resetPasswordBody,
  encoding: 'json',
  result: z.null(),
});

export const setUserStatus = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/admin/user/:id/status',
  tags,
  summary: 'Enables or disables sign-in for a user; disabling ends their sessions',
  access: { permission: 'system:user:edit' },
  params: idParams,
  body: userStatusBody,
  encoding: 'json',
  result: z.null(),
});

export const deleteUser = defineContract({
  method: 'DELETE',
  path: '/API-SYSTEM/admin/user/:id',
  tags,
  summary: 'Deletes a user',
  access: { permission: 'system:user:edit' },
  params: idParams,
  result: z.null(),
});
