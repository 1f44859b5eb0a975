import { afterEach, describe, expect, it, vi } from 'vitest';
import { digestKey, FreshMemo } from './fresh-memo';

describe('FreshMemo', () => {
  const db = {};
  afterEach(() => vi.restoreAllMocks());

  it('answers from memory while fresh, per database, and loads again once stale', async () => {
    const memo = new FreshMemo<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo.get(db, 'k', load)).toBe(1);
    expect(await memo.get(db, 'k', load)).toBe(1);
    expect(await memo.get({}, 'k', load)).toBe(2);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_001);
    expect(await memo.get(db, 'k', load)).toBe(3);
  });

  it('does not keep a failed load, and keeps at most `most` keys, dropping the oldest', async () => {
    const memo = new FreshMemo<string>(60_000, 2);
    await expect(memo.get(db, 'bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get(db, 'bad', async () => 'up')).toBe('up');
    memo.set(db, 'b', 'b');
    memo.set(db, 'c', 'c');
    expect(memo.peek(db, 'bad')).toBeUndefined();
    expect(await memo.peek(db, 'c')).toBe('c');
  });

  it('digests keys by value', () => {
    expect(digestKey(1, 'select', [1, 2])).toBe(digestKey(1, 'select', [1, 2]));
    expect(digestKey(1, 'select', [1, 2])).not.toBe(digestKey(2, 'select', [1, 2]));
  });
});
