import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createUserBody, updateUserBody } from '@crm/shared/admin-schemas';
import { api } from '@/lib/request/api';

export interface AdminUser {
  id: number;
  username: string;
  firstName: string;
  nameEn: string | null;
  company: string | null;
  telephone: string | null;
  mobile: string | null;
  language: 'zh' | 'en';
  orgId: number | null;
  orgName: string | null;
  workId: string | null;
  email: string | null;
  enabled: boolean;
  userType: 'staff' | 'external' | 'system';
  lockedUntil: string | null;
  roleIds: number[];
  createdAt: string;
}

export interface Paged<T> {
  content: T[];
  totalElements: number;
}

export interface UserFilter {
  page: number;
  size: number;
  keyword?: string;
  orgId?: number;
  enabled?: 'true' | 'false';
}

export type UserCreate = z.input<typeof createUserBody>;
export type UserUpdate = z.input<typeof updateUserBody>;

const BASE = '/API-SYSTEM/admin/user';

export const usersQueryOptions = (filter: UserFilter) =>
  queryOptions({
    queryKey: ['admin', 'users', filter],
    queryFn: () => api.get<Paged<AdminUser>>(`${BASE}/page`, { ...filter }),
    placeholderData: keepPreviousData,
  });

export function useUsers(filter: UserFilter) {
  return useQuery(usersQueryOptions(filter));
}

function useUserMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useCreateUser = () => useUserMutation((user: UserCreate) => api.post<AdminUser>(BASE, user, { json: true }));
export const useUpdateUser = () => useUserMutation(({ id, user }: { id: number; user: UserUpdate }) => api.put<AdminUser>(`${BASE}/${id}`, user, { json: true }));
export const useDeleteUser = () => useUserMutation((id: number) => api.delete<null>(`${BASE}/${id}`));
export const useSetUserStatus = () => useUserMutation(({ id, enabled }: { id: number; enabled: boolean }) => api.put<null>(`${BASE}/${id}/status`, { enabled }, { json: true }));
export const useResetPassword = () =>
  useUserMutation(({ id, password }: { id: number; password: string }) => api.put<null>(`${BASE}/${id}/password`, { password }, { json: true }));
