// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { formatTimeLabel } from './time-label';

const zone = 'Asia/Shanghai';
// 2026-03-10 15:00 in Shanghai
const now = new Date('2026-03-10T07:00:00Z');

function label(iso: string, lang: 'zh' | 'en') {
  return formatTimeLabel(iso, i18n.getFixedT(lang), { timeZone: zone, now });
}

describe('formatTimeLabel', () => {
  it('shows morning or afternoon with hh:mm for today', () => {
    expect(label('2026-03-10T01:05:00Z', 'zh')).toBe('上午 09:05');
    expect(label('2026-03-10T06:30:00Z', 'zh')).toBe('下午 02:30');
    expect(label('2026-03-10T06:30:00Z', 'en')).toBe('02:30 PM');
  });

  it('labels yesterday and the day before', () => {
    expect(label('2026-03-09T12:00:00Z', 'zh')).toBe('昨天 20:00');
    expect(label('2026-03-08T02:00:00Z', 'en')).toBe('2 days ago 10:00');
  });

  it('uses the user time zone to decide the day', () => {
    // 2026-03-09 17:00 UTC is already 2026-03-10 01:00 in Shanghai: today, not yesterday
    expect(label('2026-03-09T17:00:00Z', 'zh')).toBe('上午 01:00');
  });

  it('shows year-month-day for older dates', () => {
    expect(label('2026-03-01T02:00:00Z', 'en')).toBe('2026-03-01');
  });
});
