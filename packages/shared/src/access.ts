/**
 * Permission marks are `module:entity:action`. Role `admin` and mark `*:*:*` pass every check;
 * a `*` segment matches any value in that position.
 */
export const ADMIN_ROLE = 'admin';
export const ALL_PERMISSIONS = '*:*:*';

export function permissionMatches(granted: string, required: string): boolean {
  if (granted === required) return true;
  const g = granted.split(':');
  const r = required.split(':');
  if (g.length !== r.length) return false;
  return g.every((part, i) => part === '*' || part === r[i]);
}

export function hasPermission(granted: Iterable<string>, roles: Iterable<string>, required: string): boolean {
  for (const role of roles) if (role === ADMIN_ROLE) return true;
  for (const mark of granted) if (permissionMatches(mark, required)) return true;
  return false;
}
