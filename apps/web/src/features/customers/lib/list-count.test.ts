import { describe, expect, it } from 'vitest';
import { formatListCount } from './list-count';

describe('list totals', () => {
  it('shows an exact count as is and a capped one as at least', () => {
    expect(formatListCount({ total: 1234, capped: false }, 'en')).toBe('1,234');
    expect(formatListCount({ total: 10000, capped: true }, 'en')).toBe('10,000+');
    expect(formatListCount({ total: 0, capped: false }, 'zh-CN')).toBe('0');
  });
});
