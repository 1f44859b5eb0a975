import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/admin-languages';
import type { LanguageEntry } from '@crm/shared/contracts/admin-languages';
import type { Lang } from '@/lib/i18n/i18n';
import { callContract } from '@/lib/request/contract-client';

export type { LanguageEntry };

export interface LanguageFilter {
  page: number;
  size: number;
  type?: string;
  lang?: Lang;
  keyword?: string;
}

export const languageEntriesQueryOptions = (filter: LanguageFilter) =>
  queryOptions({
    queryKey: ['admin', 'language', filter],
    queryFn: () => callContract(contracts.languageEntryPage, { query: filter }),
    placeholderData: keepPreviousData,
  });

export function useLanguageEntries(filter: LanguageFilter) {
  return useQuery(languageEntriesQueryOptions(filter));
}

function useEntryMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'language'] }) });
}

export const useCreateLanguageEntry = () => useEntryMutation((entry: Omit<LanguageEntry, 'id' | 'updatedAt'>) => callContract(contracts.createLanguageEntry, { body: entry }));
export const useUpdateLanguageEntry = () =>
  useEntryMutation(({ id, content }: { id: number; content: string }) => callContract(contracts.updateLanguageEntry, { params: { id }, body: { content } }));
export const useDeleteLanguageEntry = () => useEntryMutation((id: number) => callContract(contracts.deleteLanguageEntry, { params: { id } }));
