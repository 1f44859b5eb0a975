import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menu, roleMenu, type MenuType } from '../../db/schema/platform/tenancy';
import type { Principal } from '../../platform/principal';
import type { MenuNode } from '@crm/shared/contracts/system';

export type MenuRow = typeof menu.$inferSelect;

export function toMenuNode(row: MenuRow): MenuNode {
  return {
    id: row.id,
    parentId: row.parentId,
    type: row.type,
    path: row.path,
    code: row.code,
    name: row.name,
    enName: row.nameEn,
    api: row.api,
    icon: row.icon,
    sort: row.sort,
    isHidden: row.isHidden,
    permission: row.permission,
    attributes: row.attributes,
    children: [],
  };
}

export function buildTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map(rows.map((row) => [row.id, toMenuNode(row)]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    list.forEach((n) => order(n.children));
  };
  order(roots);
  return roots;
}

/**
 * The menu entries a user holds through their roles (admin: all), with the ancestors of each so
 * the tree stays connected.
 */
export async function grantedMenus(db: Database, principal: Principal, filter: { view: string; type?: MenuType; ignorePermission?: boolean }): Promise<MenuRow[]> {
  const tenantId = principal.tenant.id;
  const conditions = [eq(menu.tenantId, tenantId), eq(menu.view, filter.view), eq(menu.status, true)];
  const all = await db
    .select()
    .from(menu)
    .where(and(...conditions))
    .orderBy(asc(menu.sort), asc(menu.id));
  let rows = all;
  if (!filter.ignorePermission && !principal.roleCodes.includes('admin')) {
    const roleIds = principal.roles.map((r) => r.id);
    const granted =
      roleIds.length === 0
        ? []
        : await db
            .selectDistinct({ menuId: roleMenu.menuId })
            .from(roleMenu)
            .where(and(eq(roleMenu.tenantId, tenantId), inArray(roleMenu.roleId, roleIds)));
    const byId = new Map(all.map((row) => [row.id, row]));
    const keep = new Set<number>();
    for (const { menuId } of granted) {
      let current = byId.get(menuId);
      while (current && !keep.has(current.id)) {
        keep.add(current.id);
        current = current.parentId === null ? undefined : byId.get(current.parentId);
      }
    }
    rows = all.filter((row) => keep.has(row.id));
  }
  return filter.type ? rows.filter((row) => row.type === filter.type) : rows;
}
