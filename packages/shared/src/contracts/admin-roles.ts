import { z } from 'zod';
import { roleBody } from './admin-schemas';
import { defineContract } from '../contract';

/** Roles with their data range and menu and button grants. Grants apply on the holders' next request. */

const tags = ['admin console'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const adminRoleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  orgId: z.number().int().nullable(),
  dataRange: z.string(),
  roleType: z.string(),
  enabled: z.boolean(),
  isDefault: z.boolean(),
  remark: z.string().nullable(),
  userCount: z.number().int(),
  menuIds: z.array(z.number().int()),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const adminRoleList = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/role/list',
  tags,
  summary: 'Every role of the tenant with its grants and number of users; also for user administrators, who give users roles',
  access: { authenticated: true, checks: ['system:role:list', 'system:user:list'] },
  result: z.array(adminRoleSchema),
});

export const adminRole = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/role/:id',
  tags,
  summary: 'One role',
  access: { permission: 'system:role:list' },
  params: idParams,
  result: adminRoleSchema,
});

export const createRole = defineContract({
  method: 'POST',
  path: '/API-SYSTEM/admin/role',
  tags,
  summary: 'Creates a role',
  access: { permission: 'system:role:edit' },
  body: roleBody,
  encoding: 'json',
  result: adminRoleSchema,
});

export const updateRole = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/admin/role/:id',
  tags,
  summary: 'Edits a role and replaces its grants',
  access: { permission: 'system:role:edit' },
  params: idParams,
  body: roleBody,
  encoding: 'json',
  result: adminRoleSchema,
});

export const deleteRole = defineContract({
  method: 'DELETE',
  path: '/API-SYSTEM/admin/role/:id',
  tags,
  summary: 'Deletes a role no user holds',
  access: { permission: 'system:role:edit' },
  params: idParams,
  result: z.null(),
});
