import Dexie, { type EntityTable } from 'dexie';
import { OFFLINE_DB_NAME, type PendingAction } from '../shared/offline/pending-action.ts';
import type { DoctorDetail } from '../shared/schemas/doctor.ts';

/** A doctor the user opened, with everything its page needs to render offline (DESIGN §6). */
export interface RecentDoctor {
  doctorId: number;
  viewedAt: number;
  doctor: DoctorDetail;
}

/** How many recently viewed doctors are kept. */
export const RECENT_LIMIT = 20;

/**
 * What the user did on this device: recently viewed doctors and the writes waiting for
 * the network. The service worker opens the same database without Dexie (sw/offline-queue.ts),
 * so the pendingActions store keeps plain records keyed by their Idempotency-Key.
 */
class OfflineDb extends Dexie {
  recentlyViewed!: EntityTable<RecentDoctor, 'doctorId'>;
  pendingActions!: EntityTable<PendingAction, 'key'>;

  constructor() {
    super(OFFLINE_DB_NAME);
    this.version(1).stores({
      recentlyViewed: 'doctorId, viewedAt',
      pendingActions: 'key, createdAt, userId, kind',
    });
  }
}

export const offlineDb = new OfflineDb();

/** Remembers a viewed doctor (newest first) and forgets the oldest past RECENT_LIMIT. */
export async function rememberDoctor(doctor: DoctorDetail, viewedAt = Date.now()): Promise<void> {
  await offlineDb.transaction('rw', offlineDb.recentlyViewed, async () => {
    await offlineDb.recentlyViewed.put({ doctorId: doctor.id, viewedAt, doctor });
    const stale = await offlineDb.recentlyViewed.orderBy('viewedAt').reverse().offset(RECENT_LIMIT).primaryKeys();
    if (stale.length) await offlineDb.recentlyViewed.bulkDelete(stale);
  });
}

export async function recentDoctors(): Promise<RecentDoctor[]> {
  return offlineDb.recentlyViewed.orderBy('viewedAt').reverse().limit(RECENT_LIMIT).toArray();
}

/** A recently viewed doctor's saved profile, for the detail page when the query cache has none. */
export async function savedDoctor(doctorId: number): Promise<RecentDoctor | undefined> {
  try {
    return await offlineDb.recentlyViewed.get(doctorId);
  } catch {
    return undefined;
  }
}

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
