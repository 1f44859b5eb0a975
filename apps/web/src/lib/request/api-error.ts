/** A failed API call, with the HTTP status (0 for a timeout) and the message shown to the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly url: string,
    readonly isCancelled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
