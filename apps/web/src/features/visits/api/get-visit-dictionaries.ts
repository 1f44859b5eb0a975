import { useQuery } from '@tanstack/react-query';
import { dictionariesQueryOptions, type DictItem } from '@/lib/api/dictionaries';

/** Spec 3: the dictionary keys of a visit. */
export const VISIT_DICTIONARY_KEYS = ['visitType', 'visitPurpose', 'visitDuration', 'visitResults'] as const;
export type VisitDictionaryKey = (typeof VISIT_DICTIONARY_KEYS)[number];

export type DictionaryItem = DictItem;
export type VisitDictionaries = Record<VisitDictionaryKey, DictionaryItem[]>;

export const visitDictionariesQueryOptions = dictionariesQueryOptions(VISIT_DICTIONARY_KEYS);

/** The tenant's visit type, purpose, duration and result items. */
export function useVisitDictionaries() {
  return useQuery(visitDictionariesQueryOptions);
}
