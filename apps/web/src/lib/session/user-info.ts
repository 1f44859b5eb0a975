import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../request/api';

export interface UserRole {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  dataRange: string;
}

export interface UserGroup {
  id: number;
  name: string;
  nameEn: string | null;
}

/** `GET /API-SYSTEM/user/info`: the signed-in user. */
export interface UserInfo {
  id: number;
  username: string;
  userName: string;
  firstName: string;
  nameEn: string | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  enabled: boolean;
  language: string;
  roles: UserRole[];
  permissions: string[];
  groups: UserGroup[];
  enterpriseVO: { id: number; name: string; nameEn: string | null; timeZone: string };
  dataRange: string;
  /** An administrator set the password: the user changes it before anything else. */
  mustChangePassword: boolean;
}

/** Spec 6: a user with no roles gets the default role. */
export const DEFAULT_ROLE = 'default';
/** Spec 6: role MAF sets the office name to MSL. */
export const MSL_ROLE = 'MAF';

export function roleCodesOf(user: Pick<UserInfo, 'roles'>): string[] {
  return user.roles.length > 0 ? user.roles.map((role) => role.code) : [DEFAULT_ROLE];
}

export const userInfoQueryOptions = queryOptions({
  queryKey: ['session', 'userInfo'],
  queryFn: () => api.get<UserInfo>('/API-SYSTEM/user/info'),
  staleTime: 5 * 60_000,
  retry: false,
});

/** The signed-in user, inside the shell (the start-up guard has loaded it). */
export function useCurrentUser(): UserInfo {
  return useSuspenseQuery(userInfoQueryOptions).data;
}
