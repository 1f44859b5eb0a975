import { useCallback } from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { useTranslation } from 'react-i18next';
import { formatTimeLabel } from '@/lib/i18n/time-label';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCurrentUser } from '@/lib/session/user-info';
import { useVisitDictionaries, type DictionaryItem, type VisitDictionaryKey } from '../api/get-visit-dictionaries';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How visits read on screen: dictionary labels, names and times in the user's language and zone. */
export function useVisitDisplay() {
  const lang = useLanguage();
  const { t } = useTranslation();
  const timeZone = useCurrentUser().enterpriseVO.timeZone;
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
  /** Spec 9 labels for what happened; a day still ahead shows its date and time. */
  const when = useCallback(
    (value: string) => {
      const moment = dayjs(value).tz(timeZone);
      if (moment.startOf('day').isAfter(dayjs().tz(timeZone).startOf('day'))) return moment.format('YYYY-MM-DD HH:mm');
      return formatTimeLabel(value, t, { timeZone });
    },
    [t, timeZone],
  );
  const full = useCallback((value: string) => dayjs(value).tz(timeZone).format('YYYY-MM-DD HH:mm'), [timeZone]);
  return { lang, timeZone, options, label, name, when, full };
}
