import type { AccessChecks } from '@/lib/access/access-check';

/** The permission marks of the console's sections, as the server checks them. */
export const SECTION_PERMISSIONS = {
  users: 'system:user:list',
  roles: 'system:role:list',
  organizations: 'system:org:list',
  menus: 'system:menu:list',
  language: 'system:language:edit',
  dictionaries: 'system:dict:edit',
  audit: 'system:audit:list',
  sms: 'system:sms:list',
  signIn: 'system:signin:edit',
} as const;

export type AdminSection = keyof typeof SECTION_PERMISSIONS;
export const ADMIN_SECTIONS = Object.keys(SECTION_PERMISSIONS) as AdminSection[];

export function canOpenSection(access: AccessChecks, section: AdminSection): boolean {
  return access.hasPermission([SECTION_PERMISSIONS[section]]);
}

/** Administrators: anyone who may open at least one section of the console. */
export function canAdminister(access: AccessChecks): boolean {
  return access.hasPermission(Object.values(SECTION_PERMISSIONS));
}
