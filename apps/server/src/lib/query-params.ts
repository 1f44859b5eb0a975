export { queryBoolean } from '@crm/shared/query-params';

/** Escapes LIKE wildcards, so a user's `%` or `_` matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&');
}

/** A LIKE pattern matching text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern matching text at the start. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
