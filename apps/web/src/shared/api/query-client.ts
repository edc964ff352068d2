import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';

const MAX_RETRIES = 2;

// A 4xx answer will not change by asking again; only failures of the network or the server are retried.
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient = !(error instanceof ApiError) || error.kind !== 'http' || error.status >= 500;
  return transient && failureCount < MAX_RETRIES;
}

/**
 * The app's query client. `retryDelayMs` replaces the growing wait before a retry (1 s, then 2 s): the tests
 * retry at once, so that each failing call does not cost them 3 s.
 */
export function createQueryClient({ retryDelayMs }: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        ...(retryDelayMs === undefined ? {} : { retryDelay: retryDelayMs }),
      },
    },
  });
}
