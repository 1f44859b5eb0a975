import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { TFunction } from 'i18next';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface TimeLabelOptions {
  /** IANA zone of the user (the enterprise's time zone). */
  timeZone: string;
  now?: Date;
}

/**
 * Spec 9: today shows morning/afternoon with hh:mm, yesterday and the day before carry a label
 * with the time, anything older shows year-month-day; all in the user's time zone.
 */
export function formatTimeLabel(value: string | number | Date, t: TFunction, { timeZone, now = new Date() }: TimeLabelOptions): string {
  const moment = dayjs(value).tz(timeZone);
  const today = dayjs(now).tz(timeZone).startOf('day');
  const days = today.diff(moment.startOf('day'), 'day');
  if (days <= 0) {
    const period = moment.hour() < 12 ? t('common:time.morning') : t('common:time.afternoon');
    return t('common:time.today', { period, time: moment.format('hh:mm') });
  }
  if (days === 1) return t('common:time.yesterday', { time: moment.format('HH:mm') });
  if (days === 2) return t('common:time.dayBeforeYesterday', { time: moment.format('HH:mm') });
  return moment.format('YYYY-MM-DD');
}
