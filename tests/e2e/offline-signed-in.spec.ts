import { expect, test, type APIRequestContext, type Page } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { demoDoctor } from '../helpers/e2e-demo-doctor.ts';
import { freshDoctorEmail } from '../helpers/e2e-doctor-registration.ts';
import { doctorIdOf, freeSlots, uniqueName } from '../helpers/e2e-bookings.ts';
import { controlledBySw, detailUrl, doctorDetail, fullName, idbRecords, offlineCopySaved, listDoctors } from '../helpers/e2e-offline.ts';

// The service worker is part of what this file tests (the default blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Offline on every signed-in page (DESIGN §6) on the built app: what a signed-in person
 * opened online opens offline from the persisted cache (each tab they used); a tab never
 * opened on this device says so instead of an endless skeleton; panels that need the
 * network say so; the offline banner stays in view; and the browser is asked to keep the
 * saved data (navigator.storage.persist), with a note when it will not.
 */

const notSaved = (page: Page) => page.getByText(t('offline.notSaved'));
const banner = (page: Page) => page.getByTestId('offline-banner');
/** Configure Appointment's saved configurations: a table on a desktop, cards on a phone. */
const scheduleRows = (page: Page) => page.getByRole('row').or(page.getByTestId('timing-card'));

test.describe('offline on signed-in pages', () => {
  test.describe.configure({ timeout: 180_000 });

  test('patient: My Bookings tabs switch offline without endless skeletons; an unvisited tab says it is not saved', { tag: '@mobile' }, async ({ page, context }) => {
    await signIn(page, { email: 'patient@demo.test' });
    await controlledBySw(page);
    await page.goto('/my-appointments');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const upcoming = await cards.count();
    await page.getByRole('tab', { name: t('bookings.tab.past') }).click();
    await expect(page).toHaveURL(/tab=past/);
    await expect(cards.first()).toBeVisible();
    await page.getByRole('tab', { name: t('bookings.tab.upcoming') }).click();
    await expect(cards).toHaveCount(upcoming);
    await offlineCopySaved(page);

    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toBeInViewport();
    await expect(cards).toHaveCount(upcoming);
    // Past was opened online: it opens from the saved copy, and back again.
    for (let round = 0; round < 2; round++) {
      await page.getByRole('tab', { name: t('bookings.tab.past') }).click();
      await expect(cards.first()).toBeVisible();
      await page.getByRole('tab', { name: t('bookings.tab.upcoming') }).click();
      await expect(cards).toHaveCount(upcoming);
    }
    // Enquiries was never opened on this device: a sentence, not a skeleton, and back again.
    await page.getByRole('tab', { name: t('bookings.tab.enquiries') }).click();
    await expect(notSaved(page)).toBeVisible();
    await expect(page.locator('[aria-busy="true"] .animate-pulse')).toHaveCount(0);
    await page.getByRole('tab', { name: t('bookings.tab.upcoming') }).click();
    await expect(cards).toHaveCount(upcoming);
    await expect(notSaved(page)).toHaveCount(0);

    // Back online, the unvisited tab loads by itself.
    await context.setOffline(false);
    await page.getByRole('tab', { name: t('bookings.tab.enquiries') }).click();
    await expect(notSaved(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  });

  test('patient: the waiting lists under My Bookings open offline with them', { tag: '@mobile' }, async ({ page, context }) => {
    await signIn(page, { email: freshDoctorEmail('offline-waitlist') });
    await controlledBySw(page);
    const doctor = await demoDoctor(page.request);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const joined = await page.request.post('/api/waitlist', { data: { doctor_id: doctor.id, appointment_type: 'online', from_date: day(1), to_date: day(5) } });
    expect(joined.ok(), await joined.text()).toBe(true);
    await page.goto('/my-appointments');
    const entry = page.getByTestId('waitlist-entry');
    await expect(entry).toHaveCount(1);
    await offlineCopySaved(page);

    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toBeInViewport();
    await expect(page.getByRole('heading', { name: t('waitlist.section') })).toBeVisible();
    await expect(entry).toHaveCount(1);
    await context.setOffline(false);
  });

  test('patient: a booking for a family member shows offline as theirs, and Edit Profile their family list (issue 41)', async ({ page, context }, info) => {
    const email = freshDoctorEmail('offline-family');
    await signIn(page, { email });
    await controlledBySw(page);
    const child = uniqueName('Zaid');
    const [first, last] = child.split(' ');
    const added = await page.request.post('/api/family-members', { data: { first_name: first, last_name: last, relation: 'child', dob: '2019-04-02', gender: 'male' } });
    expect(added.ok(), await added.text()).toBe(true);
    const memberId = ((await added.json()) as { data: { id: number } }).data.id;
    const doctorId = await doctorIdOf(page);
    const [slot] = await freeSlots(page.request, doctorId);
    const booked = await page.request.post('/api/add-appointment', {
      data: {
        doctor_id: doctorId, appointment_date: slot!.date, appointment_time: slot!.time, appointment_type: 'online', family_member_id: memberId,
        name: 'Aisha Karim', email, phone: '501234567', description: 'A cough for three days',
      },
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    const family = page.getByRole('region', { name: t('family.title') });
    const card = page.getByRole('article').filter({ hasText: t('bookings.person.for', { name: child }) });
    await page.goto('/edit-profile');
    await expect(family.getByText(child)).toBeVisible();
    // My Insurance is its own query: left before it answered, it is not in the offline copy (seen under load).
    await expect(page.getByRole('region', { name: t('myInsurance.title') }).getByText(child)).toBeVisible();
    await offlineCopySaved(page);
    await page.goto('/my-appointments');
    await expect(card).toBeVisible();
    await offlineCopySaved(page);

    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toBeInViewport();
    await expect(card).toBeVisible();
    await page.goto('/edit-profile');
    await expect(family.getByText(child)).toBeVisible();
    await expect(page.getByRole('region', { name: t('myInsurance.title') }).getByText(child)).toBeVisible();
    // Changes are calls: offline, the buttons wait and each section says why (no press that only fails).
    await expect(family.getByText(t('family.offline'))).toBeVisible();
    await expect(family.getByRole('button', { name: t('family.add') })).toBeDisabled();
    await expect(family.getByRole('button', { name: t('family.removeLabel', { name: child }) })).toBeDisabled();
    await expect(page.getByRole('region', { name: t('myInsurance.title') }).getByText(t('myInsurance.offline'))).toBeVisible();
    await page.screenshot({ path: info.outputPath('edit-profile-family-offline.png'), fullPage: true });
    await context.setOffline(false);
  });

  test('a recently viewed doctor opened offline from home: the booking panel says it needs the network, under the banner', { tag: '@mobile' }, async ({ page, context, request }) => {
    const doctor = await viewThenGoHome(page, request, 1);

    await context.setOffline(true);
    await page.reload();
    const recent = page.getByRole('region', { name: t('offline.recent.title') }).getByRole('link', { name: new RegExp(fullName(doctor)) });
    await recent.scrollIntoViewIfNeeded();
    await recent.click();
    await expect(page.getByRole('heading', { level: 1, name: fullName(doctor) })).toBeVisible();
    const panel = page.getByTestId('booking-panel');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel).toContainText(t('booking.slotsNeedConnection'));
    await expect(panel.getByRole('button', { name: t('booking.needsConnection') })).toBeDisabled();
    await expect(panel).not.toContainText(t('booking.noOnline'));
    // No day strip or slots from before the network went: they say nothing about now.
    await expect(panel.getByRole('radiogroup')).toHaveCount(0);
    await panel.getByRole('tab', { name: t('booking.tab.visitDoctor') }).click();
    await expect(panel).not.toContainText(t('booking.noOffline'));
    await expect(panel).toContainText(t('booking.slotsNeedConnection'));
    // However far the page scrolls, the banner stays in view.
    await expect(banner(page)).toBeInViewport();
    await page.mouse.wheel(0, 2_000);
    await expect(banner(page)).toBeInViewport();
  });

  test('Wi-Fi without internet (navigator.onLine stays true): the banner shows and the booking panel says it needs the network', { tag: '@mobile' }, async ({ page, context, request }) => {
    const doctor = await viewThenGoHome(page, request, 2);
    // The page's clock, so that the app's probe of /api/health (every 8 s, src/lib/connectivity.ts) can be
    // moved to rather than waited for; it runs in real time until then.
    await page.clock.install();

    // The link is up but nothing gets through: the browser still says it is online.
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await page.getByRole('region', { name: t('offline.recent.title') }).getByRole('link', { name: new RegExp(fullName(doctor)) }).click();
    await expect(page.getByRole('heading', { level: 1, name: fullName(doctor) })).toBeVisible({ timeout: 20_000 });
    const panel = page.getByTestId('booking-panel');
    await expect(panel).toContainText(t('booking.slotsNeedConnection'));
    await expect(panel).not.toContainText(t('booking.noOnline'));
    await expect(panel).not.toContainText(t('booking.loadError'));
    await expect(banner(page)).toBeInViewport();

    // The network comes back: the probe notices, the banner goes and the slots load.
    await context.unroute('**/api/**');
    await page.clock.fastForward(8_000);
    await expect(banner(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(panel).not.toContainText(t('booking.slotsNeedConnection'));
  });

  test('doctor: Booking List tabs, Configure Appointment and Edit Profile open offline; writes wait with a reason', async ({ page, context }) => {
    await signIn(page, { email: 'doctor@demo.test', role: 'doctor' });
    await controlledBySw(page);
    // Edit Profile (where sign-in lands), then Configure Appointment's Visit tab, then the Booking List's two tabs.
    await expect(page.getByRole('button', { name: t('portalProfile.save') }).first()).toBeVisible();
    // Each page is given the persister's second, as a doctor reading it would; a page left sooner is the
    // next test's subject.
    await offlineCopySaved(page);
    await page.goto('/doctor/appointments-list');
    const rows = scheduleRows(page);
    await expect(rows.first()).toBeVisible();
    await offlineCopySaved(page);
    await page.goto('/doctor/booking-list');
    const count = page.getByRole('status').filter({ hasText: /^\d+ bookings?$/ });
    await expect(count).toBeVisible();
    const upcoming = await count.textContent();
    await page.getByRole('tab', { name: t('doctorBookings.tab.past') }).click();
    await expect(page).toHaveURL(/tab=past/);
    await expect(count).toBeVisible();
    const past = await count.textContent();
    await page.getByRole('tab', { name: t('doctorBookings.tab.upcoming') }).click();
    await expect(count).toHaveText(upcoming!);
    await offlineCopySaved(page);

    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await expect(count).toHaveText(upcoming!);
    for (let round = 0; round < 2; round++) {
      await page.getByRole('tab', { name: t('doctorBookings.tab.past') }).click();
      await expect(count).toHaveText(past!);
      await page.getByRole('tab', { name: t('doctorBookings.tab.upcoming') }).click();
      await expect(count).toHaveText(upcoming!);
    }
    // A filter never used on this device: not the last list dimmed forever, but a sentence.
    await page.getByRole('checkbox', { name: t('doctorBookings.type.online') }).first().check();
    await expect(notSaved(page)).toBeVisible();
    await page.getByRole('checkbox', { name: t('doctorBookings.type.online') }).first().uncheck();
    await expect(count).toHaveText(upcoming!);

    // Configure Appointment: the Visit tab as saved, Virtual (never opened) says so; changes wait, with the reason.
    await page.goto('/doctor/appointments-list');
    await expect(page.getByRole('heading', { name: t('portal.configureAppointment') })).toBeVisible();
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('changes-need-connection')).toHaveText(t('offline.changesNeedConnection'));
    await expect(page.getByRole('button', { name: t('schedule.delete', { number: 1 }) }).first()).toBeDisabled();
    await expect(page.getByRole('link', { name: t('schedule.addConfiguration') })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('tab', { name: t('schedule.tab.online') }).click();
    await expect(notSaved(page)).toBeVisible();
    await page.getByRole('tab', { name: t('schedule.tab.offline') }).click();
    await expect(rows.first()).toBeVisible();

    // Edit Profile: the saved profile, Save disabled with the reason.
    await page.goto('/doctor/edit-profile');
    const save = page.getByRole('button', { name: t('portalProfile.save') }).first();
    await expect(save).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(page.getByTestId('changes-need-connection')).toBeVisible();
    await expect(notSaved(page)).toHaveCount(0);
  });

  test('doctor: a page closed the moment its rows show still opens offline (its last save is written as the page goes)', async ({ page, context }) => {
    await signIn(page, { email: 'doctor@demo.test', role: 'doctor' });
    await controlledBySw(page);
    // Edit Profile, where sign-in lands, has been saved: the persister is idle.
    await expect(page.getByRole('button', { name: t('portalProfile.save') }).first()).toBeVisible();
    await offlineCopySaved(page);
    // Opening Configure Appointment from the menu: the new query's first change is written at once
    // (the throttle's leading call), its rows a second later (the trailing call)...
    await page.getByRole('link', { name: t('portal.configureAppointment') }).first().click();
    await expect(page.getByRole('heading', { name: t('portal.configureAppointment') })).toBeVisible();
    await expect(scheduleRows(page).first()).toBeVisible();
    // ...but the tab is closed at once: that trailing write would die with the page, so the page writes
    // it as it goes (pagehide, src/main.tsx).
    await page.close();

    const later = await context.newPage();
    await context.setOffline(true);
    await later.goto('/doctor/appointments-list');
    await expect(banner(later)).toBeVisible();
    await expect(scheduleRows(later).first()).toBeVisible();
    await expect(notSaved(later)).toHaveCount(0);
  });

  for (const granted of [true, false]) {
    test(`storage persistence is asked for at sign-in; ${granted ? 'granted: no note' : 'refused: My Bookings says so offline'}`, async ({ page, context }) => {
      // Headless Chromium may grant or refuse: the browser's answer is stubbed either way.
      await page.addInitScript((grant: boolean) => {
        const key = 'e2e.persist-calls';
        let persisted = sessionStorage.getItem('e2e.persisted') === '1';
        Object.defineProperty(navigator.storage, 'persisted', { configurable: true, value: async () => persisted });
        Object.defineProperty(navigator.storage, 'persist', {
          configurable: true,
          value: async () => {
            sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
            persisted = grant;
            if (grant) sessionStorage.setItem('e2e.persisted', '1');
            return grant;
          },
        });
      }, granted);
      const calls = () => page.evaluate(() => Number(sessionStorage.getItem('e2e.persist-calls') ?? 0));
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(await calls(), 'a visitor is not asked').toBe(0);
      await signIn(page, { email: 'patient@demo.test', viaCodeForm: true });
      await expect.poll(calls).toBe(1);
      await controlledBySw(page);
      await page.goto('/my-appointments');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByTestId('storage-note')).toHaveCount(0);
      await offlineCopySaved(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('article').first()).toBeVisible();
      if (granted) {
        await expect(banner(page)).toBeVisible();
        await expect(page.getByTestId('storage-note')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('storage-note')).toHaveText(t('offline.storageNotPersistent'));
      }
    });
  }
});

/** Opens the n-th verified doctor under the service worker, then home, where it is recently viewed. */
async function viewThenGoHome(page: Page, request: APIRequestContext, n: number) {
  const { data: verified } = await listDoctors(request, 1, true);
  const doctor = await doctorDetail(request, verified[n]!.id);
  await page.goto('/');
  await controlledBySw(page);
  await page.goto(detailUrl(doctor));
  await expect(page.getByRole('heading', { level: 1, name: fullName(doctor) })).toBeVisible();
  await expect.poll(async () => (await idbRecords(page, 'medbook-offline', 'recentlyViewed')).length).toBe(1);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: t('offline.recent.title') })).toBeVisible();
  await offlineCopySaved(page);
  return doctor;
}
