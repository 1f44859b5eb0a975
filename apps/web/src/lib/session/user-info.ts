import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { userInfo, type UserInfo } from '@crm/shared/contracts/system';
import { callContract } from '../request/contract-client';

export type { UserInfo };
export type UserRole = UserInfo['roles'][number];
export type UserGroup = UserInfo['groups'][number];

/** Spec 6: a user with no roles gets the default role. */
export const DEFAULT_ROLE = 'default';
/** Spec 6: role MAF sets the office name to MSL. */
export const MSL_ROLE = 'MAF';

export function roleCodesOf(user: Pick<UserInfo, 'roles'>): string[] {
  return user.roles.length > 0 ? user.roles.map((role) => role.code) : [DEFAULT_ROLE];
}

export const userInfoQueryOptions = queryOptions({
  queryKey: ['session', 'userInfo'],
  queryFn: () => callContract(userInfo, {}),
  staleTime: 5 * 60_000,
  retry: false,
});

/** The signed-in user, inside the shell (the start-up guard has loaded it). */
export function useCurrentUser(): UserInfo {
  return useSuspenseQuery(userInfoQueryOptions).data;
}
