import { useCallback } from 'react';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useTenantTime } from '@/lib/session/use-tenant-time';
import { useVisitDictionaries, type DictionaryItem, type VisitDictionaryKey } from '../api/get-visit-dictionaries';

/** How visits read on screen: dictionary labels, names and times in the user's language and zone. */
export function useVisitDisplay() {
  const lang = useLanguage();
  const time = useTenantTime();
  const dictionaries = useVisitDictionaries().data;

  const options = useCallback(
    (key: VisitDictionaryKey) => (dictionaries?.[key] ?? []).map((item: DictionaryItem) => ({ value: item.code, label: lang === 'en' ? item.labelEn : item.label })),
    [dictionaries, lang],
  );
  const label = useCallback(
    (key: VisitDictionaryKey, code: string | null | undefined) => {
      if (!code) return '';
      const item = dictionaries?.[key]?.find((entry) => entry.code === code);
      return item ? (lang === 'en' ? item.labelEn : item.label) : code;
    },
    [dictionaries, lang],
  );
  const name = useCallback((zhName: string, enName: string | null | undefined) => localizedName(lang, zhName, enName), [lang]);
  return { lang, ...time, options, label, name };
}
