import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

const MINUTE = 60_000;
export const QUERY_GC_MS = 7 * 24 * 60 * MINUTE;

/** Client errors will not change on retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Serve the persisted cache first and fetch when the network allows (DESIGN §6).
        networkMode: 'offlineFirst',
        staleTime: MINUTE,
        // Must be at least the persister's maxAge, or restored entries are dropped at once.
        gcTime: QUERY_GC_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: {
        networkMode: 'offlineFirst',
        retry: false,
      },
    },
  });
}
