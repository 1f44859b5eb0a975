import { useCallback, useSyncExternalStore } from 'react';

function list(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

/** Whether a CSS media query matches now. */
export function matchesMedia(query: string): boolean {
  return list(query)?.matches ?? false;
}

/** Whether a CSS media query matches; follows it when it changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = list(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  );
}

/** Under Ant Design's `md` breakpoint (768 px): a phone, held either way up. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Whether the screen is a phone's: one column, the menu in a drawer, no tab bar. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
