export { queryBoolean } from '@crm/shared/query-params';

/** Escapes LIKE wildcards, so a user's `%` or `_` matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&');
}

/** A LIKE pattern matching text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

// Text at the start is `startsWith` (db/starts-with.ts): LIKE is not leakproof, so under row-level
// security it could use no index and no statistics.
