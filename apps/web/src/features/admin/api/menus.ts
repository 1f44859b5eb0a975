import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { menuBody } from '@crm/shared/admin-schemas';
import { api } from '@/lib/request/api';

export interface AdminMenu {
  id: number;
  parentId: number | null;
  type: 'MENU' | 'TAG' | 'BUTTON';
  path: string;
  code: string;
  name: string;
  enName: string;
  api: string | null;
  icon: string | null;
  sort: number;
  isHidden: boolean;
  status: boolean;
  permission: string | null;
  attributes: Array<{ name: string; value: string }>;
  children: AdminMenu[];
}

export type MenuInput = z.input<typeof menuBody>;

const BASE = '/API-SYSTEM/admin/menu';

export const adminMenuTreeQueryOptions = queryOptions({ queryKey: ['admin', 'menus'], queryFn: () => api.get<AdminMenu[]>(`${BASE}/tree`) });

export function useAdminMenuTree() {
  return useQuery(adminMenuTreeQueryOptions);
}

function useMenuMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useSaveMenu = () =>
  useMenuMutation(({ id, menu }: { id: number | null; menu: MenuInput }) =>
    id ? api.put<null>(`${BASE}/${id}`, menu, { json: true }) : api.post<{ id: number }>(BASE, menu, { json: true }),
  );
export const useDeleteMenu = () => useMenuMutation((id: number) => api.delete<{ deleted: number }>(`${BASE}/${id}`));
