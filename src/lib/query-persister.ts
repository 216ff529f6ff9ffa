import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { BUILD_ID } from './build-info.ts';
import { QUERY_GC_MS } from './query-client.ts';
import * as queryRoots from './query-keys.ts';

/** Roots holding one signed-in person's data: dropped when that person signs out. */
export const PRIVATE_QUERY_ROOTS = [
  queryRoots.myAppointments,
  queryRoots.myWaitlist,
  queryRoots.doctorBookings,
  queryRoots.doctorSchedule,
  queryRoots.doctorPortalProfile,
] as const;
/**
 * Query-key roots kept in IndexedDB so these pages open offline (DESIGN §6): every page a
 * signed-in person visited online (My Bookings with its waiting lists, the portal's Booking List, Configure
 * Appointment and Edit Profile) opens offline from what they saw.
 */
export const PERSISTED_QUERY_ROOTS = [queryRoots.home, queryRoots.listing, queryRoots.doctor, ...PRIVATE_QUERY_ROOTS] as const;

const roots: ReadonlySet<unknown> = new Set(PERSISTED_QUERY_ROOTS);

/**
 * A doctor's free slots (['doctor', id, 'availability', …]) change by the minute: a saved
 * copy would show slots long taken (or none, as if the doctor offered none), so they are
 * never kept; offline the booking panel says it needs the network instead.
 */
const isAvailability = (key: readonly unknown[]) => key[0] === queryRoots.doctor && key[2] === 'availability';

export function shouldPersistQuery(query: Query): boolean {
  return roots.has(query.queryKey[0]) && !isAvailability(query.queryKey) && defaultShouldDehydrateQuery(query);
}

/** The IndexedDB key of the persisted query cache (deleted on sign-out: src/features/auth/use-logout.ts). */
export const PERSISTED_CACHE_KEY = 'mb.query-cache';

/** When this device last forgot a signed-in person's data (sign-out, src/features/auth/use-logout.ts). */
let forgottenAt = 0;
/** True while sign-out empties the query cache. */
let forgetting = false;

/**
 * Sign-out: a snapshot of the cache taken before now may still be waiting in the persister's 1 s
 * throttle, and would be written after the stored copy was deleted, bringing the last person's
 * bookings back onto the device. From now on such a snapshot is written without its queries.
 */
export function forgetEarlierSnapshots(): void {
  forgottenAt = Date.now();
}

/**
 * Sign-out's part here: empty the query cache, with every snapshot taken until then written without
 * its queries. The persister hears each removal as it happens: the first snapshot of the emptying,
 * with the bookings not yet removed, is serialised at once (the throttle's leading call) and written
 * after sign-out's own delete, so it is emptied while the cache is; the ones it takes meanwhile are
 * written later, and the mark set once the cache is empty covers them.
 */
export function forgetCachedQueries(client: QueryClient): void {
  forgetting = true;
  try {
    client.clear();
  } finally {
    forgetting = false;
    forgetEarlierSnapshots();
  }
}

/** The persister's serialiser: a snapshot taken before the last sign-out keeps none of its queries. */
export function serializePersisted(client: PersistedClient): string {
  if (forgetting || client.timestamp <= forgottenAt) return JSON.stringify({ ...client, clientState: { mutations: [], queries: [] } });
  return JSON.stringify(client);
}

export function createPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createAsyncStoragePersister({
    storage: { getItem: get, setItem: set, removeItem: del },
    key: PERSISTED_CACHE_KEY,
    throttleTime: 1000,
    serialize: serializePersisted,
  });
  return {
    persister,
    maxAge: QUERY_GC_MS,
    buster: BUILD_ID,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}
