// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { columnsFor, LOAD_AHEAD_CARDS, rowCountFor, shouldLoadMore } from './card-grid';

describe('doctor card grid', () => {
  it('fits as many 300px cards as the width allows, never fewer than one', () => {
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(280)).toBe(1);
    expect(columnsFor(616)).toBe(2);
    expect(columnsFor(615)).toBe(1);
    expect(columnsFor(1264)).toBe(4);
  });

  it('adds a footer row after the cards', () => {
    expect(rowCountFor(0, 3)).toBe(1);
    expect(rowCountFor(10, 3)).toBe(5);
    expect(rowCountFor(9, 3)).toBe(4);
  });

  it('loads the next page once the last card on screen is ten from the end, not before', () => {
    const base = { columns: 3, loadedCards: 50, hasMore: true, isLoading: false };
    // Row 12 ends at card 38: 11 cards from the end (card 49).
    expect(shouldLoadMore({ ...base, lastVisibleRow: 12 })).toBe(false);
    // Row 13 ends at card 41: 8 from the end.
    expect(shouldLoadMore({ ...base, lastVisibleRow: 13 })).toBe(true);
    expect(shouldLoadMore({ ...base, columns: 1, lastVisibleRow: 50 - 1 - LOAD_AHEAD_CARDS })).toBe(true);
    expect(shouldLoadMore({ ...base, columns: 1, lastVisibleRow: 50 - 2 - LOAD_AHEAD_CARDS })).toBe(false);
  });

  it('does not load while a page is loading, at the end, or before anything loaded', () => {
    const nearEnd = { lastVisibleRow: 20, columns: 3, loadedCards: 50 };
    expect(shouldLoadMore({ ...nearEnd, hasMore: true, isLoading: true })).toBe(false);
    expect(shouldLoadMore({ ...nearEnd, hasMore: false, isLoading: false })).toBe(false);
    expect(shouldLoadMore({ ...nearEnd, loadedCards: 0, hasMore: true, isLoading: false })).toBe(false);
  });
});
