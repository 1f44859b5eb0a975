import { describe, expect, it } from 'vitest';
import { addMonths, forecastSeries, seasonalNaive } from './baseline';

describe('forecast baselines', () => {
  it('repeats last season’s month with seasonal naive', () => {
    const history = Array.from({ length: 14 }, (_, i) => i + 1);
    expect(seasonalNaive(history, 3)).toEqual([3, 4, 5]);
    expect(seasonalNaive([4, 6, 8], 2)).toEqual([6, 6]);
  });

  it('fits MSTL + ETS on two seasons and follows the seasonal shape', async () => {
    const history = Array.from({ length: 36 }, (_, i) => 200 + 3 * i + 60 * Math.sin((2 * Math.PI * i) / 12));
    const { values, method } = await forecastSeries(history, 3);
    expect(method).toBe('MSTL_ETS');
    const expected = [36, 37, 38].map((i) => 200 + 3 * i + 60 * Math.sin((2 * Math.PI * i) / 12));
    values.forEach((v, h) => expect(Math.abs(v - expected[h]!)).toBeLessThan(30));
  });

  it('falls back to seasonal naive on short or flat history, never below zero', async () => {
    expect((await forecastSeries([5, 5, 5], 2)).method).toBe('SEASONAL_NAIVE');
    expect((await forecastSeries(Array(30).fill(0), 2)).values).toEqual([0, 0]);
  });

  it('steps months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});
