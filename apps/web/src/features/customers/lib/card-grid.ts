/** Layout and loading arithmetic of the virtualized doctor card grid. */

export const CARD_MIN_WIDTH = 300;
export const CARD_GAP = 16;
/** Spec 9: the next page loads when the user is this many cards from the end. */
export const LOAD_AHEAD_CARDS = 10;

/** How many cards fit side by side in a container of this width (at least one). */
export function columnsFor(width: number, minWidth = CARD_MIN_WIDTH, gap = CARD_GAP): number {
  if (!Number.isFinite(width) || width <= 0) return 1;
  return Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
}

/** Rows needed for this many cards, plus one for the list's footer (loading, no more). */
export function rowCountFor(cardCount: number, columns: number): number {
  return Math.ceil(cardCount / Math.max(1, columns)) + 1;
}

/** Whether the last card on screen is close enough to the end of the loaded cards to fetch more. */
export function shouldLoadMore(options: { lastVisibleRow: number; columns: number; loadedCards: number; hasMore: boolean; isLoading: boolean }): boolean {
  const { lastVisibleRow, columns, loadedCards, hasMore, isLoading } = options;
  if (!hasMore || isLoading || loadedCards === 0) return false;
  const lastVisibleCard = Math.min(loadedCards - 1, (lastVisibleRow + 1) * columns - 1);
  return loadedCards - 1 - lastVisibleCard <= LOAD_AHEAD_CARDS;
}
