import { z } from 'zod';
import type { Envelope, Page } from '@crm/shared/envelope';

export function ok<T>(result: T, message = 'success'): Envelope<T> {
  return { code: 200, message, result };
}

export function page<T>(content: T[], totalElements: number): Page<T> {
  return { content, totalElements };
}

/** Response schema of the envelope around `result`. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), message: z.string(), result });
}

export { pageOf } from '@crm/shared/envelope';

export const errorEnvelope = z.object({ code: z.number().int(), message: z.string(), result: z.null() });
