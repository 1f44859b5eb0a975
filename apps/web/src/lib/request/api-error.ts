/**
 * A failed API call, with the HTTP status (0 for a timeout), the message shown to the user, and the
 * envelope's `result` when the refusal carries details (a contract's `rejection`).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly url: string,
    readonly isCancelled = false,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
