import { z } from 'zod';
import { organizationBody } from './admin-schemas';
import { defineContract } from '../contract';

/** The organization tree as the administrator keeps it; moving a node moves its subtree. */

const tags = ['admin console'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export interface OrgNode {
  id: number;
  parentId: number | null;
  name: string;
  nameEn: string | null;
  code: string;
  type: string;
  grade: number;
  sort: number;
  leaderId: number | null;
  leaderName: string | null;
  children: OrgNode[];
}

export const orgNodeSchema: z.ZodType<OrgNode> = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    nameEn: z.string().nullable(),
    code: z.string(),
    type: z.string(),
    grade: z.number().int(),
    sort: z.number().int(),
    leaderId: z.number().int().nullable(),
    leaderName: z.string().nullable(),
    get children() {
      return z.array(orgNodeSchema);
    },
  })
  .meta({ id: 'OrganizationNode' });

export const organizationTree = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/org/tree',
  tags,
  summary: 'The whole organization tree with leaders; also for user administrators, who place users in it',
  access: { authenticated: true, checks: ['system:org:list', 'system:user:list'] },
  result: z.array(orgNodeSchema),
});

export const createOrganization = defineContract({
  method: 'POST',
  path: '/API-SYSTEM/admin/org',
  tags,
  summary: 'Creates an organization under a parent',
  access: { permission: 'system:org:edit' },
  body: organizationBody,
  encoding: 'json',
  result: z.object({ id: z.number().int() }),
});

export const updateOrganization = defineContract({
  method: 'PUT',
  path: '/API-SYSTEM/admin/org/:id',
  tags,
  summary: 'Edits or moves an organization',
  access: { permission: 'system:org:edit' },
  params: idParams,
  body: organizationBody,
  encoding: 'json',
  result: z.null(),
});

export const deleteOrganization = defineContract({
  method: 'DELETE',
  path: '/API-SYSTEM/admin/org/:id',
  tags,
  summary: 'Deletes an organization and all its sub-organizations; their users keep no organization',
  access: { permission: 'system:org:edit' },
  params: idParams,
  result: z.object({ deleted: z.number().int() }),
});
