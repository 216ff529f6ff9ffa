import { expect, test, type Page } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import type { DoctorDetail } from '../../src/shared/schemas/doctor.ts';
import {
  controlledBySw,
  detailUrl,
  doctorDetail,
  fullName,
  idbRecords,
  offlineCopySaved,
  listDoctors,
  persistedCache,
  unverifiedDoctors,
} from '../helpers/e2e-offline.ts';
import { signIn } from '../helpers/e2e-auth.ts';

// The service worker is part of what this file tests (the default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Offline-first (issue 9, DESIGN §6) on the built app: the service worker's shell, the
 * persisted query cache and Dexie's recently viewed doctors, with the network cut off
 * by context.setOffline.
 */

const heading = (page: Page, doctor: Pick<DoctorDetail, 'first_name' | 'last_name'>) =>
  page.getByRole('heading', { level: 1, name: fullName(doctor) });

test.describe('offline reading', () => {
  test.describe.configure({ timeout: 120_000 });

  test('viewed doctors, a visited listing and home open offline; an unvisited doctor says why it cannot', async ({ page, context, request }) => {
    const { data: verified } = await listDoctors(request, 1, true);
    const { data: all, last_page } = await listDoctors(request, 1);
    expect(verified.length).toBeGreaterThanOrEqual(3);
    const viewed = await Promise.all(verified.slice(0, 3).map((card) => doctorDetail(request, card.id)));
    const unvisited = (await listDoctors(request, last_page)).data.at(-1) ?? all.at(-1)!;
    expect(viewed.map((d) => d.id)).not.toContain(unvisited.id);

    await page.goto('/');
    await controlledBySw(page);

    // A listing page, opened online first.
    const listing = `/${viewed[0]!.speciality!.slug}/${viewed[0]!.city_slug}`;
    await page.goto(listing);
    await expect(page.getByText(fullName(viewed[0]!)).first()).toBeVisible();
    // Each test step is a full page load: give the throttled persister (1 s) its write before leaving.
    await offlineCopySaved(page);

    for (const [index, doctor] of viewed.entries()) {
      await page.goto(detailUrl(doctor));
      await expect(heading(page, doctor)).toBeVisible();
      // Saved to Dexie as the page shows (a full navigation straight after could abort the write).
      await expect.poll(async () => (await idbRecords(page, 'medbook-offline', 'recentlyViewed')).length).toBe(index + 1);
      await offlineCopySaved(page);
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { name: t('offline.recent.title') })).toBeVisible();
    await offlineCopySaved(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline — showing saved data from');

    // Newest first, each one opens with its full profile.
    const recent = page.getByRole('region', { name: t('offline.recent.title') }).getByRole('link');
    await expect(recent).toHaveCount(3);
    await expect(recent).toHaveText([...viewed].reverse().map((d) => new RegExp(fullName(d))));
    for (const doctor of [...viewed].reverse()) {
      await page.getByRole('region', { name: t('offline.recent.title') }).getByRole('link', { name: new RegExp(fullName(doctor)) }).click();
      await expect(heading(page, doctor)).toBeVisible();
      await expect(page.getByText(doctor.about_doctor ?? doctor.speciality_name).first()).toBeVisible();
      // Booking needs a live slot check: offline the button says so instead of opening.
      await expect(page.getByTestId('booking-panel').getByRole('button', { name: t('booking.needsConnection') })).toBeDisabled();
      await page.goBack();
      await expect(page.getByRole('heading', { name: t('offline.recent.title') })).toBeVisible();
    }

    // The listing opened before still lists its doctors.
    await page.goto(listing);
    await expect(page.getByText(fullName(viewed[0]!)).first()).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();

    // A doctor never opened here: a clear message, not a blank page.
    await page.goto(detailUrl(unvisited));
    await expect(page.getByRole('alert')).toContainText(t('offline.doctorUnavailable'));
    await expect(page.getByRole('link', { name: t('offline.goHome') })).toBeVisible();

    // Offline reload of a persisted doctor page: time from navigation start to its content.
    await page.goto(detailUrl(viewed[1]!));
    await expect(heading(page, viewed[1]!)).toBeVisible();
    await page.reload();
    const name = fullName(viewed[1]!);
    await page.waitForFunction((text) => Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.includes(text)), name, { polling: 'raf' });
    const paintedMs = await page.evaluate(() => Math.round(performance.now()));
    test.info().annotations.push({ type: 'offline doctor page: navigation start → content', description: `${paintedMs} ms` });
    console.log(`[offline] reload of a persisted doctor page to content painted: ${paintedMs} ms`);
    expect(paintedMs).toBeLessThan(2_000);

    // With the query cache gone, the page still renders from Dexie's recently viewed copy.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onsuccess = () => {
            const tx = open.result.transaction('keyval', 'readwrite');
            tx.objectStore('keyval').delete('mb.query-cache');
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    expect(await persistedCache(page)).toBeNull();
    await page.goto(detailUrl(viewed[2]!));
    await expect(heading(page, viewed[2]!)).toBeVisible();
    expect((await idbRecords(page, 'medbook-offline', 'recentlyViewed')).length).toBe(3);

    await context.setOffline(false);
  });
});

/** Picks tomorrow at 10:30 AM in the open enquiry drawer and sends it; returns tomorrow's date. */
async function sendEnquiry(page: Page, message: string): Promise<string> {
  await page.getByRole('button', { name: t('enquiry.enquireNow') }).click();
  const drawer = page.getByRole('dialog', { name: t('enquiry.title') });
  await expect(drawer).toBeVisible();
  const tomorrow = drawer.getByRole('radiogroup', { name: t('enquiry.dateLabel') }).locator('label').nth(1);
  const date = (await tomorrow.locator('input').getAttribute('value'))!;
  await tomorrow.click();
  await drawer.getByRole('radiogroup', { name: t('enquiry.timeLabel') }).locator('label', { hasText: /^10:30 AM$/ }).click();
  await drawer.getByLabel(t('enquiry.messageLabel')).fill(message);
  await drawer.getByRole('button', { name: t('enquiry.submit') }).click();
  await expect(drawer).toBeHidden();
  return date;
}

interface EnquiryRow {
  doctor: { id: number };
  preferred_date: string;
  description: string;
}

async function myEnquiries(page: Page): Promise<EnquiryRow[]> {
  const response = await page.request.post('/api/my-appointments', { data: { type: 'Enquiries' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: EnquiryRow[] }).data;
}

test.describe('offline writes', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an enquiry made offline is queued, survives a reload, is sent once online; a refused one shows why; sign-out clears it all', async ({
    page,
    context,
    request,
  }) => {
    const [doctor, other] = await unverifiedDoctors(request);
    expect(other, 'two unverified demo doctors').toBeTruthy();
    await signIn(page, { email: `e2e-offline-${Date.now()}@example.test` });
    await controlledBySw(page);
    await page.goto(detailUrl(doctor!));
    await expect(heading(page, doctor!)).toBeVisible();

    // Offline: saved for later, marked pending here and in the top bar's Pending list.
    await context.setOffline(true);
    const message = `Offline enquiry ${Date.now()}`;
    await sendEnquiry(page, message);
    await expect(page.getByText(t('offline.savedForLater'))).toBeVisible();
    const marker = page.getByTestId('pending-marker');
    await expect(marker).toHaveText(t('offline.pending.enquiry'));

    // Nothing is lost across a reload (still offline: the shell comes from the service worker).
    await page.reload();
    await expect(heading(page, doctor!)).toBeVisible();
    await expect(marker).toHaveText(t('offline.pending.enquiry'));
    await page.getByRole('button', { name: t('offline.pending.buttonLabel', { count: 1 }) }).click();
    const pendingDialog = page.getByRole('dialog', { name: t('offline.pending.title') });
    await expect(pendingDialog.getByTestId('pending-action')).toHaveCount(1);
    await expect(pendingDialog.getByTestId('pending-action')).toContainText(t('offline.pending.waiting'));
    await page.keyboard.press('Escape');
    expect(await myEnquiries(page)).toHaveLength(0);

    // Back online: sent once, the marker goes.
    await context.setOffline(false);
    await expect(page.getByText(t('enquiry.sent'))).toBeVisible({ timeout: 20_000 });
    await expect(marker).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('offline.pending.buttonLabel', { count: 1 }) })).toHaveCount(0);
    // Another replay trigger (app start) must not send it again.
    await page.reload();
    await expect(heading(page, doctor!)).toBeVisible();
    // The replay at app start is the page's first request once it runs: wait until the network is quiet.
    await page.waitForLoadState('networkidle');
    const sent = await myEnquiries(page);
    expect(sent.filter((row) => row.description === message)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(await idbRecords(page, 'medbook-offline', 'pendingActions')).toEqual([]);

    // A write the server refuses on replay (4xx): failed, with the server's reason.
    await page.goto(detailUrl(other!));
    await expect(heading(page, other!)).toBeVisible();
    await context.setOffline(true);
    await sendEnquiry(page, 'This one will be refused');
    await expect(marker).toHaveText(t('offline.pending.enquiry'));
    // The date moves out of the 7-day window while it waits (as a long-queued enquiry's would).
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('medbook-offline');
          open.onsuccess = () => {
            const tx = open.result.transaction('pendingActions', 'readwrite');
            const store = tx.objectStore('pendingActions');
            const all = store.getAll();
            all.onsuccess = () => {
              for (const record of all.result as { body: { preferred_date: string } }[]) {
                record.body.preferred_date = '2099-01-01';
                store.put(record);
              }
            };
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await context.setOffline(false);
    const reason = t('enquiry.error.dateOutOfRange');
    await expect(marker).toHaveText(t('offline.pending.failed', { reason }), { timeout: 20_000 });
    await expect(page.getByText(reason).first()).toBeVisible();
    expect(await myEnquiries(page)).toHaveLength(1);

    // Sign-out deletes the queue, recently viewed doctors and the persisted cache of this person.
    await page.getByRole('banner').locator('button[aria-haspopup]').last().click();
    await page.getByRole('menuitem', { name: t('auth.menu.logout') }).click();
    await page.getByRole('alertdialog', { name: t('auth.logoutTitle') }).getByRole('button', { name: t('common.confirm') }).click();
    await expect(page.getByText(t('auth.loggedOut'))).toBeVisible();
    expect(await idbRecords(page, 'medbook-offline', 'pendingActions')).toEqual([]);
    expect(await idbRecords(page, 'medbook-offline', 'recentlyViewed')).toEqual([]);
    const cache = (await persistedCache(page)) ?? '';
    expect(cache).not.toContain('my-appointments');
    expect(cache).not.toContain('doctor-bookings');
    expect(await page.evaluate(() => localStorage.getItem('mb.session'))).toBeNull();
  });
});

test('offline, a page never opened says it is not saved within 3 s: a listing from a home tile or typed, Edit Profile, a video room (issue 42)', { tag: '@mobile' }, async ({ page, context }, info) => {
  test.setTimeout(90_000);
  await signIn(page, { email: `never-visited-${Date.now()}@patient.test` });
  await page.goto('/');
  await controlledBySw(page);
  await expect(page.getByRole('region', { name: t('home.tiles.title') }).getByRole('link').first()).toBeVisible();
  await offlineCopySaved(page);
  await context.setOffline(true);

  // A tile whose listing was never opened on this device.
  const tiles = page.getByRole('region', { name: t('home.tiles.title') }).getByRole('link');
  await tiles.last().click();
  await expect(page.getByTestId('not-saved')).toBeVisible({ timeout: 3_000 });
  await info.attach('listing-never-visited-offline', { body: await page.screenshot(), contentType: 'image/png' });

  // Typed: the shell opens, the page says so rather than loading forever.
  await page.goto('/orthopaedics/delhi');
  await expect(page.getByTestId('not-saved')).toBeVisible({ timeout: 3_000 });
  await page.goto('/search/doctor?SID=1&location=mumbai');
  await expect(page.getByTestId('not-saved')).toBeVisible({ timeout: 3_000 });
  // The same on the other pages that load their data: Edit Profile never opened, a video room.
  for (const path of ['/edit-profile', '/consult/0123456789abcdef0123456789abcdef']) {
    await page.goto(path);
    await expect(page.getByTestId('not-saved'), path).toBeVisible({ timeout: 3_000 });
  }
});
