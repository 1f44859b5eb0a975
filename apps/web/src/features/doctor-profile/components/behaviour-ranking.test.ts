import { describe, expect, it } from 'vitest';
import { rankBehaviours } from './behaviour-ranking';

describe('behaviour bars', () => {
  it('ranks by count and sizes each bar as its count over the largest count', () => {
    const ranked = rankBehaviours([
      { dataType: 'article', counts: 5 },
      { dataType: 'live', counts: 20 },
      { dataType: 'survey', counts: 8 },
    ]);
    expect(ranked.map((bar) => bar.dataType)).toEqual(['live', 'survey', 'article']);
    expect(ranked.map((bar) => bar.proportion)).toEqual([100, 40, 25]);
  });

  it('gives empty bars when every count is zero instead of dividing by zero', () => {
    expect(rankBehaviours([{ dataType: 'live', counts: 0 }]).map((bar) => bar.proportion)).toEqual([0]);
  });

  it('leaves the caller’s list untouched', () => {
    const records = [
      { dataType: 'a', counts: 1 },
      { dataType: 'b', counts: 2 },
    ];
    rankBehaviours(records);
    expect(records[0]?.dataType).toBe('a');
  });
});
