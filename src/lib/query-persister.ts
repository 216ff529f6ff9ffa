import { defaultShouldDehydrateQuery, type Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { BUILD_ID } from './build-info.ts';
import { QUERY_GC_MS } from './query-client.ts';

/** Query-key roots kept in IndexedDB so these pages open offline (DESIGN §6). */
export const PERSISTED_QUERY_ROOTS = ['home', 'listing', 'doctor', 'my-appointments', 'doctor-bookings'] as const;
/** Roots holding one signed-in person's data: dropped when that person signs out. */
export const PRIVATE_QUERY_ROOTS = ['my-appointments', 'doctor-bookings'] as const;

const roots: ReadonlySet<unknown> = new Set(PERSISTED_QUERY_ROOTS);

export function shouldPersistQuery(query: Query): boolean {
  return roots.has(query.queryKey[0]) && defaultShouldDehydrateQuery(query);
}

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createAsyncStoragePersister({
    storage: { getItem: get, setItem: set, removeItem: del },
    key: 'mb.query-cache',
    throttleTime: 1000,
  });
  return {
    persister,
    maxAge: QUERY_GC_MS,
    buster: BUILD_ID,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}
