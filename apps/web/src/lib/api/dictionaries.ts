import { queryOptions } from '@tanstack/react-query';
import { dictionaryItems, type DictItem } from '@crm/shared/contracts/system';
import { callContract } from '@/lib/request/contract-client';

export type { DictItem };

/** The tenant's items of some dictionaries (`dict/data/find`), each in both languages, in order. */
export function dictionariesQueryOptions<const K extends string>(keys: readonly K[]) {
  return queryOptions({
    queryKey: ['dictionaries', ...keys],
    queryFn: async () => (await callContract(dictionaryItems, { body: [...keys] })) as Record<K, DictItem[]>,
    staleTime: 10 * 60_000,
  });
}
