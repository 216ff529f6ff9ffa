import { expect, test, type Browser, type BrowserContext, type Page } from '../helpers/e2e-test.ts';
import config from '../../playwright.config.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { bookOnline, doctorWithVirtualHours, setServerClock, type OnlineBooking } from '../helpers/e2e-consultation.ts';
import { freshDoctorEmail } from '../helpers/e2e-doctor-registration.ts';

/**
 * The video room behind an online booking's link (/consult/<room>): a new
 * doctor with virtual hours is booked by a new patient; with the server clock
 * moved next to the start, the patient sees the countdown turn into the room,
 * the doctor opens it from the Booking List, both join and see each other's
 * (fake) camera over a real WebRTC connection, and the patient's leaving shows
 * on the doctor's side. Another patient gets "not found". The clock is shared
 * by the whole run: it is always put back.
 */

const base = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...base,
    args: [
      ...(base.args ?? []),
      // A fake camera and microphone, allowed without a prompt.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      // Host candidates as plain addresses (not mDNS names), loopback included: both peers are on this machine.
      '--disable-features=WebRtcHideLocalIpsWithMdns',
      '--allow-loopback-in-peer-connection',
    ],
  },
  permissions: ['camera', 'microphone'],
});

const MINUTE = 60_000;
const letters = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

const status = (page: Page) => page.getByTestId('call-status');
const remoteVideoWidth = (page: Page) =>
  page.getByTestId('remote-video').evaluate((video: HTMLVideoElement) => video.videoWidth);

async function newPage(browser: Browser, baseURL: string, viewport: { width: number; height: number } | null): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL, viewport: viewport ?? undefined, permissions: ['camera', 'microphone'] });
  return [context, await context.newPage()];
}

test.describe('video consultation', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test('patient and doctor meet in the room of an online booking', async ({ page, browser, baseURL }) => {
    const doctor = { first: 'Layla', last: `Consult${letters(6)}` };
    const doctorEmail = freshDoctorEmail('consult-doctor');
    const patient = { name: `Huda ${capital(letters(7))}`, email: freshDoctorEmail('consult-patient') };
    const doctorTitle = t('portal.doctorName', { name: `${doctor.first} ${doctor.last}` });

    const doctorId = await doctorWithVirtualHours(baseURL!, doctorEmail, doctor);
    await signIn(page, { email: patient.email });
    const booking: OnlineBooking = await bookOnline(page, doctorId, patient);
    const startsAt = Date.parse(booking.startsAt);
    const [doctorContext, doctorPage] = await newPage(browser, baseURL!, page.viewportSize());
    const [strangerContext, stranger] = await newPage(browser, baseURL!, page.viewportSize());

    try {
      // Twenty minutes before: the room is not open yet.
      await setServerClock(page.request, startsAt - 20 * MINUTE);
      await page.goto(booking.roomPath);
      await expect(page.getByRole('heading', { level: 1, name: t('consult.heading', { name: doctorTitle }) })).toBeVisible();
      await expect(page.getByText(t('consult.opensAt', { time: '' }).trim())).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(new RegExp(`^${t('consult.opensIn', { countdown: '[45]:\\d\\d' })}$`));
      await page.screenshot({ path: test.info().outputPath('desktop-not-open.png') });

      // The doctor signs in and finds the link on the Booking List.
      await signIn(doctorPage, { email: doctorEmail, role: 'doctor' });
      await doctorPage.goto('/doctor/booking-list');
      const card = doctorPage.getByRole('article', { name: patient.name });
      const join = card.getByRole('link', { name: t('bookings.joinCall') });
      await expect(join).toHaveAttribute('href', new RegExp(`${booking.roomPath}$`));

      // Seconds before the opening: the countdown turns into the room by itself.
      await setServerClock(page.request, startsAt - 15 * MINUTE - 10_000);
      await page.reload();
      await expect(page.getByRole('timer')).toBeVisible();
      const joinButton = page.getByRole('button', { name: t('bookings.joinCall') });
      await expect(joinButton).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('region', { name: t('consult.localVideo') })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('desktop-preview.png') });

      // The patient joins first and waits for the doctor.
      await joinButton.click();
      await expect(status(page)).toHaveText(t('consult.waiting', { name: doctorTitle }));

      // The doctor opens the link from the list (a new tab) and joins.
      const [room] = await Promise.all([doctorContext.waitForEvent('page'), join.click()]);
      await expect(room.getByRole('heading', { level: 1, name: t('consult.heading', { name: patient.name }) })).toBeVisible();
      await room.getByRole('button', { name: t('bookings.joinCall') }).click();

      await expect(status(page)).toHaveText(t('consult.connected', { name: doctorTitle }), { timeout: 30_000 });
      await expect(status(room)).toHaveText(t('consult.connected', { name: patient.name }), { timeout: 30_000 });
      await expect.poll(() => remoteVideoWidth(page), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => remoteVideoWidth(room), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.screenshot({ path: test.info().outputPath('desktop-connected.png') });

      // The microphone toggles.
      await page.getByRole('button', { name: t('consult.micOff') }).click();
      await expect(page.getByRole('button', { name: t('consult.micOn') })).toBeVisible();

      // The patient leaves; the doctor is told.
      await page.getByRole('button', { name: t('consult.leave') }).click();
      await expect(page.getByText(t('consult.youLeft'))).toBeVisible();
      await expect(status(room)).toHaveText(t('consult.otherLeft', { name: patient.name }), { timeout: 30_000 });

      // Anyone else holding the link finds nothing.
      await signIn(stranger, { email: freshDoctorEmail('consult-stranger') });
      await stranger.goto(booking.roomPath);
      await expect(stranger.getByText(t('consult.notFound'))).toBeVisible();
      await expect(stranger.getByRole('link', { name: t('consult.backToBookings') })).toBeVisible();
    } finally {
      await setServerClock(page.request, null);
      await doctorContext.close();
      await strangerContext.close();
    }
  });

  test('a description lost on the way: the doctor\'s side starts the call over and it still connects', async ({ page, browser, baseURL }) => {
    const doctor = { first: 'Nadia', last: `Relay${letters(6)}` };
    const doctorEmail = freshDoctorEmail('consult-lost-doctor');
    const patient = { name: `Samir ${capital(letters(7))}`, email: freshDoctorEmail('consult-lost-patient') };
    const doctorTitle = t('portal.doctorName', { name: `${doctor.first} ${doctor.last}` });
    const doctorId = await doctorWithVirtualHours(baseURL!, doctorEmail, doctor);
    await signIn(page, { email: patient.email });
    const booking = await bookOnline(page, doctorId, patient, 4);
    const [doctorContext, doctorPage] = await newPage(browser, baseURL!, page.viewportSize());
    try {
      await setServerClock(page.request, Date.parse(booking.startsAt) - 5 * MINUTE);
      await signIn(doctorPage, { email: doctorEmail, role: 'doctor' });

      // For the first seconds of the call every offer or answer the patient's page sends is lost
      // (answered as if stored): without a fresh start both pages would wait for good.
      let dropUntil = Number.POSITIVE_INFINITY;
      let dropped = 0;
      await page.route('**/api/consultations/*/signals', async (route) => {
        const body = route.request().method() === 'POST' ? (route.request().postDataJSON() as { kind?: string }) : null;
        if (body?.kind === 'description' && Date.now() < dropUntil) {
          dropped += 1;
          return route.fulfill({ json: { success: true, data: { seq: 0, kind: 'description', data: null } } });
        }
        return route.continue();
      });

      await page.goto(booking.roomPath);
      await page.getByRole('button', { name: t('bookings.joinCall') }).click();
      await doctorPage.goto(booking.roomPath);
      await doctorPage.getByRole('button', { name: t('bookings.joinCall') }).click();
      dropUntil = Date.now() + 8_000;

      await expect(status(doctorPage)).toHaveText(t('consult.connecting', { name: patient.name }));
      await expect(status(page)).toHaveText(t('consult.connected', { name: doctorTitle }), { timeout: 45_000 });
      await expect(status(doctorPage)).toHaveText(t('consult.connected', { name: patient.name }), { timeout: 15_000 });
      expect(dropped).toBeGreaterThan(0);
      await expect.poll(() => remoteVideoWidth(doctorPage), { timeout: 15_000 }).toBeGreaterThan(0);
    } finally {
      await setServerClock(page.request, null);
      await doctorContext.close();
    }
  });

  test('the open room fits a phone: preview, toggles and Join without sideways scrolling', { tag: '@mobile-only' }, async ({ page, baseURL }) => {
    const doctor = { first: 'Mona', last: `Phone${letters(6)}` };
    const patient = { name: `Rania ${capital(letters(7))}`, email: freshDoctorEmail('consult-phone') };
    const doctorId = await doctorWithVirtualHours(baseURL!, freshDoctorEmail('consult-phone-doctor'), doctor);
    await signIn(page, { email: patient.email });
    const booking = await bookOnline(page, doctorId, patient, 3);
    try {
      await setServerClock(page.request, Date.parse(booking.startsAt) - 20 * MINUTE);
      await page.goto(booking.roomPath);
      await expect(page.getByRole('timer')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(width).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath('mobile-not-open.png') });

      await setServerClock(page.request, Date.parse(booking.startsAt) - 5 * MINUTE);
      await page.reload();
      const join = page.getByRole('button', { name: t('bookings.joinCall') });
      await expect(join).toBeVisible();
      await expect(page.getByRole('button', { name: t('consult.cameraOff') })).toBeVisible();
      await expect(page.getByRole('region', { name: t('consult.localVideo') })).toBeInViewport();
      await expect.poll(() => page.getByTestId('preview-video').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath('mobile-preview.png') });
      await join.click();
      await expect(status(page)).toHaveText(t('consult.waiting', { name: t('portal.doctorName', { name: `${doctor.first} ${doctor.last}` }) }));
      await expect(page.getByRole('button', { name: t('consult.leave') })).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath('mobile-in-call.png') });
    } finally {
      await setServerClock(page.request, null);
    }
  });
});
