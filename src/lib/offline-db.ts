import Dexie, { type EntityTable } from 'dexie';
import { OFFLINE_DB_NAME, type PendingAction } from '../shared/offline/pending-action.ts';
import { OFFLINE_SCHEMA, OFFLINE_SCHEMA_VERSION, type RecentDoctor } from './recent-doctors.ts';

/**
 * What the user did on this device: recently viewed doctors and the writes waiting for
 * the network. The service worker opens the same database without Dexie (sw/offline-queue.ts),
 * so the pendingActions store keeps plain records keyed by their Idempotency-Key; so does
 * recent-doctors.ts, which reads and writes the recently viewed doctors (a visitor's pages load no Dexie).
 */
class OfflineDb extends Dexie {
  recentlyViewed!: EntityTable<RecentDoctor, 'doctorId'>;
  pendingActions!: EntityTable<PendingAction, 'key'>;

  constructor() {
    super(OFFLINE_DB_NAME);
    // A new version must be mirrored in recent-doctors.ts, which may create this database itself.
    this.version(OFFLINE_SCHEMA_VERSION).stores(OFFLINE_SCHEMA);
  }
}

export const offlineDb = new OfflineDb();

/** Sign-out on a shared device: nothing the last person did stays behind. */
export async function clearOfflineData(): Promise<void> {
  await offlineDb.transaction('rw', offlineDb.recentlyViewed, offlineDb.pendingActions, async () => {
    await offlineDb.recentlyViewed.clear();
    await offlineDb.pendingActions.clear();
  });
}

/** The session ended without a sign-out (expired): that person's queued writes go with it. */
export async function forgetPendingActionsOf(userId: number): Promise<void> {
  await offlineDb.pendingActions.where('userId').equals(userId).delete();
}
