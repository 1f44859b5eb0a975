import { z } from 'zod';

/** Every API answer: `{ code, message, result }`; `code` repeats the HTTP status. */
export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

/** A page of a list: `result: { content, totalElements }`. */
export interface Page<T> {
  content: T[];
  totalElements: number;
}

/** The schema of a page of `item`s. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int() });
}
