import { ADMIN_ROLE, ALL_PERMISSIONS, permissionMatches } from '@crm/shared/access';
import type { PermissionMark } from '@crm/shared/permissions';

export interface AccessSubject {
  roles: readonly string[];
  permissions: readonly string[];
  /** Paths of the BUTTON menu entries granted to the user. */
  buttons: readonly string[];
}

export interface AccessRequirement {
  roles?: readonly string[];
  permissions?: readonly PermissionMark[];
  buttons?: readonly PermissionMark[];
}

function requireValues(kind: string, values: readonly string[]): void {
  if (values.length === 0) throw new Error(`Access check needs at least one ${kind}, e.g. ['admin'] or ['customer:doctor:add']`);
}

/** Checks over one user's roles, permissions and buttons (spec 5, 6). */
export function createAccess(subject: AccessSubject) {
  const isAdmin = subject.roles.includes(ADMIN_ROLE);
  const hasAll = subject.permissions.includes(ALL_PERMISSIONS);
  const buttons = new Set(subject.buttons);
  return {
    /** Holds any of the roles; admin holds every role. */
    hasRole(values: readonly string[]): boolean {
      requireValues('role', values);
      return isAdmin || values.some((value) => subject.roles.includes(value));
    },
    /** Holds any of the permission marks; admin and '*:*:*' hold all. */
    hasPermission(values: readonly PermissionMark[]): boolean {
      requireValues('permission', values);
      return isAdmin || hasAll || values.some((value) => subject.permissions.some((granted) => permissionMatches(granted, value)));
    },
    /** Was granted any of the BUTTON entries, matched by path; admin and '*:*:*' hold all. */
    hasButton(values: readonly PermissionMark[]): boolean {
      requireValues('button path', values);
      return isAdmin || hasAll || values.some((value) => buttons.has(value));
    },
    /** Every kind given must pass; within a kind any value suffices. */
    allows(requirement: AccessRequirement): boolean {
      const { roles, permissions, buttons: buttonPaths } = requirement;
      if (roles === undefined && permissions === undefined && buttonPaths === undefined) {
        throw new Error('Access check needs roles, permissions or buttons');
      }
      return (
        (roles === undefined || this.hasRole(roles)) && (permissions === undefined || this.hasPermission(permissions)) && (buttonPaths === undefined || this.hasButton(buttonPaths))
      );
    },
  };
}

export type AccessChecks = ReturnType<typeof createAccess>;
