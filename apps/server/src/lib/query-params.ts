import { z } from 'zod';

/** A query-string boolean: `true`/`false` arrive as strings. */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((value) => value === true || value === 'true');

/** Escapes LIKE wildcards, so a user's `%` or `_` matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&');
}

/** A LIKE pattern matching text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern matching text at the start. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
