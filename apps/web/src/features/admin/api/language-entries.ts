import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang } from '@/lib/i18n/i18n';
import { api } from '@/lib/request/api';
import type { Paged } from './users';

export interface LanguageEntry {
  id: number;
  type: string;
  key: string;
  lang: Lang;
  content: string;
  updatedAt: string;
}

export interface LanguageFilter {
  page: number;
  size: number;
  type?: string;
  lang?: Lang;
  keyword?: string;
}

const BASE = '/API-SYSTEM/admin/language';

export const languageEntriesQueryOptions = (filter: LanguageFilter) =>
  queryOptions({
    queryKey: ['admin', 'language', filter],
    queryFn: () => api.get<Paged<LanguageEntry>>(`${BASE}/page`, { ...filter }),
    placeholderData: keepPreviousData,
  });

export function useLanguageEntries(filter: LanguageFilter) {
  return useQuery(languageEntriesQueryOptions(filter));
}

function useEntryMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'language'] }) });
}

export const useCreateLanguageEntry = () => useEntryMutation((entry: Omit<LanguageEntry, 'id' | 'updatedAt'>) => api.post<LanguageEntry>(BASE, entry, { json: true }));
export const useUpdateLanguageEntry = () =>
  useEntryMutation(({ id, content }: { id: number; content: string }) => api.put<LanguageEntry>(`${BASE}/${id}`, { content }, { json: true }));
export const useDeleteLanguageEntry = () => useEntryMutation((id: number) => api.delete<null>(`${BASE}/${id}`));
