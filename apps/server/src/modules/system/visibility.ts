import type { Principal } from '../../platform/principal';

/** Whether the caller's data range covers a user in the given organization. */
export function canSeeUser(principal: Principal, target: { id: number; orgId: number | null; orgPath: string | null }): boolean {
  if (target.id === principal.userId) return true;
  switch (principal.dataRange) {
    case 'all':
      return true;
    case 'department_and_below':
      return principal.orgPath !== null && target.orgPath !== null && target.orgPath.startsWith(principal.orgPath);
    case 'department':
      return principal.orgId !== null && target.orgId === principal.orgId;
    case 'self':
      return false;
  }
}
