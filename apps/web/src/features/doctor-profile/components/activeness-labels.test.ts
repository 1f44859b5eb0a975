import { describe, expect, it } from 'vitest';
import { activenessAxisLabel, durationParts } from './activeness-labels';

describe('activeness axis labels', () => {
  it('shows days for the day granularity and months for the month granularity', () => {
    expect(activenessAxisLabel('2026-03-07', 'day', 'zh')).toBe('3月7日');
    expect(activenessAxisLabel('2026-03-07', 'day', 'en')).toBe('03/07');
    expect(activenessAxisLabel('2026-03', 'month', 'zh')).toBe('2026年3月');
    expect(activenessAxisLabel('2026-03', 'month', 'en')).toBe('2026/03');
  });

  it('keeps a date it cannot read as it came', () => {
    expect(activenessAxisLabel('week 12', 'day', 'zh')).toBe('week 12');
  });
});

describe('durations', () => {
  it('splits seconds into hours, minutes and seconds', () => {
    expect(durationParts(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(durationParts(59)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
  });
});
