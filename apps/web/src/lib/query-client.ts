import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './request/api-error';

/** Client errors (4xx) do not get better by asking again; network trouble and 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.isCancelled || (error.status !== undefined && error.status >= 400 && error.status < 500))) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
