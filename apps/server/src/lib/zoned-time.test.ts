import { describe, expect, it } from 'vitest';
import { addDays, dateIn, hourIn, startOfDay } from './zoned-time';

describe('zoned time', () => {
  it('decides the calendar day in the tenant’s zone, not UTC', () => {
    // 16:30 UTC on the 20th is already 00:30 on the 21st in Shanghai.
    const instant = new Date('2026-11-20T16:30:00Z');
    expect(dateIn(instant, 'Asia/Shanghai')).toBe('2026-11-21');
    expect(dateIn(instant, 'UTC')).toBe('2026-11-20');
    expect(hourIn(instant, 'Asia/Shanghai')).toBe(0);
  });

  it('finds the instant a day starts in a zone, across daylight saving changes', () => {
    expect(startOfDay('2026-11-21', 'Asia/Shanghai').toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('adds calendar days across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
