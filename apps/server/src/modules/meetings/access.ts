import { hasPermission } from '@crm/shared/access';
import { forbidden } from '../../lib/http-error';
import type { Principal } from '../../platform/principal';

/** Pages reach one call from several menus: the caller needs any one of their permissions. */
export function requireAnyPermission(principal: Principal, permissions: string[]): void {
  if (!permissions.some((p) => hasPermission(principal.permissions, principal.roleCodes, p))) throw forbidden();
}

export const mayDecide = (principal: Principal) => (permission: string) => hasPermission(principal.permissions, principal.roleCodes, permission);
