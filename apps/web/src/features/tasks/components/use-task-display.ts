import { useCallback } from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { useTranslation } from 'react-i18next';
import { formatTimeLabel } from '@/lib/i18n/time-label';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCurrentUser } from '@/lib/session/user-info';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Names and times of tasks in the user's language and the tenant's zone. */
export function useTaskDisplay() {
  const lang = useLanguage();
  const { t } = useTranslation();
  const timeZone = useCurrentUser().enterpriseVO.timeZone;
  const name = useCallback((person: { firstName: string; nameEn: string | null }) => localizedName(lang, person.firstName, person.nameEn), [lang]);
  /** Spec 9 labels (today with morning/afternoon, yesterday, the day before, a date); a later day shows date and time. */
  const when = useCallback(
    (value: string) => {
      const moment = dayjs(value).tz(timeZone);
      if (moment.startOf('day').isAfter(dayjs().tz(timeZone).startOf('day'))) return moment.format('YYYY-MM-DD HH:mm');
      return formatTimeLabel(value, t, { timeZone });
    },
    [t, timeZone],
  );
  const full = useCallback((value: string) => dayjs(value).tz(timeZone).format('YYYY-MM-DD HH:mm'), [timeZone]);
  return { lang, timeZone, name, when, full };
}
