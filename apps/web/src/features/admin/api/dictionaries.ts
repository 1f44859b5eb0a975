import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

export interface DictType {
  id: number;
  dictKey: string;
  name: string;
  nameEn: string;
  remark: string | null;
}

export interface DictItem {
  id: number;
  dictKey: string;
  code: string;
  label: string;
  labelEn: string;
  sort: number;
  enabled: boolean;
}

const BASE = '/API-SYSTEM/admin/dict';

export const dictTypesQueryOptions = queryOptions({ queryKey: ['admin', 'dict', 'types'], queryFn: () => api.get<DictType[]>(`${BASE}/type/list`) });
export const dictItemsQueryOptions = (dictKey: string) =>
  queryOptions({ queryKey: ['admin', 'dict', 'items', dictKey], queryFn: () => api.get<DictItem[]>(`${BASE}/data`, { dictKey }), enabled: dictKey !== '' });

export const useDictTypes = () => useQuery(dictTypesQueryOptions);
export const useDictItems = (dictKey: string) => useQuery(dictItemsQueryOptions(dictKey));

function useDictMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'dict'] }) });
}

export const useSaveDictType = () =>
  useDictMutation(({ id, type }: { id: number | null; type: Omit<DictType, 'id'> }) =>
    id
      ? api.put<null>(`${BASE}/type/${id}`, { name: type.name, nameEn: type.nameEn, remark: type.remark }, { json: true })
      : api.post<{ id: number }>(`${BASE}/type`, type, { json: true }),
  );
export const useDeleteDictType = () => useDictMutation((id: number) => api.delete<null>(`${BASE}/type/${id}`));
export const useSaveDictItem = () =>
  useDictMutation(({ id, item }: { id: number | null; item: Omit<DictItem, 'id'> }) => {
    const { dictKey, code, ...editable } = item;
    return id ? api.put<null>(`${BASE}/data/${id}`, editable, { json: true }) : api.post<{ id: number }>(`${BASE}/data`, { dictKey, code, ...editable }, { json: true });
  });
export const useDeleteDictItem = () => useDictMutation((id: number) => api.delete<null>(`${BASE}/data/${id}`));
