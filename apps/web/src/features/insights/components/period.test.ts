import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { presetPeriod } from './period';

describe('period presets', () => {
  const today = dayjs('2026-11-22');
  it('counts back whole months and years, ending today', () => {
    expect(presetPeriod('m3', today)).toEqual({ from: '2026-08-23', to: '2026-11-22' });
    expect(presetPeriod('y3', today)).toEqual({ from: '2023-11-23', to: '2026-11-22' });
    expect(presetPeriod('default', today)).toEqual({ from: '2026-01-01', to: '2026-11-22' });
    expect(presetPeriod('all', today)).toEqual({});
  });
});
