import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { roleBody } from '@crm/shared/contracts/admin-schemas';
import * as contracts from '@crm/shared/contracts/admin-roles';
import { callContract } from '@/lib/request/contract-client';

export type { AdminRole } from '@crm/shared/contracts/admin-roles';

export type RoleInput = z.input<typeof roleBody>;

export const rolesQueryOptions = queryOptions({ queryKey: ['admin', 'roles'], queryFn: () => callContract(contracts.adminRoleList, {}) });

export function useRoles() {
  return useQuery(rolesQueryOptions);
}

function useRoleMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useSaveRole = () =>
  useRoleMutation(({ id, role }: { id: number | null; role: RoleInput }) =>
    id ? callContract(contracts.updateRole, { params: { id }, body: role }) : callContract(contracts.createRole, { body: role }),
  );
export const useDeleteRole = () => useRoleMutation((id: number) => callContract(contracts.deleteRole, { params: { id } }));
