import type { Dayjs } from 'dayjs';
import { instantOf } from '@/lib/session/tenant-wall-clock';

/** The day and times a visit form holds. */
export interface VisitTimes {
  date: Dayjs;
  startTime: Dayjs;
  endTime: Dayjs;
}

/** When the visit starts and ends, as instants for the API: the form's wall clock is the tenant's zone. */
export function intervalOf(values: VisitTimes, timeZone: string): { startAt: string; endAt: string } {
  return { startAt: instantOf(values.date, values.startTime, timeZone), endAt: instantOf(values.date, values.endTime, timeZone) };
}
