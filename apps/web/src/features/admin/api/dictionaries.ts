import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/admin-dictionaries';
import type { DictItem, DictType } from '@crm/shared/contracts/admin-dictionaries';
import { callContract } from '@/lib/request/contract-client';

export type { DictItem, DictType };

export const dictTypesQueryOptions = queryOptions({ queryKey: ['admin', 'dict', 'types'], queryFn: () => callContract(contracts.dictTypeList, {}) });
export const dictItemsQueryOptions = (dictKey: string) =>
  queryOptions({ queryKey: ['admin', 'dict', 'items', dictKey], queryFn: () => callContract(contracts.dictItemList, { query: { dictKey } }), enabled: dictKey !== '' });

export const useDictTypes = () => useQuery(dictTypesQueryOptions);
export const useDictItems = (dictKey: string) => useQuery(dictItemsQueryOptions(dictKey));

function useDictMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'dict'] }) });
}

export const useSaveDictType = () =>
  useDictMutation(({ id, type }: { id: number | null; type: Omit<DictType, 'id'> }) =>
    id
      ? callContract(contracts.updateDictType, { params: { id }, body: { name: type.name, nameEn: type.nameEn, remark: type.remark } })
      : callContract(contracts.createDictType, { body: type }),
  );
export const useDeleteDictType = () => useDictMutation((id: number) => callContract(contracts.deleteDictType, { params: { id } }));
export const useSaveDictItem = () =>
  useDictMutation(({ id, item }: { id: number | null; item: Omit<DictItem, 'id'> }) => {
    const { dictKey, code, ...editable } = item;
    return id ? callContract(contracts.updateDictItem, { params: { id }, body: editable }) : callContract(contracts.createDictItem, { body: { dictKey, code, ...editable } });
  });
export const useDeleteDictItem = () => useDictMutation((id: number) => callContract(contracts.deleteDictItem, { params: { id } }));
