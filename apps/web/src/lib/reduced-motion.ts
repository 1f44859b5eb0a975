import { matchesMedia, useMediaQuery } from './media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the user asked the system for less motion (an accessibility setting), read now. */
export function prefersReducedMotion(): boolean {
  return matchesMedia(QUERY);
}

/** Whether the user asked the system for less motion; follows the setting when it changes. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}
