import { QueryClient, hashKey, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { getLocale } from './i18n.ts';
import * as queryRoots from './query-keys.ts';

const MINUTE = 60_000;
export const QUERY_GC_MS = 7 * 24 * 60 * MINUTE;

/** Client errors will not change on retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408) return false;
  return failureCount < 2;
}

/**
 * Public catalog answers carry words in the page's language (speciality and service names, slot and
 * day labels): each language keeps its own entry, so a page reloaded in Hindi right after Arabic never
 * shows the Arabic answer restored from IndexedDB as fresh. The key itself is unchanged (invalidation
 * by root still reaches every language's entry).
 */
const WORDED_ROOTS: ReadonlySet<unknown> = new Set([queryRoots.home, queryRoots.listing, queryRoots.doctor]);
export const queryKeyHash = (key: QueryKey): string => hashKey(WORDED_ROOTS.has(key[0]) ? [...key, { locale: getLocale() }] : key);

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
        queryKeyHashFn: queryKeyHash,
      },
      mutations: {
        networkMode: 'offlineFirst',
        retry: false,
      },
    },
  });
}
