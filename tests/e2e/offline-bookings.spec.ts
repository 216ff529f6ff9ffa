import { expect, test, type APIRequestContext, type Page } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { apiToken, signIn } from '../helpers/e2e-auth.ts';
import { controlledBySw, idbRecords, offlineCopySaved, persistedCache } from '../helpers/e2e-offline.ts';
import { freshEmail } from '../helpers/e2e-email.ts';

// The service worker is part of what this file tests (the default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Offline writes on the bookings pages (issue 9, DESIGN §6) on the built app: the patient's
 * cancellation and the doctor's Mark as Complete made with the network cut off are kept
 * with their Idempotency-Key, survive a reload, are sent once back online, and a replay the
 * server refuses shows its reason. Both lists open offline from the persisted cache, and
 * sign-out leaves neither list nor queued actions on the device.
 */

const DEMO_DOCTOR_SLUG = 'amira-haddad-1000';
/** The doctor of doctor-bookings.spec, signed in once here (5 codes an hour per identifier). */
const DOCTOR = 'doctor2@demo.test';
const letters = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

interface Booked {
  id: number;
  startsAt: number;
  endsAt: number;
}

interface Slots {
  days: { date: string; status: boolean }[];
  online_timeslots: { time: string; isDisabled: boolean }[];
}

async function availability(request: APIRequestContext, body: Record<string, unknown>): Promise<Slots> {
  const response = await request.post('/api/doctor-availability', { data: body });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Slots }).data;
}

/** A random free online slot from day 2 on (clear of the other specs' earliest ones); a slot taken meanwhile is retried. */
async function bookOnline(request: APIRequestContext, doctorId: number, name: string, headers: Record<string, string> = {}): Promise<Booked> {
  const days = (await availability(request, { doctor_id: doctorId, type: 'online' })).days.slice(1).filter((day) => day.status);
  for (let attempt = 0; attempt < 8; attempt++) {
    const day = days[Math.floor(Math.random() * days.length)]!;
    const open = (await availability(request, { doctor_id: doctorId, type: 'online', date: day.date })).online_timeslots.filter((slot) => !slot.isDisabled);
    if (!open.length) continue;
    const slot = open[Math.floor(Math.random() * open.length)]!;
    const response = await request.post('/api/add-appointment', {
      headers: { ...headers, 'Idempotency-Key': `offline-bookings-${Date.now()}-${letters(8)}` },
      data: {
        doctor_id: doctorId, appointment_type: 'online', appointment_date: day.date, appointment_time: slot.time,
        name, email: freshEmail('contact'), phone: '501234567', description: 'Persistent headaches for a week',
      },
    });
    if (response.status() === 409) continue;
    expect(response.ok(), await response.text()).toBe(true);
    const a = ((await response.json()) as { data: { appointment: { id: number; starts_at: string; ends_at: string } } }).data.appointment;
    return { id: a.id, startsAt: Date.parse(a.starts_at), endsAt: Date.parse(a.ends_at) };
  }
  throw new Error('no free slot to book');
}

async function demoDoctorId(request: APIRequestContext): Promise<number> {
  const search = await request.post('/api/global-search', { data: { search: 'Amira Haddad' } });
  const hit = ((await search.json()) as { data: { type: string; slug: string; id: number }[] }).data.find(
    (result) => result.type === 'doctor' && result.slug === DEMO_DOCTOR_SLUG,
  );
  expect(hit, 'the demo doctor is found by name').toBeTruthy();
  return hit!.id;
}

async function setClock(request: APIRequestContext, at: number | null) {
  const response = await request.post('/api/dev/clock', { data: { now: at === null ? null : new Date(at).toISOString() } });
  expect(response.ok(), 'POST /api/dev/clock (scripts/test-server.mjs sets ALLOW_TEST_CLOCK=1)').toBe(true);
}

/** A new patient's bearer token (a fresh address). */
const freshPatientToken = (request: APIRequestContext): Promise<string> => apiToken(request, freshEmail('patient'));

interface Row {
  id: number;
  booking_status: string;
}

async function myBookings(request: APIRequestContext, type: 'Upcoming' | 'Past', headers: Record<string, string> = {}): Promise<Row[]> {
  const response = await request.post('/api/my-appointments', { headers, data: { type, per_page: 50 } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Row[] }).data;
}

const pendingButton = (page: Page, count: number) => page.getByRole('button', { name: t('offline.pending.buttonLabel', { count }) });
const savedBanner = (page: Page) => page.getByTestId('offline-banner');

async function cancelWithReason(page: Page, card: ReturnType<Page['getByRole']>) {
  await card.getByRole('button', { name: t('bookings.cancelBooking') }).click();
  const dialog = page.getByRole('dialog', { name: t('cancelModal.title') });
  await dialog.getByRole('button', { name: new RegExp(t('cancelModal.reasonPlaceholder')) }).click();
  await page.getByRole('option', { name: t('cancelModal.reason.schedule') }).click();
  await dialog.getByLabel(t('cancelModal.description')).fill('I have to travel that week.');
  await dialog.getByRole('button', { name: t('cancelModal.confirm') }).click();
  // Closes at once: nothing to wait for while offline.
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('offline.savedForLater')).first()).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('banner').locator('button[aria-haspopup]').last().click();
  await page.getByRole('menuitem', { name: t('auth.menu.logout') }).click();
  await page.getByRole('alertdialog', { name: t('auth.logoutTitle') }).getByRole('button', { name: t('common.confirm') }).click();
  await expect(page.getByText(t('auth.loggedOut'))).toBeVisible();
}

test.describe('offline writes on bookings', () => {
  test.describe.configure({ timeout: 180_000 });

  test('patient: a cancellation made offline is pending across a reload, sent once online; a refused replay shows why; sign-out clears it', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page, { email: freshEmail('cancel') });
    await controlledBySw(page);
    const doctorId = await demoDoctorId(request);
    const first = await bookOnline(page.request, doctorId, 'Sara Ali');
    const second = await bookOnline(page.request, doctorId, 'Sara Ali');

    await page.goto('/my-appointments');
    const card = (id: number) => page.getByRole('article', { name: `Booking #${id}` });
    await expect(card(first.id)).toContainText(t('bookings.status.confirmed'));
    await expect(card(second.id)).toBeVisible();
    await offlineCopySaved(page);

    // Offline: the modal closes at once, the card says so and offers no second Cancel.
    await context.setOffline(true);
    await cancelWithReason(page, card(first.id));
    const marker = card(first.id).getByTestId('pending-marker');
    await expect(marker).toHaveText(t('offline.pending.cancellation'));
    await expect(card(first.id).getByRole('button', { name: t('bookings.cancelBooking') })).toHaveCount(0);
    await expect(card(second.id).getByRole('button', { name: t('bookings.cancelBooking') })).toBeVisible();

    // A reload offline: the list comes from the persisted cache (with its time), the marker from the queue.
    await page.reload();
    await expect(savedBanner(page)).toContainText('You are offline — showing saved data from');
    await expect(card(first.id)).toContainText(t('bookings.status.confirmed'));
    await expect(marker).toHaveText(t('offline.pending.cancellation'));
    await expect(card(first.id).getByRole('button', { name: t('bookings.cancelBooking') })).toHaveCount(0);
    await pendingButton(page, 1).click();
    const pendingDialog = page.getByRole('dialog', { name: t('offline.pending.title') });
    await expect(pendingDialog.getByTestId('pending-action')).toHaveCount(1);
    await expect(pendingDialog.getByTestId('pending-action')).toContainText('Cancel booking with Dr. Amira Haddad');
    await expect(pendingDialog.getByRole('button', { name: /^Discard: Cancel booking with/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pendingDialog).toBeHidden();

    // Back online: sent once, the marker goes and the booking leaves Upcoming.
    await context.setOffline(false);
    await expect(marker).toHaveCount(0, { timeout: 20_000 });
    await expect(card(first.id)).toHaveCount(0);
    await expect(pendingButton(page, 1)).toHaveCount(0);
    // Another replay trigger (app start) must not send it again.
    await page.reload();
    await expect(card(second.id)).toBeVisible();
    // The replay at app start is the page's first request once it runs: wait until the network is quiet.
    await page.waitForLoadState('networkidle');
    const past = await myBookings(page.request, 'Past');
    expect(past.filter((row) => row.booking_status === 'cancelled').map((row) => row.id)).toEqual([first.id]);
    expect((await myBookings(page.request, 'Upcoming')).map((row) => row.id)).toEqual([second.id]);
    expect(await idbRecords(page, 'medbook-offline', 'pendingActions')).toEqual([]);

    // A replay the server refuses (the booking started while the phone was offline): failed, with the reason.
    await context.setOffline(true);
    await cancelWithReason(page, card(second.id));
    const secondMarker = card(second.id).getByTestId('pending-marker');
    await expect(secondMarker).toHaveText(t('offline.pending.cancellation'));
    await setClock(request, second.startsAt + 60_000);
    try {
      await context.setOffline(false);
      await expect(secondMarker).toHaveText(t('offline.pending.failed', { reason: t('cancel.started') }), { timeout: 20_000 });
      await expect(secondMarker).toHaveAttribute('data-status', 'failed');
      expect((await myBookings(page.request, 'Upcoming')).map((row) => row.id)).toEqual([second.id]);
      await pendingButton(page, 1).click();
      await expect(page.getByRole('dialog', { name: t('offline.pending.title') }).getByTestId('pending-action')).toContainText(
        t('offline.pending.failed', { reason: t('cancel.started') }),
      );
      await page.keyboard.press('Escape');
    } finally {
      await setClock(request, null);
    }

    // Sign-out: no bookings cache and no queued (or failed) action is left on the device.
    expect(await persistedCache(page)).toContain('my-appointments');
    expect(await idbRecords(page, 'medbook-offline', 'pendingActions')).toHaveLength(1);
    await signOut(page);
    expect(await idbRecords(page, 'medbook-offline', 'pendingActions')).toEqual([]);
    expect((await persistedCache(page)) ?? '').not.toContain('my-appointments');
  });

  test('doctor: the Booking List opens offline; Mark as Complete made offline waits to sync and lands once online; sign-out clears it', async ({
    page,
    context,
    request,
  }) => {
    const token = await freshPatientToken(request);
    await signIn(page, { email: DOCTOR, role: 'doctor' });
    await controlledBySw(page);
    const doctorId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('mb.session') ?? '{}') as { user?: { doctor_id?: number } }).user?.doctor_id ?? 0,
    );
    expect(doctorId).toBeGreaterThan(0);
    const name = `Rami ${letters(1).toUpperCase()}${letters(7)}`;
    const auth = { Authorization: `Bearer ${token}` };
    const booking = await bookOnline(request, doctorId, name, auth);

    // The server's clock after the booking's end: Mark as Complete is allowed (and stays so for the replay).
    await setClock(request, booking.endsAt + 60_000);
    try {
      await page.goto('/doctor/booking-list?tab=past');
      const card = page.getByRole('article', { name });
      await expect(card.getByRole('button', { name: t('doctorBookings.markComplete') })).toBeVisible();
      await offlineCopySaved(page);

      await context.setOffline(true);
      await page.reload();
      await expect(savedBanner(page)).toContainText('You are offline — showing saved data from');
      await expect(card).toContainText(t('doctorBookings.status.confirmed'));

      await card.getByRole('button', { name: t('doctorBookings.markComplete') }).click();
      const dialog = page.getByRole('alertdialog', { name: t('doctorBookings.completeTitle') });
      await dialog.getByRole('button', { name: t('doctorBookings.markComplete') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(t('offline.savedForLater')).first()).toBeVisible();
      const marker = card.getByTestId('pending-marker');
      await expect(marker).toHaveText(t('doctorBookings.pending'));
      await expect(card.getByRole('button')).toHaveCount(0);

      await page.reload();
      await expect(marker).toHaveText(t('doctorBookings.pending'));
      await expect(card.getByRole('button')).toHaveCount(0);
      await pendingButton(page, 1).click();
      await expect(page.getByRole('dialog', { name: t('offline.pending.title') }).getByTestId('pending-action')).toContainText(
        `${t('doctorBookings.status.completed')}: ${name}`,
      );
      await page.keyboard.press('Escape');

      await context.setOffline(false);
      await expect(marker).toHaveCount(0, { timeout: 20_000 });
      await expect(card).toContainText(t('doctorBookings.status.completed'));
      await expect(card.getByRole('button')).toHaveCount(0);
      await page.reload();
      await expect(card).toContainText(t('doctorBookings.status.completed'));
      await page.waitForLoadState('networkidle');
      expect(await idbRecords(page, 'medbook-offline', 'pendingActions')).toEqual([]);
    } finally {
      await setClock(request, null);
    }
    const past = await myBookings(request, 'Past', auth);
    expect(past.map((row) => [row.id, row.booking_status])).toEqual([[booking.id, 'completed']]);

    expect(await persistedCache(page)).toContain('doctor-bookings');
    await signOut(page);
    expect(await idbRecords(page, 'medbook-offline', 'pendingActions')).toEqual([]);
    expect((await persistedCache(page)) ?? '').not.toContain('doctor-bookings');
  });
});
