import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonPermissionsQueryOptions } from '../menu/button-permissions';
import { roleCodesOf, userInfoQueryOptions } from '../session/user-info';
import { createAccess, type AccessChecks, type AccessRequirement } from './access-check';

const NO_BUTTONS: string[] = [];

/**
 * Role, permission and button checks for the signed-in user. They follow the cached user and
 * button queries, so they change as soon as the user (or the user's grants) change.
 */
export function useAccess(): AccessChecks {
  const user = useQuery({ ...userInfoQueryOptions, enabled: false }).data;
  const buttons = useQuery({ ...buttonPermissionsQueryOptions, enabled: false }).data ?? NO_BUTTONS;
  return useMemo(() => createAccess({ roles: user ? roleCodesOf(user) : [], permissions: user?.permissions ?? [], buttons }), [user, buttons]);
}

interface AccessProps extends AccessRequirement {
  children: ReactNode;
  /** Shown instead when access is refused; nothing by default. */
  fallback?: ReactNode;
}

/** Renders its children only for users who pass the check (spec 5: elements are removed). */
export function Access({ roles, permissions, buttons, children, fallback = null }: AccessProps) {
  const access = useAccess();
  const requirement: AccessRequirement = {};
  if (roles !== undefined) requirement.roles = roles;
  if (permissions !== undefined) requirement.permissions = permissions;
  if (buttons !== undefined) requirement.buttons = buttons;
  return <>{access.allows(requirement) ? children : fallback}</>;
}
