import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { enterpriseStore } from './enterprise-store';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Today where the enterprise works, as a local date: the server counts days (reports, usage,
 * periods) in the enterprise's time zone, so a browser in another zone, or past midnight there,
 * must ask for the same day.
 */
export function tenantToday(): Dayjs {
  const timeZone = enterpriseStore.get()?.timeZone ?? 'Asia/Shanghai';
  return dayjs(dayjs().tz(timeZone).format('YYYY-MM-DD'));
}
