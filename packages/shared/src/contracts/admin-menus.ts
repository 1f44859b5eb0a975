import { z } from 'zod';
import { menuBody } from './admin-schemas';
import { contractGroup, defineContract } from '../contract';
import { menuNodeSchema, type MenuNode } from './system';

/** The admin console's menu entries (pages, tabs, buttons). Changes reach users on their next request. */

const tags = ['admin console'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
/** Changes to the menu entries. */
const editCall = contractGroup({ tags, access: { permission: 'system:menu:edit' } });

/** A menu entry as the administrator sees it: with its enabled flag, which the users' own menu calls leave out. */
export type AdminMenuNode = MenuNode & { status: boolean; children: AdminMenuNode[] };
export const adminMenuNodeSchema: z.ZodType<AdminMenuNode> = z
  .object({
    ...(menuNodeSchema as unknown as z.ZodObject<z.ZodRawShape>).shape,
    status: z.boolean(),
    get children() {
      return z.array(adminMenuNodeSchema);
    },
  })
  .meta({ id: 'AdminMenuNode' }) as unknown as z.ZodType<AdminMenuNode>;

export const adminMenuTree = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/admin/menu/tree',
  tags,
  summary: 'Every menu entry of the tenant as a tree, hidden and disabled ones included',
  access: { permission: 'system:menu:list' },
  result: z.array(adminMenuNodeSchema),
});

export const createMenu = editCall({
  method: 'POST',
  path: '/API-SYSTEM/admin/menu',
  summary: 'Creates a menu entry',
  body: menuBody,
  encoding: 'json',
  result: z.object({ id: z.number().int() }),
});

export const updateMenu = editCall({
  method: 'PUT',
  path: '/API-SYSTEM/admin/menu/:id',
  summary: 'Edits a menu entry',
  params: idParams,
  body: menuBody,
  encoding: 'json',
  result: z.null(),
});

export const deleteMenu = editCall({
  method: 'DELETE',
  path: '/API-SYSTEM/admin/menu/:id',
  summary: 'Deletes a menu entry and all its children',
  params: idParams,
  result: z.object({ deleted: z.number().int() }),
});
