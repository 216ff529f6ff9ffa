import { expect, test, type APIRequestContext } from '../helpers/e2e-test.ts';
import { detailUrl } from '../helpers/e2e-offline.ts';
import { demoDoctor, unverifiedDoctor } from '../helpers/e2e-demo-doctor.ts';
import { formatFee } from '../../src/shared/format/money.ts';
import type { DoctorCard, DoctorDetail } from '../../src/shared/schemas/doctor.ts';
import { t } from '../helpers/messages.ts';
import { fetchedPaths } from '../helpers/e2e-assets.ts';
import { listingRequestBody, parseListingSearch } from '../../src/shared/listing/query.ts';

/**
 * Server rendering of the public pages (issue 17): a crawler or a browser without JavaScript gets
 * the real content, and a browser with it hydrates that HTML from the data sent with it, with no
 * second fetch (hydration errors fail every spec: tests/helpers/e2e-test.ts).
 */

interface Listing {
  data: DoctorCard[];
  total: number;
}

/** General Physician in Dubai, as the listing URL /general-physician/dubai asks for it. */
async function dubaiPhysicians(request: APIRequestContext): Promise<{ speciality: number; listing: Listing }> {
  const home = (await (await request.get('/api/home')).json()) as { data: { specialities: { id: number; slug: string }[] } };
  const speciality = home.data.specialities.find((s) => s.slug === 'general-physician');
  expect(speciality).toBeDefined();
  const response = await request.post('/api/doctors', { data: listingRequestBody(parseListingSearch({}), { specialityId: speciality!.id, location: 'dubai' }) });
  expect(response.ok()).toBe(true);
  return { speciality: speciality!.id, listing: (await response.json()) as Listing };
}

const fullName = (d: Pick<DoctorCard, 'first_name' | 'last_name'>) => `${d.first_name} ${d.last_name}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a listing shows the doctors, their fees and the next page link', async ({ page, request }) => {
    const { listing } = await dubaiPhysicians(request);
    expect(listing.data.length).toBeGreaterThan(0);
    await page.goto('/general-physician/dubai');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.locator('main');
    for (const doctor of listing.data) {
      await expect(main).toContainText(fullName(doctor));
      for (const fee of [doctor.online_fee, doctor.offline_fee]) if (fee !== null) await expect(main).toContainText(formatFee(fee, doctor.currency));
    }
    // The card links to the doctor's page, a real link a crawler follows.
    const first = listing.data[0]!;
    await expect(main.locator(`a[href*="doctorId=${first.id}"]`).first()).toBeAttached();
  });

  test("a doctor's page shows the name, fee, about text and reviews", async ({ page, request }) => {
    const { listing } = await dubaiPhysicians(request);
    const card = listing.data[0]!;
    const detail = ((await (await request.get('/api/doctor-detail', { params: { doctor_id: card.id } })).json()) as { data: DoctorDetail }).data;
    const response = await page.goto(detailUrl(card));
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(fullName(detail));
    if (detail.about_doctor) await expect(main).toContainText(detail.about_doctor.slice(0, 60));
    const fee = detail.online_fee ?? detail.offline_fee;
    if (fee !== null) await expect(main).toContainText(formatFee(fee, detail.currency));
    for (const review of detail.reviews.slice(0, 3)) await expect(main).toContainText(review.reviewer_name);
  });

  test('the home page lists the specialities', async ({ page, request }) => {
    const home = (await (await request.get('/api/home')).json()) as { data: { specialities: { speciality: string }[] } };
    await page.goto('/');
    await expect(page.getByRole('region', { name: t('home.tiles.title') })).toContainText(home.data.specialities[0]!.speciality);
  });

  test('an unknown doctor answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/general-physician/dubai/doctor/dr-nobody?doctorId=99999999');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main')).toContainText(t('page.notFound.title'));
  });
});

test('a server-rendered doctor page hydrates without fetching its data again, and books from there', async ({ page, request }) => {
  const { listing } = await dubaiPhysicians(request);
  const card = listing.data[0]!;
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(new URL(r.url()).pathname);
  });
  await page.goto(detailUrl(card));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fullName(card));
  // The page works: the booking panel's consultation tabs answer a click once hydrated.
  const visit = page.getByRole('tab', { name: t('booking.tab.visitDoctor') });
  if (await visit.count()) {
    await visit.click();
    await expect(visit).toHaveAttribute('aria-selected', 'true');
  }
  await page.waitForLoadState('networkidle');
  expect(calls.filter((path) => path === '/api/doctor-detail')).toEqual([]);
});

test("a server-rendered page paints before the app's JavaScript is fetched, then starts it (public/boot.js)", async ({ page }) => {
  await page.goto('/general-physician/dubai');
  // Started: hydrated (the ready mark is set by the app's first commit).
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { fcp, scripts };
  });
  expect(timing.fcp).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(0);
  // Not one of the app's modules was asked for before the page's content was on screen.
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.fcp!);
});

test("a server-rendered page builds Intl's locale tables on a worker thread, not in hydration (public/intl-warm.js)", async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto('/ar/general-physician/dubai');
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  expect(workers).toContain('/intl-warm.js');
  // The page still formats in its language once started (Western digits in Arabic: ar-AE-u-nu-latn).
  await expect(page.getByTestId('doctor-card').first()).toContainText(/\d+\.\d{2}/);
});

test('hydrating a server-rendered page adds no stylesheet and rewrites no <html> attribute', async ({ page }) => {
  // A sheet added mid-hydration (a library's <style>, a lazy CSS chunk) or a rewritten dir/lang makes the
  // browser restyle the whole page: on a phone, a task of several hundred milliseconds (issue 17).
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { __styleChanges: string[] }).__styleChanges = changes;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') changes.push(`<html ${record.attributeName}>`);
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')) changes.push(node.outerHTML.slice(0, 120));
          }
        }
      }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['dir', 'lang', 'class', 'style'] });
    });
  });
  for (const url of ['/general-physician/dubai', '/']) {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    expect(await page.evaluate(() => (window as unknown as { __styleChanges: string[] }).__styleChanges), url).toEqual([]);
  }
});

test('a listing fetches no sign-in or form-schema code until a dialog needs it', async ({ page }) => {
  // The closed sign-in dialog under each Book button once brought the OTP form and the zod schemas
  // (built as the module runs) into the page's first load, run while it hydrated (issue 17).
  await page.goto('/general-physician/dubai');
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  const scripts = (await fetchedPaths(page)).filter((path) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /\/(otp-login-form|otp-login-dialog|code-field|schemas|language-dialog|confirm-dialog)-[\w-]+\.js$/.test(path))).toEqual([]);
});

test("a visitor's listing hydrates its header search, Login and Sort By as still controls: their widgets' code loads on first use", async ({
  page,
}) => {
  // Each react-aria widget cost a phone tens of milliseconds of main thread while the page hydrated (issue 17).
  await page.goto('/general-physician/dubai');
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  const names = ['ComboBox', 'Select', 'Menu', 'top-search-combo', 'sort-select-live', 'login-menu-live', 'signed-in-menu'];
  const widgets = async () => {
    const scripts = await fetchedPaths(page);
    return names.filter((name) => scripts.some((path) => path.startsWith(`/assets/${name}-`) && path.endsWith('.js')));
  };
  expect(await widgets()).toEqual([]);

  // Sort By opens from the keyboard; closing its list gives the focus back to it.
  const sort = page.getByRole('button', { name: /Sort By/ }).last();
  await sort.focus();
  await sort.press('ArrowDown');
  await expect(page.getByRole('option')).toHaveText([/Relevance/, /Experience/, /Ratings/]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('button', { name: /Sort By/ }).last()).toBeFocused();

  // So does Login.
  const login = page.getByRole('banner').getByRole('button', { name: t('auth.login') });
  await login.focus();
  await login.press('Enter');
  await expect(page.getByRole('menuitem')).toHaveText([t('auth.loginAsUser'), t('auth.loginAsDoctor')]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: t('auth.login') })).toBeFocused();
  expect(await widgets()).toEqual(['Select', 'Menu', 'sort-select-live', 'login-menu-live']);
});

test("a visitor's home and doctor page load no Dexie: recently viewed doctors are read and saved with IndexedDB itself", async ({ page }) => {
  // Dexie (100 KB) and the offline queue were evaluated after hydration on both pages, 60–80 ms of a phone's main thread (issue 17).
  const loaded = async () => {
    const scripts = await fetchedPaths(page);
    return ['offline-db', 'pending-queue', 'doctor-profile-rules'].filter((name) => scripts.some((path) => path.startsWith(`/assets/${name}-`)));
  };
  const doctor = await demoDoctor(page.request);
  await page.goto(doctor.path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  // Saved for 'Recently viewed' (and offline) all the same.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('medbook-offline');
            open.onsuccess = () => {
              const count = open.result.transaction('recentlyViewed').objectStore('recentlyViewed').count();
              count.onsuccess = () => resolve(count.result);
            };
            open.onerror = () => resolve(-1);
          }),
      ),
    )
    .toBe(1);
  expect((await loaded()).filter((name) => name !== 'doctor-profile-rules')).toEqual([]);

  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  await expect(page.getByRole('heading', { name: t('offline.recent.title') })).toBeVisible();
  expect(await loaded()).toEqual([]);
});

test("a visitor's listing on a phone runs no react-aria code until its Filters sheet first opens", async ({ page }) => {
  // The sheet was the only react-aria widget a listing rendered at once: its dialog, focus scope, press and
  // hover code (and react-aria's locale start-up) ran on every phone's first load (issue 17).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/general-physician/dubai');
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  const names = ['Button', 'useHover', 'Dialog', 'Modal', 'FocusScope', 'Text', 'filters-sheet'];
  const aria = async () => {
    const scripts = await fetchedPaths(page);
    return names.filter((name) => scripts.some((path) => path.startsWith(`/assets/${name}-`) && path.endsWith('.js')));
  };
  expect(await aria()).toEqual([]);

  const chip = page.getByRole('group', { name: t('listing.quickFilters') }).getByRole('button', { name: t('listing.filters'), exact: true });
  await chip.click();
  const sheet = page.getByRole('dialog', { name: t('listing.filters') });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('checkbox').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(chip).toBeFocused();
  expect(await aria()).toEqual(expect.arrayContaining(['Dialog', 'Modal', 'filters-sheet']));
  // Opens again at once, from the loaded code.
  await chip.click();
  await expect(sheet).toBeVisible();
});

test("a doctor page fetches the booking modals and zod's schemas only once a time is chosen", async ({ page }) => {
  // zod builds its schemas as its modules run: ~200 ms of a phone's main thread while the page hydrated (issue 17).
  const doctor = await demoDoctor(page.request);
  await page.goto(doctor.path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  const loaded = async () => {
    const scripts = await fetchedPaths(page);
    return ['schemas', 'booking-flow-modals-live'].filter((name) => scripts.some((path) => path.startsWith(`/assets/${name}-`)));
  };
  expect(await loaded()).toEqual([]);
  // Its tabs are native (react-aria's Tabs re-rendered the whole panel synchronously after hydration), and correctly tied up.
  const scripts = await fetchedPaths(page);
  expect(scripts.filter((path) => path.startsWith('/assets/Tabs-'))).toEqual([]);
  const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') });
  const selectedTab = panel.getByRole('tab', { selected: true });
  await expect(panel.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await selectedTab.getAttribute('id'))!);
  await expect(selectedTab).toHaveAttribute('aria-controls', (await panel.getByRole('tabpanel').getAttribute('id'))!);
  await expect(panel.getByRole('tab', { selected: false })).toHaveAttribute('tabindex', '-1');
  await panel.getByRole('radiogroup', { name: t('booking.dateLabel') }).locator('label:not([data-disabled])').first().click();
  await panel.getByRole('radiogroup', { name: t('booking.timeLabel') }).locator('label:not([data-disabled])').first().click();
  await expect.poll(loaded).toEqual(['schemas', 'booking-flow-modals-live']);
  // Book opens the sign-in step at once.
  await panel.getByRole('button', { name: t('booking.bookAppointment') }).click();
  await expect(page.getByRole('dialog', { name: t('booking.loginTitle') })).toBeVisible();
});

test("a visitor's doctor page runs no react-aria code: native date and time choices, the enquiry drawer on first use", async ({ page }) => {
  // The booking panel's radios and buttons, the closed enquiry drawer and the review-delete dialog brought react-aria's
  // press, focus, dialog and form code into every doctor page's first load (issue 17).
  const names = ['Button', 'useHover', 'Dialog', 'Modal', 'FocusScope', 'RadioGroup', 'TextField', 'confirm-dialog', 'enquiry-sheet'];
  const aria = async () => {
    const scripts = await fetchedPaths(page);
    return names.filter((name) => scripts.some((path) => path.startsWith(`/assets/${name}-`) && path.endsWith('.js')));
  };
  const doctor = await demoDoctor(page.request);
  await page.goto(doctor.path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  expect(await aria()).toEqual([]);

  // The days are one radio group for the keyboard: Tab enters it, an arrow moves to the next open day and chooses it.
  const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') });
  const days = panel.getByRole('radiogroup', { name: t('booking.dateLabel') });
  const open = days.locator('label:not([data-disabled]) input');
  expect(await open.count()).toBeGreaterThan(1);
  await open.first().focus();
  await page.keyboard.press('Space');
  await expect(open.first()).toBeChecked();
  await page.keyboard.press(await page.evaluate(() => (document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight')));
  await expect(open.nth(1)).toBeChecked();
  await expect(open.nth(1)).toBeFocused();
  await expect(days.locator('label[data-selected]')).toHaveCount(1);
  await expect(panel.getByRole('radiogroup', { name: t('booking.timeLabel') })).toBeVisible();
  expect(await aria()).toEqual([]);

  // An unverified doctor's Enquire Now opens its drawer from code fetched on first use.
  const unverified = await unverifiedDoctor(page.request);
  await page.goto(unverified.path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
  expect(await aria()).toEqual([]);
  await page.getByRole('button', { name: t('enquiry.enquireNow') }).click();
  const drawer = page.getByRole('dialog', { name: t('enquiry.title') });
  await expect(drawer).toBeVisible();
  expect(await aria()).toEqual(expect.arrayContaining(['Dialog', 'enquiry-sheet']));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: t('enquiry.enquireNow') })).toBeFocused();
});
