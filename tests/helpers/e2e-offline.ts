import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DoctorCard, DoctorDetail } from '../../src/shared/schemas/doctor.ts';
import { doctorPath } from '../../src/shared/urls.ts';

/** Waits until the service worker is active, then reloads so it controls the page (it only takes over new loads). */
export async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Waits until what the page shows is in its offline copy: the persister's pending snapshot written
 * and every write before it committed (src/lib/query-persister.ts `saved`, exposed by main.tsx).
 * The persister itself writes at most once a second; this waits for the write, not the second.
 */
export async function offlineCopySaved(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as Window & { __medbookOfflineSaved?: unknown }).__medbookOfflineSaved === 'function');
  await page.evaluate(() => (window as Window & { __medbookOfflineSaved?: () => Promise<void> }).__medbookOfflineSaved!());
}

export async function listDoctors(request: APIRequestContext, page: number, verified = false): Promise<{ data: DoctorCard[]; last_page: number }> {
  const response = await request.post('/api/doctors', { data: { per_page: 50, page, ...(verified ? { verified: true } : {}) } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: DoctorCard[]; last_page: number };
}

export async function doctorDetail(request: APIRequestContext, id: number): Promise<DoctorDetail> {
  const response = await request.get('/api/doctor-detail', { params: { doctor_id: id } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DoctorDetail }).data;
}

export async function unverifiedDoctors(request: APIRequestContext): Promise<DoctorCard[]> {
  const first = await listDoctors(request, 1);
  const found: DoctorCard[] = [];
  for (let number = first.last_page; number >= 1 && found.length < 3; number -= 1) {
    found.push(...(number === 1 ? first : await listDoctors(request, number)).data.filter((card) => card.verification_badge === 'no'));
  }
  expect(found.length, 'unverified demo doctors').toBeGreaterThan(0);
  return found;
}

export const detailUrl = (d: Pick<DoctorCard, 'id' | 'slug' | 'speciality' | 'city_slug'>) =>
  doctorPath(d);

export const fullName = (d: Pick<DoctorCard, 'first_name' | 'last_name'>) => `Dr. ${d.first_name} ${d.last_name}`;

/** Every record of one object store of an IndexedDB database of the page's origin. */
export async function idbRecords(page: Page, dbName: string, store: string): Promise<unknown[]> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name!);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName!)) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction(storeName!, 'readonly').objectStore(storeName!).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as unknown[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    [dbName, store],
  );
}

/** The persisted TanStack Query cache (idb-keyval's default store), or null. */
export async function persistedCache(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve(null);
            return;
          }
          const request = db.transaction('keyval', 'readonly').objectStore('keyval').get('mb.query-cache');
          request.onsuccess = () => {
            db.close();
            resolve(request.result === undefined ? null : typeof request.result === 'string' ? request.result : JSON.stringify(request.result));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}
