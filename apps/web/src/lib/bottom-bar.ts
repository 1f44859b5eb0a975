/**
 * The phone's bottom bar of main places (features/layout) is marked with this attribute; a page
 * that sizes itself to the window's bottom (a virtualized list with its own scroll) leaves its
 * height free, so that nothing of the page lies behind the bar.
 */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/** The height of the bottom bar on the screen now, 0 without one. */
export function bottomBarHeight(): number {
  return document.querySelector(`[${BOTTOM_BAR_ATTRIBUTE}]`)?.getBoundingClientRect().height ?? 0;
}
