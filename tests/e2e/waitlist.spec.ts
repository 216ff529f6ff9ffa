import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { freshDoctorEmail } from '../helpers/e2e-doctor-registration.ts';
import { doctorPath } from '../../src/shared/urls.ts';

/**
 * Issue 19, Waitlist: a patient finds a day with a taken time, asks to be told when a time
 * frees up, another patient cancels or moves their booking to another day, and the waiting
 * patient gets the time (mail and My Bookings) and books it from there.
 */

async function freeSlots(request: APIRequestContext, doctorId: number, date: string) {
  const response = await request.post('/api/doctor-availability', { data: { doctor_id: doctorId, type: 'online', date } });
  const data = ((await response.json()) as { data: { online_timeslots: { time: string; isDisabled: boolean }[] } }).data;
  return data.online_timeslots.filter((slot) => !slot.isDisabled).map((slot) => slot.time);
}

/**
 * A verified Dubai doctor, not the shared demo doctor (whose week the other specs fill during a full
 * run), with at least two days holding two free video times in the coming week.
 */
async function roomyDoctor(request: APIRequestContext): Promise<{ id: number; path: string }> {
  const listing = await request.post('/api/doctors', { data: { location: 'dubai', page: 1 } });
  const cards = ((await listing.json()) as { data: { id: number; slug: string; verification_badge: string }[] }).data;
  const days = Array.from({ length: 6 }, (_v, i) => new Date(Date.now() + (i + 1) * 86_400_000).toISOString().slice(0, 10));
  for (const card of cards) {
    if (card.verification_badge !== 'yes' || card.slug.startsWith('amira-haddad')) continue;
    let roomy = 0;
    for (const day of days) if ((await freeSlots(request, card.id, day).catch(() => [])).length >= 2) roomy++;
    if (roomy < 2) continue;
    const detail = await request.get('/api/doctor-detail', { params: { doctor_id: card.id } });
    const doctor = ((await detail.json()) as { data: { id: number; slug: string; city_slug: string | null; speciality: { slug: string } | null } }).data;
    return { id: doctor.id, path: doctorPath(doctor) };
  }
  throw new Error('no verified Dubai doctor with two days of free video times');
}

async function book(page: Page, doctorId: number, date: string, time: string): Promise<number> {
  const response = await page.request.post('/api/add-appointment', {
    data: {
      doctor_id: doctorId, appointment_date: date, appointment_time: time, appointment_type: 'online',
      name: 'Early Patient', email: 'early@patient.test', phone: '501234567', description: 'Regular follow-up consultation',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { appointment: { id: number } } }).data.appointment.id;
}

interface Freeing {
  /** Which open day of the strip, from the end: each test and project takes its own day. */
  dayIndex: number;
  /** The other patient frees the time (a cancel, a move to another day). */
  free: (earlyPage: Page, bookingId: number, doctorId: number, open: string[], date: string) => Promise<void>;
}

/** One patient waits for a day with a taken time; the other patient frees it; the waiting one is offered it and books it. */
async function waitAndBook(page: Page, browser: Browser, info: TestInfo, freeing: Freeing) {
  const doctor = await roomyDoctor(page.request);
  const waiter = freshDoctorEmail('waitlist-waiter');

  // Another patient holds a time on a day of the strip (desktop and mobile each take their own day).
  const early = await browser.newContext();
  const earlyPage = await early.newPage();
  await signIn(earlyPage, { email: freshDoctorEmail('waitlist-early') });

  await signIn(page, { email: waiter });
  await page.goto(doctor.path);
  const panel = page.getByRole('region', { name: t('booking.bookAppointment') }).filter({ has: page.getByRole('tablist') }).last();
  const dates = panel.getByRole('radiogroup', { name: t('booking.dateLabel') });
  await expect(dates.locator('label:not([data-disabled])').first()).toBeVisible();
  const open = await dates.locator('label:not([data-disabled]) input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  // A day that keeps a free time once the other patient has taken one (a full day leaves the strip disabled);
  // late in a full run other specs have filled some of the demo doctor's days, so days are chosen by what is free.
  const roomy: string[] = [];
  for (const day of [...open].reverse()) if ((await freeSlots(page.request, doctor.id, day)).length >= 2) roomy.push(day);
  expect(roomy.length, `a day with two free times among ${open.join(', ')}`).toBeGreaterThan(0);
  const date = roomy[freeing.dayIndex % roomy.length]!;
  const time = (await freeSlots(page.request, doctor.id, date)).at(-1)!;
  const bookingId = await book(earlyPage, doctor.id, date, time);

  // The day has a taken time: 'Notify me if an earlier time frees up' for that day.
  await page.reload();
  await dates.locator('label', { has: page.locator(`input[value="${date}"]`) }).click();
  await panel.getByRole('button', { name: t('waitlist.notify') }).click();
  const dialog = page.getByRole('dialog', { name: t('waitlist.notify') });
  await dialog.getByLabel(t('waitlist.from')).fill(date);
  await dialog.getByLabel(t('waitlist.to')).fill(date);
  await page.screenshot({ path: info.outputPath('waitlist-dialog.png') });
  await dialog.getByRole('button', { name: t('waitlist.submit') }).click();
  await expect(page.getByText(t('waitlist.joined'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The other patient frees it: the time is held for the waiting patient, who is told by mail.
  await freeing.free(earlyPage, bookingId, doctor.id, open, date);
  await early.close();
  const mails = await page.request.get('/api/dev/outbox', { params: { to: waiter } });
  const mail = ((await mails.json()) as { data: { subject: string; body: string }[] }).data.find((message) => message.subject.startsWith('A time freed up'));
  expect(mail?.body).toContain('/my-appointments');

  await page.goto('/my-appointments');
  const entry = page.getByTestId('waitlist-entry');
  await expect(entry.getByText(t('waitlist.offer.title'))).toBeVisible();
  await page.screenshot({ path: info.outputPath('waitlist-offer.png'), fullPage: true });
  await entry.getByRole('link', { name: t('waitlist.offer.book') }).click();

  // The doctor page opens with the held time picked.
  await expect(panel.getByRole('radiogroup', { name: t('booking.timeLabel') }).locator(`input[value="${time}"]`)).toBeChecked();
  await panel.getByRole('button', { name: t('booking.bookAppointment') }).click();
  const details = page.getByRole('dialog', { name: t('booking.detailsTitle') });
  await details.getByLabel(t('booking.field.name'), { exact: true }).fill('Waiting Patient');
  await details.getByLabel(t('booking.field.phone')).fill('501234567');
  await details.getByLabel(t('booking.field.description')).fill('Happy to come earlier than planned');
  await details.getByRole('button', { name: t('booking.continue') }).click();
  await page.getByRole('dialog', { name: t('booking.confirmTitle') }).getByRole('button', { name: t('booking.confirm') }).click();
  await expect(page.getByRole('dialog', { name: t('booking.thanksTitle') })).toBeVisible();

  const upcoming = await page.request.post('/api/my-appointments', { data: { type: 'Upcoming', per_page: 50 } });
  const items = ((await upcoming.json()) as { data: { appointment_date: string; appointment_time: string }[] }).data;
  expect(items.map((item) => `${item.appointment_date} ${item.appointment_time.slice(0, 5)}`)).toContain(`${date} ${time}`);
  const waiting = await page.request.get('/api/waitlist');
  expect(((await waiting.json()) as { data: unknown[] }).data).toEqual([]);
}

test('a waiting patient is offered a time freed by a cancellation and books it from My Bookings', { tag: '@mobile' }, async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  await waitAndBook(page, browser, info, {
    dayIndex: info.project.name === 'mobile' ? 1 : 0,
    free: async (earlyPage, bookingId) => {
      const cancelled = await earlyPage.request.post('/api/change-appointment-status', {
        data: { appointment_id: bookingId, booking_status: 'cancelled', cancel_reason: 'Feeling better', cancel_description: 'No longer needed, thank you.' },
      });
      expect(cancelled.ok()).toBe(true);
    },
  });
});

test('a waiting patient is offered a time freed by another patient\'s reschedule and books it', { tag: '@mobile' }, async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  await waitAndBook(page, browser, info, {
    dayIndex: info.project.name === 'mobile' ? 3 : 2,
    free: async (earlyPage, bookingId, doctorId, open, date) => {
      // The other patient moves their booking to a free time on another day, from My Bookings.
      // Another day with a free time (later days first).
      let otherDay = '';
      let target: string | undefined;
      for (const day of [...open.filter((d) => d > date), ...open.filter((d) => d < date)]) {
        target = (await freeSlots(earlyPage.request, doctorId, day)).at(-1);
        if (target) {
          otherDay = day;
          break;
        }
      }
      expect(target, 'another day with a free time').toBeTruthy();
      await earlyPage.goto('/my-appointments');
      await earlyPage.getByRole('article').filter({ hasText: 'Early Patient' }).first().getByRole('button', { name: t('reschedule.button') }).click();
      const dialog = earlyPage.getByRole('dialog', { name: t('reschedule.title') });
      await dialog.getByRole('radiogroup', { name: t('reschedule.date') }).locator('label', { has: earlyPage.locator(`input[value="${otherDay}"]`) }).click();
      await dialog.getByRole('radiogroup', { name: t('reschedule.time') }).locator('label', { has: earlyPage.locator(`input[value="${target}"]`) }).click();
      await dialog.getByRole('button', { name: t('reschedule.submit') }).click();
      await expect(earlyPage.getByText(t('reschedule.done'))).toBeVisible();
      const moved = await earlyPage.request.post('/api/my-appointments', { data: { type: 'Upcoming' } });
      const items = ((await moved.json()) as { data: { id: number; appointment_date: string }[] }).data;
      expect(items.find((item) => item.id === bookingId)?.appointment_date).toBe(otherDay);
    },
  });
});
