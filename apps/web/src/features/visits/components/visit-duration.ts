import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { Visit } from '../api/visit-types';

interface Times {
  startTime?: Dayjs | undefined;
  endTime?: Dayjs | undefined;
}

/** Minutes from the start to the end time of one day, or null while either is missing. */
export function minutesBetween({ startTime, endTime }: Times): number | null {
  if (!startTime || !endTime) return null;
  return endTime.hour() * 60 + endTime.minute() - (startTime.hour() * 60 + startTime.minute());
}

/**
 * A logged visit's default times: the half hour that ends now (rounded down to five minutes). A visit
 * lies within one day, so in the first half hour after midnight it is the last half hour of the day
 * before (23:25–23:55), which the rep can still move.
 */
export function loggedVisitTimes(now: Dayjs): { date: Dayjs; startTime: Dayjs; endTime: Dayjs } {
  let end = roundedNow(now);
  if (end.hour() === 0 && end.minute() < 30) end = end.startOf('day').subtract(5, 'minute');
  return { date: end, startTime: end.subtract(30, 'minute'), endTime: end };
}

/** Now, rounded down to five minutes: when a visit logged on the spot began. */
export function roundedNow(now: Dayjs): Dayjs {
  return now
    .minute(Math.floor(now.minute() / 5) * 5)
    .second(0)
    .millisecond(0);
}

/** The durations the quick log offers, in minutes. */
export const QUICK_DURATIONS = [15, 30, 45, 60] as const;

/** What a new visit with a doctor starts from: the caller's plan being logged, or the doctor's last visit. */
export interface VisitDefaults {
  /** The caller's planned visit with the doctor around now (within 12 hours), which logging it completes. */
  planned?: Visit;
  visitType?: string;
  purpose?: string;
  productIds: number[];
}

/**
 * Defaults for logging a visit with a doctor, from their visits (newest first): the caller's plan
 * nearest to now, else the caller's last completed visit, else anyone's, give the type, purpose and products.
 */
export function visitDefaults(visits: readonly Visit[], userId: number, now: Date): VisitDefaults {
  const distance = (visit: Visit) => Math.abs(new Date(visit.startAt).getTime() - now.getTime());
  const planned = visits.filter((visit) => visit.status === 'planned' && visit.user.id === userId && distance(visit) <= 12 * 3600_000).sort((a, b) => distance(a) - distance(b))[0];
  const completed = visits.filter((visit) => visit.status === 'completed');
  const source = planned ?? completed.find((visit) => visit.user.id === userId) ?? completed[0];
  if (!source) return { productIds: [] };
  return { ...(planned ? { planned } : {}), visitType: source.visitType, purpose: source.purpose, productIds: source.products.map((p) => p.id) };
}

/** The end time must come after the start time. */
export function endAfterStartRule(t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: Dayjs | undefined) => {
      const minutes = minutesBetween({ startTime: getFieldValue('startTime') as Dayjs | undefined, endTime: value });
      return minutes === null || minutes > 0 ? Promise.resolve() : Promise.reject(new Error(t('form.endAfterStart')));
    },
  });
}
