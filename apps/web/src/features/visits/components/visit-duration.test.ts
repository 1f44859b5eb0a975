import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { durationFor, loggedVisitTimes, minutesBetween } from './visit-duration';

const at = (time: string) => dayjs(`2026-05-06T${time}`);
const codes = ['5', '15', '30', '60', '90'].map((value) => ({ value }));

describe('visit duration', () => {
  it('counts the minutes from start to end, none while either is missing', () => {
    expect(minutesBetween({ startTime: at('09:10'), endTime: at('10:05') })).toBe(55);
    expect(minutesBetween({ startTime: at('10:00'), endTime: at('09:30') })).toBe(-30);
    expect(minutesBetween({ startTime: at('10:00') })).toBeNull();
  });

  it('gives the duration the times make, among the tenant’s codes only', () => {
    expect(durationFor({ startTime: at('10:00'), endTime: at('10:30') }, codes)).toBe('30');
    expect(durationFor({ startTime: at('10:00'), endTime: at('10:45') }, codes)).toBe('60');
    expect(durationFor({ startTime: at('10:00'), endTime: at('12:00') }, codes)).toBe('90');
    expect(durationFor({ startTime: at('10:00'), endTime: at('10:03') }, codes)).toBe('5');
    expect(durationFor({ startTime: at('10:00'), endTime: at('10:45') }, codes.slice(0, 3))).toBeUndefined();
    expect(durationFor({ startTime: at('10:00'), endTime: at('09:45') }, codes)).toBeUndefined();
  });

  it('logs by default the half hour before now, within one day even just after midnight', () => {
    const times = (now: string) => {
      const t = loggedVisitTimes(dayjs(now));
      return [t.date.format('YYYY-MM-DD'), t.startTime.format('HH:mm'), t.endTime.format('HH:mm'), minutesBetween(t)];
    };
    expect(times('2026-05-06T14:17:41')).toEqual(['2026-05-06', '13:45', '14:15', 30]);
    expect(times('2026-05-06T00:40:00')).toEqual(['2026-05-06', '00:10', '00:40', 30]);
    expect(times('2026-05-06T00:10:00')).toEqual(['2026-05-05', '23:25', '23:55', 30]);
    expect(times('2026-05-06T00:00:30')).toEqual(['2026-05-05', '23:25', '23:55', 30]);
  });
});
