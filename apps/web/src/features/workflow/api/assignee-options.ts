import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoleList } from '@crm/shared/contracts/admin-roles';
import { adminUserPage } from '@crm/shared/contracts/admin-users';
import { callContract } from '@/lib/request/contract-client';
import { workflowKey } from './workflow-keys';

export const roleOptionsQueryOptions = queryOptions({
  queryKey: [...workflowKey, 'roles'],
  queryFn: () => callContract(adminRoleList, {}),
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
    queryFn: () => callContract(adminUserPage, { query: { keyword: keyword || undefined, size: 50, enabled: 'true' } }),
    enabled,
    staleTime: 60_000,
  });
}
