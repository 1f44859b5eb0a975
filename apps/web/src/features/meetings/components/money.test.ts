// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { centsToYuan, formatCents, yuanToCents } from './money';

describe('money on screen and on the wire', () => {
  it('sends yuan typed with fractions as whole cents, without float drift', () => {
    expect(yuanToCents(1234.5)).toBe(123_450);
    expect(yuanToCents(0.29)).toBe(29);
    expect(yuanToCents(19.99)).toBe(1999);
    expect(yuanToCents(undefined)).toBe(0);
  });

  it('shows cents as yuan with two decimals and thousands separators', () => {
    expect(formatCents(9_004_000_00)).toBe('¥9,004,000.00');
    expect(formatCents(5)).toBe('¥0.05');
    expect(formatCents(null)).toBe('—');
    expect(centsToYuan(123_450)).toBe(1234.5);
  });
});
