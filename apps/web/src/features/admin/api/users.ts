import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createUserBody, updateUserBody } from '@crm/shared/contracts/admin-schemas';
import * as contracts from '@crm/shared/contracts/admin-users';
import { callContract } from '@/lib/request/contract-client';

export type { AdminUser } from '@crm/shared/contracts/admin-users';

export interface UserFilter {
  page: number;
  size: number;
  keyword?: string;
  orgId?: number;
  enabled?: 'true' | 'false';
}

export type UserCreate = z.input<typeof createUserBody>;
export type UserUpdate = z.input<typeof updateUserBody>;

export const usersQueryOptions = (filter: UserFilter) =>
  queryOptions({
    queryKey: ['admin', 'users', filter],
    queryFn: () => callContract(contracts.adminUserPage, { query: filter }),
    placeholderData: keepPreviousData,
  });

export function useUsers(filter: UserFilter) {
  return useQuery(usersQueryOptions(filter));
}

function useUserMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useCreateUser = () => useUserMutation((user: UserCreate) => callContract(contracts.createUser, { body: user }));
export const useUpdateUser = () => useUserMutation(({ id, user }: { id: number; user: UserUpdate }) => callContract(contracts.updateUser, { params: { id }, body: user }));
export const useDeleteUser = () => useUserMutation((id: number) => callContract(contracts.deleteUser, { params: { id } }));
export const useSetUserStatus = () =>
  useUserMutation(({ id, enabled }: { id: number; enabled: boolean }) => callContract(contracts.setUserStatus, { params: { id }, body: { enabled } }));
export const useResetPassword = () =>
  useUserMutation(({ id, password }: { id: number; password: string }) => callContract(contracts.resetUserPassword, { params: { id }, body: { password } }));
