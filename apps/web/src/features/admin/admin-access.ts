import { adminConsoleSections } from '@crm/shared/menu-catalog';
import type { AccessChecks } from '@/lib/access/access-check';

/** The console's sections, in its navigation order; each is a page of the menu catalog's console section. */
export const ADMIN_SECTIONS = ['users', 'roles', 'organizations', 'menus', 'language', 'dictionaries', 'products', 'audit', 'sms', 'signIn'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The mark that opens each section, as the catalog grants it and the server checks it. */
const permissionOf = new Map(adminConsoleSections.map((section) => [section.path, section.permission]));

export function canOpenSection(access: AccessChecks, section: AdminSection): boolean {
  const permission = permissionOf.get(section);
  return permission !== undefined && access.hasPermission([permission]);
}

/** Administrators: anyone who may open at least one section of the console. */
export function canAdminister(access: AccessChecks): boolean {
  return access.hasPermission(adminConsoleSections.map((section) => section.permission));
}
