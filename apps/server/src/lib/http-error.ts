import type { ServerMessageKey } from '@crm/shared/server-messages';

/**
 * An error the client should see: HTTP status plus a message from the bilingual catalogue, and the
 * envelope's `result` when the refusal carries details (a contract's `rejection`, such as the bad rows of an upload).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ServerMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly result: unknown = null,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const badRequest = (key: ServerMessageKey, params?: Record<string, string | number>) => new HttpError(400, key, params);
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = () => new HttpError(404, 'notFound');
