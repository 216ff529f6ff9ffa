import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDateLong } from '../../src/shared/format/date-long.ts';
import { formatTime12 } from '../../src/shared/format/time.ts';
import { t } from '../helpers/messages.ts';
import { bookingDate } from '../../src/features/doctor-bookings/booking-labels.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { freshEmail } from '../helpers/e2e-doctor-registration.ts';

/**
 * Reschedule (issue 19): a patient moves a booking from My Bookings, and from the one-tap link of
 * a reminder (no sign-in); the doctor sees the new time on the booking list. The reminder is sent
 * a day early with POST /api/dev/run-jobs { due_by } rather than by moving the server's one clock.
 */

const DOCTOR = 'doctor@demo.test';

interface Slot {
  date: string;
  time: string;
}

/**
 * Free online slots of the doctor from the day after tomorrow (a whole day ahead), in random
 * order: the desktop and mobile runs of this spec (and other specs) share the doctor's week.
 */
async function freeSlots(request: APIRequestContext, doctorId: number): Promise<Slot[]> {
  const first = await request.post('/api/doctor-availability', { data: { doctor_id: doctorId, type: 'online' } });
  const data = ((await first.json()) as { data: { days: { date: string; status: boolean }[]; time_zone: string } }).data;
  const found: Slot[] = [];
  for (const day of data.days.filter((entry) => entry.status).reverse()) {
    const response = await request.post('/api/doctor-availability', { data: { doctor_id: doctorId, type: 'online', date: day.date } });
    const slots = ((await response.json()) as { data: { online_timeslots: { time: string; isDisabled: boolean }[] } }).data.online_timeslots;
    for (const slot of slots.filter((entry) => !entry.isDisabled).reverse()) found.push({ date: day.date, time: slot.time });
  }
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return found
    .filter((slot) => slot.date > tomorrow)
    .map((slot) => ({ slot, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ slot }) => slot);
}

async function doctorIdOf(page: Page): Promise<number> {
  const search = await page.request.post('/api/global-search', { data: { search: 'Amira' } });
  const hits = ((await search.json()) as { data: { type: string; id: number; slug: string }[] }).data;
  const hit = hits.find((result) => result.type === 'doctor' && result.slug === 'amira-haddad-1000');
  expect(hit, 'the demo doctor').toBeTruthy();
  return hit!.id;
}

async function book(page: Page, doctorId: number, slot: Slot, name: string, email: string): Promise<{ id: number; startsAt: number }> {
  const response = await page.request.post('/api/add-appointment', {
    data: {
      doctor_id: doctorId, appointment_date: slot.date, appointment_time: slot.time, appointment_type: 'online',
      name, email, phone: '501234567', description: 'Follow-up on my blood tests',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const appointment = ((await response.json()) as { data: { appointment: { id: number; starts_at: string } } }).data.appointment;
  return { id: appointment.id, startsAt: Date.parse(appointment.starts_at) };
}

/** Letters only: booking names allow nothing else. */
const uniqueName = (first: string) => `${first} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/**
 * The doctor's Booking List page that holds the booking: ten a page in time order, and the
 * doctor's week fills up over a full run (the desktop and mobile runs of every spec book here).
 */
async function listPageOf(request: APIRequestContext, name: string): Promise<number> {
  for (let page = 1; page <= 50; page++) {
    const response = await request.post('/api/doctor/my-appointments', { data: { type: 'Upcoming', page } });
    const body = (await response.json()) as { data: { name: string }[]; last_page: number };
    if (body.data.some((item) => item.name === name)) return page;
    if (page >= body.last_page) break;
  }
  throw new Error(`${name} is on no page of the booking list`);
}

async function doctorSeesTime(page: Page, name: string, slot: Slot) {
  await signIn(page, { email: DOCTOR, role: 'doctor' });
  const listPage = await listPageOf(page.request, name);
  await page.goto(listPage === 1 ? '/doctor/booking-list' : `/doctor/booking-list?page=${listPage}`);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText(bookingDate(slot.date));
  await expect(card).toContainText(formatTime12(slot.time));
}

test('a patient moves a booking from My Bookings and the doctor sees the new time', { tag: '@mobile' }, async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const email = freshEmail('reschedule');
  await signIn(page, { email });
  const doctorId = await doctorIdOf(page);
  const slots = await freeSlots(page.request, doctorId);
  expect(slots.length).toBeGreaterThan(2);
  const name = uniqueName('Maya');
  await book(page, doctorId, slots[0]!, name, email);

  await page.goto('/my-appointments');
  const card = page.getByRole('article').filter({ hasText: formatTime12(slots[0]!.time) }).first();
  await card.getByRole('button', { name: t('reschedule.button') }).click();
  const dialog = page.getByRole('dialog', { name: t('reschedule.title') });
  await expect(dialog).toBeVisible();
  // The new time: another free slot, on its own day.
  const target = slots.find((slot) => slot.date !== slots[0]!.date) ?? slots[1]!;
  await dialog.getByRole('radiogroup', { name: t('reschedule.date') }).locator('label', { has: page.locator(`input[value="${target.date}"]`) }).click();
  await dialog.getByRole('radiogroup', { name: t('reschedule.time') }).locator('label', { has: page.locator(`input[value="${target.time}"]`) }).click();
  await info.attach('reschedule-dialog', { body: await page.screenshot(), contentType: 'image/png' });
  await dialog.getByRole('button', { name: t('reschedule.submit') }).click();
  await expect(page.getByText(t('reschedule.done'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: formatTime12(target.time) }).first()).toBeVisible();

  const doctorContext = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: info.project.use.viewport, serviceWorkers: 'block' });
  try {
    await doctorSeesTime(await doctorContext.newPage(), name, target);
  } finally {
    await doctorContext.close();
  }
});

test('a patient moves a booking from the reminder link, without signing in', { tag: '@mobile' }, async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const email = freshEmail('reschedule-link');
  await signIn(page, { email });
  const doctorId = await doctorIdOf(page);
  const slots = await freeSlots(page.request, doctorId);
  const name = uniqueName('Noor');
  const booking = await book(page, doctorId, slots[0]!, name, email);

  // Its 24-hour reminder, sent now.
  const run = await page.request.post('/api/dev/run-jobs', { data: { due_by: new Date(booking.startsAt - 24 * 3_600_000 + 60_000).toISOString() } });
  expect(run.ok(), await run.text()).toBe(true);
  const box = await page.request.get('/api/dev/outbox', { params: { to: email } });
  const reminder = ((await box.json()) as { data: { subject: string; body: string }[] }).data.find((message) => message.subject.startsWith('Reminder:'));
  expect(reminder, 'the reminder mail').toBeTruthy();
  const link = /Reschedule: (\S+)/.exec(reminder!.body)![1]!;

  // A visitor's browser: the link is the only permission.
  const visitor = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: info.project.use.viewport, serviceWorkers: 'block' });
  try {
    const guest = await visitor.newPage();
    await guest.goto(new URL(link).pathname + new URL(link).search);
    await expect(guest.getByRole('heading', { level: 1, name: t('linkPage.heading.reschedule') })).toBeVisible();
    await expect(guest.getByTestId('link-booking-when')).toContainText(formatDateLong(slots[0]!.date));
    const target = slots.find((slot) => slot.date !== slots[0]!.date) ?? slots[1]!;
    await guest.getByRole('radiogroup', { name: t('reschedule.date') }).locator('label', { has: guest.locator(`input[value="${target.date}"]`) }).click();
    await guest.getByRole('radiogroup', { name: t('reschedule.time') }).locator('label', { has: guest.locator(`input[value="${target.time}"]`) }).click();
    await info.attach('reschedule-link', { body: await guest.screenshot({ fullPage: true }), contentType: 'image/png' });
    await guest.getByRole('button', { name: t('reschedule.submit') }).click();
    await expect(guest.getByRole('status')).toContainText(formatDateLong(target.date));
    await expect(guest.getByRole('status')).toContainText(formatTime12(target.time));
    await info.attach('reschedule-link-done', { body: await guest.screenshot({ fullPage: true }), contentType: 'image/png' });
    // Used: opening it again says so.
    await guest.reload();
    await expect(guest.getByText(t('link.used'))).toBeVisible();

    const doctorPage = await visitor.newPage();
    await doctorSeesTime(doctorPage, name, target);
  } finally {
    await visitor.close();
  }
});
