import { offlineDb } from '../offline-db.ts';
import { t } from '../../shared/i18n/format.ts';
import {
  OFFLINE_CHANNEL,
  REPLAY_LOCK,
  SYNC_TAG,
  replayQueue,
  sendPendingAction,
  type PendingAction,
  type PendingStore,
  type ReplayBroadcast,
  type ReplayOutcome,
} from '../../shared/offline/pending-action.ts';

/**
 * The page's side of the offline queue: Dexie holds the records (the service worker
 * reads the same store), this module adds, discards and replays them and tells the UI.
 */

const store: PendingStore = {
  all: () => offlineDb.pendingActions.toArray(),
  put: async (action) => {
    await offlineDb.pendingActions.put(action);
  },
  delete: (key) => offlineDb.pendingActions.delete(key),
};

type Listener = (outcomes: ReplayOutcome[]) => void;
const listeners = new Set<Listener>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OFFLINE_CHANNEL);

/** Called with the outcomes of every replay (this tab's, other tabs' and the worker's); [] for a plain change. */
export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(outcomes: ReplayOutcome[], broadcast: boolean) {
  for (const listener of listeners) listener(outcomes);
  if (broadcast) channel?.postMessage({ type: 'replayed', outcomes } satisfies ReplayBroadcast);
}

channel?.addEventListener('message', (event: MessageEvent<ReplayBroadcast>) => {
  if (event.data?.type === 'replayed') emit(event.data.outcomes, false);
});

export function listPending(): Promise<PendingAction[]> {
  return offlineDb.pendingActions.orderBy('createdAt').toArray();
}

/** Asks the browser for a `sync` event once the network is back (Chromium); others replay on `online`. */
async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2_000)),
    ])) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page replays on `online` and at start instead.
  }
}

export async function enqueue(action: PendingAction): Promise<void> {
  await offlineDb.pendingActions.put(action);
  emit([], true);
  void requestBackgroundSync();
}

/** The user gives up on a waiting or failed action. */
export async function discardPending(key: string): Promise<void> {
  await offlineDb.pendingActions.delete(key);
  emit([], true);
}

/** Sign-out: the queue is cleared with the rest of the user's data (clearOfflineData); pages re-read it. */
export function announceCleared(): void {
  emit([], true);
}

async function withReplayLock<T>(run: () => Promise<T>): Promise<T | null> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return run();
  // ifAvailable: a replay already running elsewhere covers this one.
  return locks.request(REPLAY_LOCK, { ifAvailable: true }, async (lock) => (lock ? run() : null));
}

/** Sends what is due (everything when the network has just come back). */
export async function replayPending(ignoreBackoff = false): Promise<ReplayOutcome[]> {
  const outcomes = await withReplayLock(() =>
    replayQueue(store, { send: (action) => sendPendingAction(action, t('common.serverError')), ignoreBackoff }),
  );
  if (outcomes?.length) emit(outcomes, true);
  return outcomes ?? [];
}
