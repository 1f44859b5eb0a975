import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { durationFor, minutesBetween } from './visit-duration';

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
});
