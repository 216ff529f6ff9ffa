import { OFFLINE_DB_NAME } from '../shared/offline/pending-action.ts';
import type { DoctorDetail } from '../shared/schemas/doctor.ts';

/**
 * 'Recently viewed' doctors (DESIGN §6) in the offline database, with IndexedDB itself rather than Dexie.
 *
 * Why (issue 17): a visitor's home reads this list and every doctor page writes to it, and loading Dexie
 * for that (100 KB of code to evaluate, then its open and transaction machinery) was 60–80 ms of a phone's
 * main thread right after hydration. The queue of offline writes stays on Dexie (offline-db.ts): it
 * only loads with a session. Both work on the same database: when this module has to create it, it
 * creates exactly what Dexie's `version(1)` schema would (OFFLINE_SCHEMA), at the version Dexie gives it,
 * and recent-doctors.test.ts opens the result with Dexie to prove they agree.
 */

/** A doctor the user opened, with everything its page needs to render offline. */
export interface RecentDoctor {
  doctorId: number;
  viewedAt: number;
  doctor: DoctorDetail;
}

/** How many recently viewed doctors are kept. */
export const RECENT_LIMIT = 20;

export const RECENT_STORE = 'recentlyViewed';

/** Dexie's schema for the offline database, shared with offline-db.ts so the two cannot drift. */
export const OFFLINE_SCHEMA = {
  recentlyViewed: 'doctorId, viewedAt',
  pendingActions: 'key, createdAt, userId, kind',
} as const;
/** The schema's Dexie version (offline-db.ts); IndexedDB stores it ×10. */
export const OFFLINE_SCHEMA_VERSION = 1;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

/** The stores and indexes of OFFLINE_SCHEMA, as Dexie creates them ('key, a, b': primary key, then indexes). */
function createSchema(db: IDBDatabase) {
  for (const [name, spec] of Object.entries(OFFLINE_SCHEMA)) {
    const [primary, ...indexes] = spec.split(',').map((part) => part.trim());
    const store = db.createObjectStore(name, { keyPath: primary, autoIncrement: false });
    for (const index of indexes) store.createIndex(index, index, { unique: false, multiEntry: false });
  }
}

/**
 * The offline database at whatever version it has (Dexie may have moved it on), or, when there is none:
 * null to read (nothing was viewed on this device), or a new one with Dexie's schema to write.
 */
function open(create: boolean): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const req = create ? indexedDB.open(OFFLINE_DB_NAME, OFFLINE_SCHEMA_VERSION * 10) : indexedDB.open(OFFLINE_DB_NAME);
    let missing = false;
    req.onupgradeneeded = (event) => {
      if (event.oldVersion !== 0) return;
      if (create) createSchema(req.result);
      else {
        missing = true;
        req.transaction?.abort();
      }
    };
    req.onsuccess = () => {
      const db = req.result;
      // Let Dexie upgrade the schema whenever it needs to.
      db.onversionchange = () => db.close();
      if (db.objectStoreNames.contains(RECENT_STORE)) resolve(db);
      else {
        db.close();
        resolve(null);
      }
    };
    req.onerror = () => (missing ? resolve(null) : reject(req.error ?? new Error('IndexedDB open failed')));
    req.onblocked = () => undefined;
  });
}

async function withDb<T>(create: boolean, use: (db: IDBDatabase) => Promise<T>, none: T): Promise<T> {
  const db = (await open(false)) ?? (create ? await open(true) : null);
  if (!db) return none;
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

/** Remembers a viewed doctor (newest first) and forgets the oldest past RECENT_LIMIT. */
export async function rememberDoctor(doctor: DoctorDetail, viewedAt = Date.now()): Promise<void> {
  await withDb(
    true,
    async (db) => {
      const tx = db.transaction(RECENT_STORE, 'readwrite');
      const store = tx.objectStore(RECENT_STORE);
      store.put({ doctorId: doctor.id, viewedAt, doctor } satisfies RecentDoctor);
      // Newest first; everything past the limit goes.
      const cursors = store.index('viewedAt').openKeyCursor(null, 'prev');
      let skipped = false;
      cursors.onsuccess = () => {
        const cursor = cursors.result;
        if (!cursor) return;
        if (!skipped) {
          skipped = true;
          cursor.advance(RECENT_LIMIT);
          return;
        }
        store.delete(cursor.primaryKey);
        cursor.continue();
      };
      await done(tx);
    },
    undefined,
  );
}

/** The recently viewed doctors, newest first; [] when none was viewed on this device. */
export async function recentDoctors(): Promise<RecentDoctor[]> {
  return withDb(
    false,
    async (db) => {
      const tx = db.transaction(RECENT_STORE, 'readonly');
      const found: RecentDoctor[] = [];
      const cursors = tx.objectStore(RECENT_STORE).index('viewedAt').openCursor(null, 'prev');
      cursors.onsuccess = () => {
        const cursor = cursors.result;
        if (!cursor || found.length >= RECENT_LIMIT) return;
        found.push(cursor.value as RecentDoctor);
        cursor.continue();
      };
      await done(tx);
      return found;
    },
    [],
  );
}

/** A recently viewed doctor's saved profile, for the detail page when the query cache has none. */
export async function savedDoctor(doctorId: number): Promise<RecentDoctor | undefined> {
  try {
    return await withDb(
      false,
      (db) => request(db.transaction(RECENT_STORE, 'readonly').objectStore(RECENT_STORE).get(doctorId) as IDBRequest<RecentDoctor | undefined>),
      undefined,
    );
  } catch {
    return undefined;
  }
}
