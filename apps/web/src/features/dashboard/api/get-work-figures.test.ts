// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { zonedDate, zonedMonthToDate } from './get-work-figures';

describe('zoned month to date', () => {
  it('takes the day in the tenant time zone, not the browser’s', () => {
    const lateUtc = new Date('2026-10-31T17:30:00Z'); // 01:30 on 1 November in Shanghai
    expect(zonedDate(lateUtc, 'Asia/Shanghai')).toBe('2026-11-01');
    expect(zonedDate(lateUtc, 'Europe/London')).toBe('2026-10-31');
    expect(zonedMonthToDate(lateUtc, 'Asia/Shanghai')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-01' });
    expect(zonedMonthToDate(lateUtc, 'Europe/London')).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
  });
});
