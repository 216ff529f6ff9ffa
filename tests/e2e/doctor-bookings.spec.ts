import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo, workerBaseURL } from '../helpers/e2e-test.ts';
import { currencyOf } from '../../src/shared/format/currency.ts';
import { formatPortalFee } from '../../src/shared/format/money.ts';
import { formatTime12 } from '../../src/shared/format/time.ts';
import { t } from '../helpers/messages.ts';
import { bookingDate } from '../../src/features/doctor-booking-list/booking-labels.ts';
import { apiToken, signIn } from '../helpers/e2e-auth.ts';

/**
 * The doctor's Booking List (001 §2, §4, §7): a patient books doctor2 through
 * the API, the doctor sees it, marks bookings complete or a no-show once the
 * (test-settable) server clock has passed their start, cancels one with a
 * reason, and filters the list through the URL. The patient's side is read
 * through the API. doctor2@demo.test is this spec's own doctor.
 */

const DOCTOR = 'doctor2@demo.test';
/**
 * A patient of this spec's own (per worker, per run): my-bookings.spec counts the demo
 * patient's completed bookings, and this spec completes and cancels its patient's.
 */
const PATIENT = `e2e-doctor-bookings-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.test`;

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

interface Booking {
  id: number;
  name: string;
  date: string;
  time: string;
  startsAt: number;
  endsAt: number;
  fee: number;
  /** The booking's zone: its fee's currency (currency.ts). */
  zone: string;
}

/** Letters only: booking names allow nothing else. */
const letters = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const uniqueName = (first: string) => `${first} ${letters(1).toUpperCase()}${letters(7)}`;

let doctorState: StorageState | undefined;
let doctorId = 0;

/** Signs doctor2 in through the real Doctor Login once per worker; later tests reuse the session. */
async function doctorSession(browser: Browser, info: TestInfo): Promise<StorageState> {
  if (doctorState) return doctorState;
  const context = await browser.newContext({ baseURL: workerBaseURL(), viewport: info.project.use.viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signIn(page, { email: DOCTOR, role: 'doctor' });
  doctorId = await page.evaluate(() => (JSON.parse(localStorage.getItem('mb.session') ?? '{}') as { user?: { doctor_id?: number } }).user?.doctor_id ?? 0);
  doctorState = await context.storageState();
  await context.close();
  return doctorState;
}

/** A patient's bearer token (the code flow has its own tests). */
const patientToken = (request: APIRequestContext, email: string): Promise<string> => apiToken(request, email);

/** The first `count` free online slots of the doctor, earliest first. */
async function freeSlots(request: APIRequestContext, count: number): Promise<{ date: string; time: string }[]> {
  const first = await request.post('/api/doctor-availability', { data: { doctor_id: doctorId, type: 'online' } });
  expect(first.ok(), await first.text()).toBe(true);
  const days = ((await first.json()) as { data: { days: { date: string; status: boolean }[] } }).data.days.filter((day) => day.status);
  const found: { date: string; time: string }[] = [];
  for (const day of days) {
    const response = await request.post('/api/doctor-availability', { data: { doctor_id: doctorId, type: 'online', date: day.date } });
    const slots = ((await response.json()) as { data: { online_timeslots: { time: string; isDisabled: boolean }[] } }).data.online_timeslots;
    for (const slot of slots.filter((s) => !s.isDisabled)) {
      found.push({ date: day.date, time: slot.time });
      if (found.length === count) return found;
    }
  }
  throw new Error(`doctor2 has fewer than ${count} free online slots this week`);
}

async function book(request: APIRequestContext, token: string, slot: { date: string; time: string }, name: string): Promise<Booking> {
  const response = await request.post('/api/add-appointment', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-doctor-bookings-${Date.now()}-${letters(6)}` },
    data: {
      doctor_id: doctorId, appointment_date: slot.date, appointment_time: slot.time, appointment_type: 'online',
      name, email: PATIENT, phone: '501234567', description: 'Follow-up on blood pressure readings',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const a = ((await response.json()) as { data: { appointment: { id: number; starts_at: string; ends_at: string; appointment_date: string; appointment_time: string; consultation_fees: number; time_zone: string } } }).data.appointment;
  return { id: a.id, name, date: a.appointment_date, time: a.appointment_time, startsAt: Date.parse(a.starts_at), endsAt: Date.parse(a.ends_at), fee: a.consultation_fees, zone: a.time_zone };
}

/**
 * Moves the server's one clock (server/services/common/clock.ts) for every request, not just this
 * spec's: each move lasts one test, inside try/finally, and afterAll resets it. CI runs one
 * worker, so nothing overlaps; with two local workers a spec reading "today" from the server
 * (day strips, slot lists, code expiry) at that moment can see the moved time. Keep such
 * windows short, and do not move the clock in any other spec.
 */
async function setClock(request: APIRequestContext, at: number | null) {
  const response = await request.post('/api/dev/clock', { data: { now: at === null ? null : new Date(at).toISOString() } });
  expect(response.ok(), 'POST /api/dev/clock (scripts/test-server.mjs sets ALLOW_TEST_CLOCK=1)').toBe(true);
}

async function patientBooking(request: APIRequestContext, token: string, type: 'Upcoming' | 'Past', id: number) {
  const response = await request.post('/api/my-appointments', { headers: { Authorization: `Bearer ${token}` }, data: { type, per_page: 50 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number; booking_status: string; cancel_reason: string | null }[] }).data.find((row) => row.id === id);
}

const row = (page: Page, booking: Booking) => page.getByRole('article', { name: booking.name });
const tab = (page: Page, name: 'upcoming' | 'past') => page.getByRole('tab', { name: t(name === 'upcoming' ? 'doctorBookings.tab.upcoming' : 'doctorBookings.tab.past') });

test.describe('doctor booking list', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  // eslint-disable-next-line no-empty-pattern
  test.use({ storageState: async ({}, use) => use(doctorState) });

  let token = '';
  let toComplete: Booking;
  let toCancel: Booking;
  let noShow: Booking;

  test.beforeAll(async ({ browser, playwright }, info) => {
    info.setTimeout(180_000);
    await doctorSession(browser, info);
    const api = await playwright.request.newContext({ baseURL: workerBaseURL() });
    try {
      token = await patientToken(api, PATIENT);
      const [first, second, third] = await freeSlots(api, 3);
      toComplete = await book(api, token, first!, uniqueName('Layla'));
      noShow = await book(api, token, second!, uniqueName('Omar'));
      toCancel = await book(api, token, third!, uniqueName('Noor'));
    } finally {
      await api.dispose();
    }
  });

  test.afterAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: workerBaseURL() });
    await setClock(api, null);
    await api.dispose();
  });

  test('shows the booking under Upcoming and offers no Mark as Complete before its start', async ({ page }) => {
    await page.goto('/doctor');
    await expect(page).toHaveURL((url) => url.pathname === '/doctor/booking-list');
    await expect(page.getByRole('heading', { level: 1, name: t('portal.bookingList') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('shell.breadcrumb') })).toContainText(t('shell.home'));
    await expect(tab(page, 'upcoming')).toHaveAttribute('aria-selected', 'true');

    const card = row(page, toComplete);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: toComplete.name })).toBeVisible();
    await expect(card).toContainText(t('doctorBookings.type.online'));
    await expect(card).toContainText(bookingDate(toComplete.date));
    await expect(card).toContainText(formatTime12(toComplete.time));
    await expect(card).toContainText(formatPortalFee(toComplete.fee, currencyOf({ timeZone: toComplete.zone })));
    await expect(card).toContainText(t('doctorBookings.status.confirmed'));
    await expect(card).toContainText('Follow-up on blood pressure readings');
    await expect(card.getByRole('button', { name: t('doctorBookings.markComplete') })).toHaveCount(0);
    await expect(card.getByRole('button', { name: t('doctorBookings.markNoShow') })).toHaveCount(0);
    await expect(card.getByRole('button', { name: t('doctorBookings.cancel') })).toBeVisible();

    // The server refuses it too (with the doctor's own session).
    const refused = await page.request.post('/api/change-appointment-status', {
      headers: { 'Idempotency-Key': `early-${toComplete.id}` },
      data: { appointment_id: toComplete.id, booking_status: 'completed', cancel_reason: '', cancel_description: '' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(t('status.notStarted'));
  });

  test('after its end the doctor marks it complete; the patient sees it completed under Past and can review', async ({ page, request }) => {
    await setClock(request, toComplete.endsAt + 60_000);
    try {
      await page.goto('/doctor/booking-list?tab=past');
      await expect(tab(page, 'past')).toHaveAttribute('aria-selected', 'true');
      const card = row(page, toComplete);
      await expect(card.getByRole('button', { name: t('doctorBookings.cancel') })).toHaveCount(0);
      await card.getByRole('button', { name: t('doctorBookings.markComplete') }).click();
      const dialog = page.getByRole('alertdialog', { name: t('doctorBookings.completeTitle') });
      await expect(dialog).toContainText(toComplete.name);
      await dialog.getByRole('button', { name: t('doctorBookings.markComplete') }).click();
      await expect(page.getByText(t('status.updated'))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText(t('doctorBookings.status.completed'));
      await expect(card.getByRole('button')).toHaveCount(0);
    } finally {
      await setClock(request, null);
    }

    expect(await patientBooking(request, token, 'Past', toComplete.id)).toMatchObject({ booking_status: 'completed' });
    const review = await request.post('/api/add-review', {
      headers: { Authorization: `Bearer ${token}` },
      data: { doctor_id: doctorId, appointment_id: toComplete.id, stars: 5, review: 'Clear advice and on time.', is_recommended: 'yes' },
    });
    expect(review.status(), await review.text()).toBe(200);
  });

  test('the doctor cancels a booking with a reason; the patient sees it cancelled and is told', async ({ page, request }) => {
    const mark = JSON.stringify((await (await request.get('/api/dev/outbox', { params: { to: PATIENT } })).json()).data?.[0] ?? null);
    await page.goto('/doctor/booking-list');
    const card = row(page, toCancel);
    await card.getByRole('button', { name: t('doctorBookings.cancel') }).click();
    const dialog = page.getByRole('dialog', { name: t('doctorBookings.cancelTitle') });
    await expect(dialog).toContainText(toCancel.name);
    await dialog.getByRole('button', { name: t('doctorBookings.cancelSubmit') }).click();
    await expect(dialog.getByText(t('cancel.reasonRequired'))).toBeVisible();
    await dialog.getByLabel(t('doctorBookings.cancelReason')).fill('Clinic closed for maintenance');
    await dialog.getByLabel(t('doctorBookings.cancelDescription')).fill('Please book another day.');
    await dialog.getByRole('button', { name: t('doctorBookings.cancelSubmit') }).click();
    await expect(page.getByText(t('doctorBookings.cancelled'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);

    await tab(page, 'past').click();
    await expect(page).toHaveURL(/tab=past/);
    await expect(row(page, toCancel)).toContainText(t('doctorBookings.status.cancelled'));
    await expect(row(page, toCancel)).toContainText('Clinic closed for maintenance');

    expect(await patientBooking(request, token, 'Past', toCancel.id)).toMatchObject({ booking_status: 'cancelled', cancel_reason: 'Clinic closed for maintenance' });
    await expect
      .poll(async () => {
        const messages = ((await (await request.get('/api/dev/outbox', { params: { to: PATIENT } })).json()) as { data: { body: string }[] }).data;
        return JSON.stringify(messages[0] ?? null) !== mark && messages[0]!.body.includes('Clinic closed for maintenance');
      })
      .toBe(true);
  });

  test('Mark as No Show once the booking has started', async ({ page, request }) => {
    await setClock(request, noShow.startsAt + 5 * 60_000);
    try {
      await page.goto('/doctor/booking-list');
      const card = row(page, noShow);
      await expect(card.getByRole('button', { name: t('doctorBookings.cancel') })).toHaveCount(0);
      await card.getByRole('button', { name: t('doctorBookings.markNoShow') }).click();
      const dialog = page.getByRole('alertdialog', { name: t('doctorBookings.noShowTitle') });
      await dialog.getByRole('button', { name: t('doctorBookings.markNoShow') }).click();
      await expect(page.getByText(t('status.updated'))).toBeVisible();
      await expect(card).toHaveCount(0);
      await tab(page, 'past').click();
      await expect(row(page, noShow)).toContainText(t('doctorBookings.status.no_show'));
    } finally {
      await setClock(request, null);
    }
    expect(await patientBooking(request, token, 'Past', noShow.id)).toMatchObject({ booking_status: 'no_show' });
  });

  test('filters change the list and the URL', async ({ page }) => {
    await page.goto('/doctor/booking-list?tab=past');
    await expect(row(page, toComplete)).toBeVisible();
    await expect(row(page, toCancel)).toBeVisible();

    const filters = page.getByRole('region', { name: t('doctorBookings.filters') });
    await filters.getByRole('checkbox', { name: t('doctorBookings.status.cancelled') }).check();
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(row(page, toCancel)).toBeVisible();
    await expect(row(page, toComplete)).toHaveCount(0);

    await filters.getByRole('checkbox', { name: t('doctorBookings.status.cancelled') }).uncheck();
    await filters.getByRole('checkbox', { name: t('doctorBookings.status.completed') }).check();
    await filters.getByRole('radio', { name: t('doctorBookings.filter.lastMonth') }).check();
    await expect(page).toHaveURL(/status=completed/);
    await expect(page).toHaveURL(/range=30/);
    await expect(row(page, toComplete)).toBeVisible();
    await expect(row(page, toCancel)).toHaveCount(0);

    await filters.getByRole('checkbox', { name: t('doctorBookings.type.offline') }).check();
    await expect(page).toHaveURL(/type=offline/);
    await expect(row(page, toComplete)).toHaveCount(0);

    // The URL is the state: a reload keeps the filters.
    await page.reload();
    await expect(filters.getByRole('checkbox', { name: t('doctorBookings.type.offline') })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: t('doctorBookings.status.completed') })).toBeChecked();
    await expect(filters.getByRole('radio', { name: t('doctorBookings.filter.lastMonth') })).toBeChecked();

    await filters.getByRole('button', { name: t('doctorBookings.clearAll') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/doctor/booking-list' && url.search === '?tab=past');
    await expect(row(page, toComplete)).toBeVisible();
    await expect(row(page, toCancel)).toBeVisible();
  });
});

test.describe('doctor portal frame', () => {
  // eslint-disable-next-line no-empty-pattern
  test.use({ storageState: async ({}, use) => use(doctorState) });
  // page.route cannot see requests a service worker answers from its cache.
  test.use({ serviceWorkers: 'block' });

  test.beforeAll(async ({ browser }, info) => {
    info.setTimeout(120_000);
    await doctorSession(browser, info);
  });

  test('menu, loader, avatar and the booking list on this screen', { tag: '@mobile' }, async ({ page }) => {
    const mobile = (page.viewportSize()?.width ?? 1366) < 768;
    // doctor2's photo fails to load here, so the menu must fall back to the default avatar.
    await page.route(/\/media\/avatars\/(?!default\.svg)/, (route) => route.abort());
    // Each page opens with its loader for a second (001 §9: 1000 ms). On a busy machine the
    // second can be over before page.goto returns, so the page itself records when the loader
    // came and went.
    await page.addInitScript(() => {
      const seen: { shown?: number; hidden?: number } = {};
      (window as unknown as { __portalLoader: typeof seen }).__portalLoader = seen;
      new MutationObserver(() => {
        const present = document.querySelector('[data-portal-loader]') !== null;
        if (present && seen.shown === undefined) seen.shown = performance.now();
        if (!present && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/doctor/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: t('portal.dashboard') })).toBeVisible();
    await expect(page.locator('[data-portal-loader]')).toHaveCount(0);
    const loader = await page.evaluate(() => (window as unknown as { __portalLoader: { shown?: number; hidden?: number } }).__portalLoader);
    expect(loader.shown, 'the portal loader was shown').toBeDefined();
    expect(loader.hidden! - loader.shown!, 'for about a second').toBeGreaterThanOrEqual(900);

    let menu;
    if (mobile) {
      await page.getByRole('banner').getByRole('button', { name: t('shell.openMenu') }).click();
      menu = page.getByRole('dialog', { name: t('portal.nav') });
    } else {
      menu = page.getByRole('navigation', { name: t('portal.nav') });
      // Collapsing keeps the entries (as icons with names) and opens again.
      await menu.getByRole('button', { name: t('shell.closeMenu') }).click();
      await expect(menu.getByRole('link', { name: t('portal.bookingList') })).toBeVisible();
      await menu.getByRole('button', { name: t('shell.openMenu') }).click();
    }
    await expect(menu.getByRole('link')).toHaveText([t('portal.dashboard'), t('portal.profile'), t('portal.configureAppointment'), t('portal.bookingList')]);
    await expect(menu.getByRole('img', { name: /^Photo of Dr\./ })).toHaveAttribute('src', '/media/avatars/default.svg');
    await menu.getByRole('link', { name: t('portal.bookingList') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/doctor/booking-list');
    if (mobile) await expect(menu).toBeHidden();

    await expect(page.getByRole('heading', { level: 1, name: t('portal.bookingList') })).toBeVisible();
    await expect(tab(page, 'upcoming')).toBeVisible();
    await expect(page.getByText(/^\d+ bookings?$/)).toBeVisible();
    await tab(page, 'past').click();
    await expect(page).toHaveURL(/tab=past/);
    const list = page.getByRole('list', { name: t('doctorBookings.results') });
    await expect(list.or(page.getByText(t('doctorBookings.empty')))).toBeVisible();

    const filterToggle = page.getByRole('button', { name: t('doctorBookings.filters') });
    if (mobile) {
      // On a phone the filter panel folds above the list.
      await expect(page.getByRole('checkbox', { name: t('doctorBookings.status.completed') })).toBeHidden();
      await filterToggle.click();
    } else {
      await expect(filterToggle).toBeHidden();
    }
    await page.getByRole('checkbox', { name: t('doctorBookings.status.completed') }).check();
    await expect(page).toHaveURL(/status=completed/);
    if (mobile) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);
    }
  });
});
