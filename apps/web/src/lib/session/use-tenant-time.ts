import { useCallback } from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { useLanguage } from '@/lib/i18n/i18n';
import { formatWhen } from '@/lib/when';
import { useCurrentUser } from './user-info';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Times of the user's records in the tenant's zone: its name, a list's label and the full date and time. */
export function useTenantTime() {
  const lang = useLanguage();
  const timeZone = useCurrentUser().enterpriseVO.timeZone;
  /** As lists show a moment (formatWhen): today's time, a weekday and time within the week, else date and time. */
  const when = useCallback((value: string) => formatWhen(value, { timeZone, lang }), [lang, timeZone]);
  const full = useCallback((value: string) => dayjs(value).tz(timeZone).format('YYYY-MM-DD HH:mm'), [timeZone]);
  return { timeZone, when, full };
}
