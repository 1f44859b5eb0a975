// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatWhen } from './when';

const timeZone = 'Asia/Shanghai';
// Tuesday 2026-03-10, 15:00 in Shanghai
const now = new Date('2026-03-10T07:00:00Z');
const when = (iso: string, lang: 'zh' | 'en' = 'zh') => formatWhen(iso, { timeZone, lang, now });

describe('formatWhen', () => {
  it('shows only the 24-hour time for today, in both languages', () => {
    expect(when('2026-03-10T01:05:00Z')).toBe('09:05');
    expect(when('2026-03-10T13:45:00Z', 'en')).toBe('21:45');
  });

  it('counts the day in the enterprise zone, not in UTC', () => {
    // 2026-03-09 17:00 UTC is already 2026-03-10 01:00 in Shanghai
    expect(when('2026-03-09T17:00:00Z')).toBe('01:00');
  });

  it('shows weekday and time within the week, before and after today', () => {
    expect(when('2026-03-09T08:30:00Z')).toBe('周一 16:30');
    expect(when('2026-03-09T08:30:00Z', 'en')).toBe('Mon 16:30');
    expect(when('2026-03-04T02:00:00Z', 'en')).toBe('Wed 10:00');
    expect(when('2026-03-13T10:00:00Z', 'en')).toBe('Fri 18:00');
  });

  it('shows date and time further away, with the year only for another year', () => {
    expect(when('2026-03-03T02:00:00Z')).toBe('03-03 10:00');
    expect(when('2026-04-01T02:00:00Z', 'en')).toBe('04-01 10:00');
    expect(when('2025-12-31T02:00:00Z', 'en')).toBe('2025-12-31 10:00');
  });

  it('shows a dash for no time', () => {
    expect(formatWhen(null)).toBe('-');
    expect(formatWhen('not a date')).toBe('-');
  });
});
