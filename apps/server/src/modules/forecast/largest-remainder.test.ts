import { describe, expect, it } from 'vitest';
import { splitByLargestRemainder } from './largest-remainder';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('largest-remainder split', () => {
  it('splits in proportion and sums exactly to the total', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(10, [5, 3, 2])).toEqual([5, 3, 2]);
    expect(splitByLargestRemainder(7, [0.5, 0.25, 0.25])).toEqual([3, 2, 2]);
  });

  it('gives leftover units to the largest remainders', () => {
    // exact shares 2.4, 3.6, 4.0 -> floors 2, 3, 4; one unit left goes to the 0.6 remainder
    expect(splitByLargestRemainder(10, [24, 36, 40])).toEqual([2, 4, 4]);
  });

  it('splits evenly when no part has any weight, and gives nothing to zero weights otherwise', () => {
    expect(splitByLargestRemainder(5, [0, 0])).toEqual([3, 2]);
    expect(splitByLargestRemainder(9, [0, 3])).toEqual([0, 9]);
  });

  it('always sums exactly for many random splits', () => {
    let state = 7;
    const next = () => (state = (state * 16807) % 2147483647);
    for (let k = 0; k < 500; k++) {
      const total = next() % 1_000_000;
      const weights = Array.from({ length: 1 + (next() % 12) }, () => (next() % 1000) / 7);
      const parts = splitByLargestRemainder(total, weights);
      expect(sum(parts)).toBe(total);
      expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
    }
  });

  it('refuses a fractional or negative total', () => {
    expect(() => splitByLargestRemainder(2.5, [1])).toThrow();
    expect(() => splitByLargestRemainder(-1, [1])).toThrow();
  });
});
