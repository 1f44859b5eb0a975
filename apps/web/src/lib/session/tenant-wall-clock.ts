import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A wall-clock date and time in the tenant's zone, as an ISO instant for the API. */
export function instantOf(date: Dayjs, time: Dayjs, timeZone: string): string {
  return dayjs.tz(`${date.format('YYYY-MM-DD')} ${time.format('HH:mm')}`, 'YYYY-MM-DD HH:mm', timeZone).toISOString();
}

/** The tenant-zone wall clock of an instant, as a local Dayjs for the pickers. */
export function wallClockOf(value: string | Date, timeZone: string): Dayjs {
  return dayjs(dayjs(value).tz(timeZone).format('YYYY-MM-DDTHH:mm'));
}
