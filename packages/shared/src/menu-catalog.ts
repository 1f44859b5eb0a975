/**
 * The product's navigation menu: one tree shared by the server seed (menu rows per tenant plus
 * role grants) and the web app (route registry, sidebar, tab strips, button permissions).
 *
 * Conventions:
 * - Top-level sections and sidebar pages are `MENU`; status tabs inside a page are `TAG`;
 *   permission buttons are `BUTTON` and carry their permission mark in `path` as well.
 * - `path` of a MENU/TAG entry is relative to its parent; the full route is the join of the
 *   ancestors' paths (see `flattenMenuCatalog`).
 * - Every entry with MENU/TAG children marks exactly one non-hidden child with the
 *   `default` attribute: the page a bare section path redirects to.
 * - Role grants are declared on leaves and buttons; a parent is granted to every role that is
 *   granted any of its descendants, and `admin` is granted everything.
 */

import { build, type MenuCatalogEntry } from './menu-catalog/builders';
import { menuSections } from './menu-catalog/sections';
import type { PermissionMark } from './permissions';

export { ROLE_CODES } from './menu-catalog/builders';
export type { MenuAttribute, MenuCatalogEntry, MenuType, RoleCode } from './menu-catalog/builders';

// ---------------------------------------------------------------------------------------------
// The catalog: its sections in sidebar order
// ---------------------------------------------------------------------------------------------

export const menuCatalog: MenuCatalogEntry[] = build(menuSections, null);

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

export type FlatMenuEntry = MenuCatalogEntry & { fullPath: string; parentCode: string | null };

/** Full path (e.g. '/customer/doctorTeamManager/focusCustomer') of every MENU/TAG entry, depth-first. */
export function flattenMenuCatalog(entries: MenuCatalogEntry[] = menuCatalog): FlatMenuEntry[] {
  const out: FlatMenuEntry[] = [];
  const walk = (list: MenuCatalogEntry[], parentPath: string, parentCode: string | null): void => {
    for (const entry of list) {
      if (entry.type === 'BUTTON') continue;
      const fullPath = `${parentPath}/${entry.path}`;
      out.push({ ...entry, fullPath, parentCode });
      if (entry.children) walk(entry.children, fullPath, entry.code);
    }
  };
  walk(entries, '', null);
  return out;
}

/** True when the entry has no MENU/TAG children (buttons do not count). */
export function isRouteLeaf(entry: MenuCatalogEntry): boolean {
  return !(entry.children ?? []).some((child) => child.type !== 'BUTTON');
}

/** The administration console's sections (its own pages, outside the shell) and the mark that opens each. */
export const adminConsoleSections: ReadonlyArray<{ path: string; permission: PermissionMark }> = flattenMenuCatalog()
  .filter((entry) => entry.parentCode === 'admin')
  .map((entry) => ({ path: entry.path, permission: entry.permission! }));

/** fullPath of every MENU/TAG leaf, depth-first. */
export const menuRoutePaths: readonly string[] = flattenMenuCatalog()
  .filter(isRouteLeaf)
  .map((entry) => entry.fullPath);
