/// <reference lib="webworker" />
import { t } from '../src/shared/i18n/format.ts';
import {
  OFFLINE_CHANNEL,
  OFFLINE_DB_NAME,
  PENDING_STORE,
  REPLAY_LOCK,
  SYNC_TAG,
  replayQueue,
  sendPendingAction,
  type PendingAction,
  type PendingStore,
  type ReplayBroadcast,
} from '../src/shared/offline/pending-action.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * The worker's side of the offline queue (DESIGN §6): on the Background Sync `sync` event
 * it replays the same IndexedDB store the page fills through Dexie (src/lib/offline-db.ts),
 * with plain IndexedDB because sw/ imports no app libraries. Pages hear the results on a
 * BroadcastChannel and tell the user.
 */

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens the page's database at whatever version Dexie gave it; null before the page created it. */
function openDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(OFFLINE_DB_NAME);
    let created = false;
    // No database yet: do not create one the page's Dexie schema would have to upgrade around.
    open.onupgradeneeded = () => {
      created = true;
      open.transaction?.abort();
    };
    open.onsuccess = () => {
      const db = open.result;
      // Let the page upgrade its schema whenever it needs to.
      db.onversionchange = () => db.close();
      if (!db.objectStoreNames.contains(PENDING_STORE)) {
        db.close();
        resolve(null);
      } else resolve(db);
    };
    open.onerror = () => (created ? resolve(null) : reject(open.error ?? new Error('IndexedDB open failed')));
  });
}

function storeOf(db: IDBDatabase): PendingStore {
  const objects = (mode: IDBTransactionMode) => db.transaction(PENDING_STORE, mode).objectStore(PENDING_STORE);
  return {
    all: () => request(objects('readonly').getAll() as IDBRequest<PendingAction[]>),
    put: async (action) => {
      await request(objects('readwrite').put(action));
    },
    delete: async (key) => {
      await request(objects('readwrite').delete(key));
    },
  };
}

async function replay(): Promise<void> {
  const run = async () => {
    const db = await openDb();
    if (!db) return;
    try {
      const outcomes = await replayQueue(storeOf(db), {
        send: (action) => sendPendingAction(action, t('common.serverError')),
        ignoreBackoff: true,
      });
      if (outcomes.length) new BroadcastChannel(OFFLINE_CHANNEL).postMessage({ type: 'replayed', outcomes } satisfies ReplayBroadcast);
      // Still waiting on the network: failing the event makes the browser schedule another sync.
      if (outcomes.some((outcome) => outcome.type === 'retry')) throw new Error('Offline writes are still waiting');
    } finally {
      db.close();
    }
  };
  const locks = self.navigator.locks;
  if (locks) await locks.request(REPLAY_LOCK, run);
  else await run();
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function handleOfflineSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === SYNC_TAG) sync.waitUntil(replay());
  });
}
