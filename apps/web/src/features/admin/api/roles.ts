import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { roleBody } from '@crm/shared/admin-schemas';
import { api } from '@/lib/request/api';

export interface AdminRole {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  orgId: number | null;
  dataRange: RoleInput['dataRange'];
  roleType: 'system' | 'business' | 'approval';
  enabled: boolean;
  isDefault: boolean;
  remark: string | null;
  userCount: number;
  menuIds: number[];
}

export type RoleInput = z.input<typeof roleBody>;

const BASE = '/API-SYSTEM/admin/role';

export const rolesQueryOptions = queryOptions({ queryKey: ['admin', 'roles'], queryFn: () => api.get<AdminRole[]>(`${BASE}/list`) });

export function useRoles() {
  return useQuery(rolesQueryOptions);
}

function useRoleMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useSaveRole = () =>
  useRoleMutation(({ id, role }: { id: number | null; role: RoleInput }) =>
    id ? api.put<AdminRole>(`${BASE}/${id}`, role, { json: true }) : api.post<AdminRole>(BASE, role, { json: true }),
  );
export const useDeleteRole = () => useRoleMutation((id: number) => api.delete<null>(`${BASE}/${id}`));
