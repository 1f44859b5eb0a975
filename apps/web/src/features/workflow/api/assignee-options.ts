import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '@/lib/request/api';
import { workflowKey } from './workflow-keys';

export interface RoleOption {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  enabled: boolean;
}

export interface UserOption {
  id: number;
  username: string;
  firstName: string;
  nameEn: string | null;
}

export const roleOptionsQueryOptions = queryOptions({
  queryKey: [...workflowKey, 'roles'],
  queryFn: () => api.get<RoleOption[]>('/API-SYSTEM/admin/role/list'),
  staleTime: 5 * 60_000,
});

/** The tenant's roles, for a chain step decided by everyone holding one. */
export function useRoleOptions(enabled: boolean) {
  return useQuery({ ...roleOptionsQueryOptions, enabled });
}

/** Users matching a keyword, for a chain step decided by one named user. */
export function useUserOptions(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: [...workflowKey, 'users', keyword],
    queryFn: () => api.get<Page<UserOption>>('/API-SYSTEM/admin/user/page', { keyword: keyword || undefined, size: 50, enabled: true }),
    enabled,
    staleTime: 60_000,
  });
}
