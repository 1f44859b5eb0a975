import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

/** Spec 3: the dictionary keys of a visit. */
export const VISIT_DICTIONARY_KEYS = ['visitType', 'visitPurpose', 'visitDuration', 'visitResults'] as const;
export type VisitDictionaryKey = (typeof VISIT_DICTIONARY_KEYS)[number];

export interface DictionaryItem {
  code: string;
  label: string;
  labelEn: string;
  sort: number;
}

export type VisitDictionaries = Record<VisitDictionaryKey, DictionaryItem[]>;

export const visitDictionariesQueryOptions = queryOptions({
  queryKey: ['dictionaries', ...VISIT_DICTIONARY_KEYS],
  queryFn: () => api.post<VisitDictionaries>('/API-SYSTEM/dict/data/find', [...VISIT_DICTIONARY_KEYS], { json: true }),
  staleTime: 10 * 60_000,
});

/** `POST /API-SYSTEM/dict/data/find`: the tenant's visit type, purpose, duration and result items. */
export function useVisitDictionaries() {
  return useQuery(visitDictionariesQueryOptions);
}
