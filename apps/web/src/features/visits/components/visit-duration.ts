import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { durationCodeFor, durationMatches } from '@crm/shared/contracts/visit-schemas';

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
  let end = now
    .minute(Math.floor(now.minute() / 5) * 5)
    .second(0)
    .millisecond(0);
  if (end.hour() === 0 && end.minute() < 30) end = end.startOf('day').subtract(5, 'minute');
  return { date: end, startTime: end.subtract(30, 'minute'), endTime: end };
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

/** A duration chosen must agree with the start and end times (the server refuses it otherwise). */
export function durationMatchesRule(t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) => {
      const minutes = minutesBetween({ startTime: getFieldValue('startTime') as Dayjs | undefined, endTime: getFieldValue('endTime') as Dayjs | undefined });
      if (!value || minutes === null || minutes <= 0 || durationMatches(value, minutes)) return Promise.resolve();
      return Promise.reject(new Error(t('form.durationMismatch', { minutes })));
    },
  });
}

/** The duration that the start and end times give, when the tenant's dictionary has it. */
export function durationFor(times: Times, codes: ReadonlyArray<{ value: string }>): string | undefined {
  const minutes = minutesBetween(times);
  const code = minutes === null ? null : durationCodeFor(minutes);
  return code && codes.some((option) => option.value === code) ? code : undefined;
}

/** What of a visit form the duration needs: the times, and the duration field itself. */
interface DurationForm {
  getFieldValue(name: 'startTime' | 'endTime' | 'duration'): unknown;
  setFieldValue(name: 'duration', value: string): void;
  validateFields(names: Array<'duration'>): Promise<unknown>;
}

/** The start and end times of a visit form. */
export function timesOf(form: DurationForm): Times {
  return { startTime: form.getFieldValue('startTime') as Dayjs | undefined, endTime: form.getFieldValue('endTime') as Dayjs | undefined };
}

/** When the start or end time changes, the duration follows it (the rep may still pick another that fits). */
export function followTimes(form: DurationForm, changed: object, codes: ReadonlyArray<{ value: string }>): void {
  if (!('startTime' in changed) && !('endTime' in changed)) return;
  const duration = durationFor(timesOf(form), codes);
  if (duration) form.setFieldValue('duration', duration);
  if (form.getFieldValue('duration')) void form.validateFields(['duration']).catch(() => undefined);
}
