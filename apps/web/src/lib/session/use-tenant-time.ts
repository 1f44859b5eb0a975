import { useCallback } from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { useTranslation } from 'react-i18next';
import { formatTimeLabel } from '@/lib/i18n/time-label';
import { useCurrentUser } from './user-info';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Times of the user's records in the tenant's zone: its name, a list's label and the full date and time. */
export function useTenantTime() {
  const { t } = useTranslation();
  const timeZone = useCurrentUser().enterpriseVO.timeZone;
  /** Spec 9 labels (today with morning/afternoon, yesterday, the day before, a date); a day still ahead shows its date and time. */
  const when = useCallback(
    (value: string) => {
      const moment = dayjs(value).tz(timeZone);
      if (moment.startOf('day').isAfter(dayjs().tz(timeZone).startOf('day'))) return moment.format('YYYY-MM-DD HH:mm');
      return formatTimeLabel(value, t, { timeZone });
    },
    [t, timeZone],
  );
  const full = useCallback((value: string) => dayjs(value).tz(timeZone).format('YYYY-MM-DD HH:mm'), [timeZone]);
  return { timeZone, when, full };
}
