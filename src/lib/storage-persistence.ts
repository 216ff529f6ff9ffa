import { useSyncExternalStore } from 'react';

/**
 * Persistent storage (DESIGN §6): browsers may evict a site's IndexedDB under pressure, and
 * Safari deletes it after 7 days without a visit, taking the saved bookings with it. Once
 * someone signs in or installs the app, the browser is asked to keep it; when it will not,
 * the pages that show saved bookings say so (StorageNote).
 */
export type StorageState = 'unknown' | 'persisted' | 'not-persisted';

let state: StorageState = 'unknown';
let asking: Promise<StorageState> | null = null;
const listeners = new Set<() => void>();

function publish(next: StorageState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks once per page load (again after a failure); a browser without the API is left 'unknown'. */
export function requestPersistentStorage(): Promise<StorageState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.persist !== 'function' || typeof storage.persisted !== 'function') return Promise.resolve(state);
  asking ??= (async () => {
    try {
      if (!(await storage.persisted())) await storage.persist();
      // persisted() is the answer that counts: some browsers grant later, or quietly not at all.
      publish((await storage.persisted()) ? 'persisted' : 'not-persisted');
    } catch {
      asking = null;
    }
    return state;
  })();
  return asking;
}

export function usePersistentStorage(): StorageState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => 'unknown',
  );
}
