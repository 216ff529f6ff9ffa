import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { BUILD_ID } from './build-info.ts';
import { QUERY_GC_MS } from './query-client.ts';
import * as queryRoots from './query-keys.ts';
import { isAvailabilityKey } from './free-slots.ts';

/** Roots holding one signed-in person's data: dropped when that person signs out. */
export const PRIVATE_QUERY_ROOTS = [
  queryRoots.myAppointments,
  queryRoots.myWaitlist,
  queryRoots.familyMembers,
  queryRoots.patientInsurance,
  queryRoots.doctorBookings,
  queryRoots.doctorSchedule,
  queryRoots.doctorPortalProfile,
] as const;
/**
 * Query-key roots kept in IndexedDB so these pages open offline (DESIGN §6): every page a
 * signed-in person visited online (My Bookings with its waiting lists, the portal's Booking List, Configure
 * Appointment and Edit Profile with the family members) opens offline from what they saw.
 */
export const PERSISTED_QUERY_ROOTS = [queryRoots.home, queryRoots.listing, queryRoots.doctor, ...PRIVATE_QUERY_ROOTS] as const;

const roots: ReadonlySet<unknown> = new Set(PERSISTED_QUERY_ROOTS);

/**
 * A doctor's free slots (['doctor', id, 'availability', …]) change by the minute: a saved
 * copy would show slots long taken (or none, as if the doctor offered none), so they are
 * never kept; offline the booking panel says it needs the network instead.
 */

export function shouldPersistQuery(query: Query): boolean {
  return roots.has(query.queryKey[0]) && !isAvailabilityKey(query.queryKey) && defaultShouldDehydrateQuery(query);
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

/** Where the persisted cache lives: IndexedDB through idb-keyval (replaced in unit tests). */
export interface PersistStorage {
  getItem: (key: string) => Promise<string | undefined | null>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
}

/** idb-keyval's own database and store, on a connection of this module's, opened by the first restore. */
const keyval = createStore('keyval-store', 'keyval');
/**
 * Each write's transaction is committed as soon as its put is queued (IDBTransaction.commit), rather
 * than when the browser sees it has nothing more to do: a write made as the page goes (flush, below)
 * is then complete in the browser's storage even if the page is torn down before the put's answer.
 */
const committing: UseStore = (mode, callback) =>
  keyval(mode, (store) => {
    const result = callback(store);
    if (mode === 'readwrite') store.transaction.commit?.();
    return result;
  });

const indexedDbStorage: PersistStorage = {
  getItem: (key) => get(key, keyval),
  setItem: (key, value) => set(key, value, committing),
  removeItem: (key) => del(key, keyval),
};

export interface AppPersistOptions extends Omit<PersistQueryClientOptions, 'queryClient'> {
  /**
   * Writes the newest snapshot now if the persister's throttle still holds it. The throttle writes
   * at most once a second and its trailing write dies with the page: a person who leaves (closes the
   * tab, reloads, switches app and the phone discards it) within a second of a page's data arriving
   * would find that page missing offline. Called on `pagehide` and when the page is hidden (main.tsx).
   */
  flush: () => Promise<void>;
  /**
   * Resolves once every snapshot handed to the persister so far is in IndexedDB: flush, then a read
   * of the store, which IndexedDB answers only after the writes queued before it (the throttle's own
   * included) have committed. Tests wait on it instead of guessing the throttle's second.
   */
  saved: () => Promise<void>;
}

export function createPersistOptions(storage: PersistStorage = indexedDbStorage): AppPersistOptions {
  /** The newest snapshot handed to the persister and not yet serialised by it (or by flush). */
  let unwritten: PersistedClient | null = null;
  const inner = createAsyncStoragePersister({
    storage,
    key: PERSISTED_CACHE_KEY,
    throttleTime: 1000,
    serialize: (client) => {
      if (client === unwritten) unwritten = null;
      return serializePersisted(client);
    },
  });
  const persister: Persister = {
    persistClient: (client) => {
      unwritten = client;
      return inner.persistClient(client);
    },
    restoreClient: () => inner.restoreClient(),
    removeClient: () => {
      unwritten = null;
      return inner.removeClient();
    },
  };
  const flush = async () => {
    const client = unwritten;
    if (!client) return;
    unwritten = null;
    // Serialised now, in this task, so the write is queued before the page goes; IndexedDB keeps
    // transactions in order, so an older write still running cannot land after this one.
    await storage.setItem(PERSISTED_CACHE_KEY, serializePersisted(client));
  };
  const saved = async () => {
    await flush();
    await storage.getItem(PERSISTED_CACHE_KEY);
  };
  return {
    persister,
    maxAge: QUERY_GC_MS,
    buster: BUILD_ID,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    flush,
    saved,
  };
}
