import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DoctorDetail } from '../shared/schemas/doctor.ts';
import { OFFLINE_DB_NAME } from '../shared/offline/pending-action.ts';
import { RECENT_LIMIT, recentDoctors, rememberDoctor, savedDoctor } from './recent-doctors.ts';

const doctor = (id: number, name = `Doctor ${id}`) => ({ id, first_name: name }) as unknown as DoctorDetail;

function deleteDb(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error ?? new Error('delete failed'));
  });
}

function databases() {
  return indexedDB.databases().then((list) => list.map((db) => db.name));
}

/** Dexie on the same database, as the signed-in app opens it (offline-db.ts), fresh for each check. */
async function dexie() {
  const { offlineDb } = await import('./offline-db.ts');
  await offlineDb.open();
  return offlineDb;
}

afterEach(async () => {
  const { offlineDb } = await import('./offline-db.ts');
  offlineDb.close();
  await deleteDb();
});

describe('recently viewed doctors without Dexie (issue 17)', () => {
  it('reading on a device that viewed nothing creates no database', async () => {
    expect(await recentDoctors()).toEqual([]);
    expect(await savedDoctor(1)).toBeUndefined();
    expect(await databases()).not.toContain(OFFLINE_DB_NAME);
  });

  it('keeps the newest first, at most RECENT_LIMIT, a viewed-again doctor once, and the text as given', async () => {
    for (let id = 1; id <= RECENT_LIMIT + 3; id++) await rememberDoctor(doctor(id), 1000 + id);
    await rememberDoctor(doctor(5, '<script>alert(1)</script>'), 5000);
    const list = await recentDoctors();
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]).toMatchObject({ doctorId: 5, viewedAt: 5000, doctor: { first_name: '<script>alert(1)</script>' } });
    // 1–3 went when 21–23 came; 5 moved to the front.
    const rest = Array.from({ length: RECENT_LIMIT + 3 }, (_, i) => RECENT_LIMIT + 3 - i).filter((id) => id > 3 && id !== 5);
    expect(list.slice(1).map((r) => r.doctorId)).toEqual(rest);
    expect((await savedDoctor(5))?.doctor.first_name).toBe('<script>alert(1)</script>');
    expect(await savedDoctor(1)).toBeUndefined();
  });

  it('creates the database exactly as Dexie would: Dexie opens it without an upgrade and sees the same records', async () => {
    await rememberDoctor(doctor(7), 1234);
    const db = await dexie();
    expect(db.verno).toBe(1);
    expect(db.backendDB().version).toBe(10);
    expect(db.tables.map((table) => table.name).sort()).toEqual(['pendingActions', 'recentlyViewed']);
    expect(await db.recentlyViewed.orderBy('viewedAt').reverse().primaryKeys()).toEqual([7]);
    expect(await db.pendingActions.where('userId').equals(3).count()).toBe(0);
    for (const table of db.tables) {
      const store = db.backendDB().transaction(table.name).objectStore(table.name);
      expect({ key: store.keyPath, auto: store.autoIncrement, indexes: [...store.indexNames].sort() }).toEqual({
        key: table.schema.primKey.keyPath,
        auto: false,
        indexes: table.schema.indexes.map((index) => index.name).sort(),
      });
    }
    // Dexie's sign-out clears what this module wrote.
    const { clearOfflineData } = await import('./offline-db.ts');
    await clearOfflineData();
    expect(await recentDoctors()).toEqual([]);
  });

  it('reads and writes a database Dexie created first', async () => {
    const db = await dexie();
    await db.recentlyViewed.put({ doctorId: 3, viewedAt: 10, doctor: doctor(3) });
    db.close();
    await rememberDoctor(doctor(4), 20);
    expect((await recentDoctors()).map((r) => r.doctorId)).toEqual([4, 3]);
  });
});
