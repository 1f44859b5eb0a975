import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { menuBody } from '@crm/shared/contracts/admin-schemas';
import * as contracts from '@crm/shared/contracts/admin-menus';
import type { AdminMenuNode } from '@crm/shared/contracts/admin-menus';
import { callContract } from '@/lib/request/contract-client';

export type AdminMenu = AdminMenuNode;

export type MenuInput = z.input<typeof menuBody>;

export const adminMenuTreeQueryOptions = queryOptions({ queryKey: ['admin', 'menus'], queryFn: () => callContract(contracts.adminMenuTree, {}) });

export function useAdminMenuTree() {
  return useQuery(adminMenuTreeQueryOptions);
}

function useMenuMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useSaveMenu = () =>
  useMenuMutation(({ id, menu }: { id: number | null; menu: MenuInput }) =>
    id ? callContract(contracts.updateMenu, { params: { id }, body: menu }) : callContract(contracts.createMenu, { body: menu }),
  );
export const useDeleteMenu = () => useMenuMutation((id: number) => callContract(contracts.deleteMenu, { params: { id } }));
