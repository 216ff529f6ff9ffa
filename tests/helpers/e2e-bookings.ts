import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bookingDate } from '../../src/features/doctor-booking-list/booking-labels.ts';
import { formatTime12 } from '../../src/shared/format/time.ts';
import { signIn } from './e2e-auth.ts';
import { t } from './messages.ts';
import { DEMO_DOCTOR_SLUG } from './e2e-demo-doctor.ts';

/** Helpers of the specs that book the demo doctor and move bookings (reschedule, proposals, waitlist). */
export const DOCTOR = 'doctor@demo.test';

export interface Slot {
  date: string;
  time: string;
}

/**
 * Free online slots of the doctor from the day after tomorrow (a whole day ahead), in random
 * order: the desktop and mobile runs of this spec (and other specs) share the doctor's week.
 */
export async function freeSlots(request: APIRequestContext, doctorId: number): Promise<Slot[]> {
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

export async function doctorIdOf(page: Page): Promise<number> {
  const search = await page.request.post('/api/global-search', { data: { search: 'Amira' } });
  const hits = ((await search.json()) as { data: { type: string; id: number; slug: string }[] }).data;
  const hit = hits.find((result) => result.type === 'doctor' && result.slug === DEMO_DOCTOR_SLUG);
  expect(hit, 'the demo doctor').toBeTruthy();
  return hit!.id;
}

export async function book(page: Page, doctorId: number, slot: Slot, name: string, email: string): Promise<{ id: number; startsAt: number }> {
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
export const uniqueName = (first: string) => `${first} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/**
 * The doctor's Booking List page that holds the booking: ten a page in time order, and the
 * doctor's week fills up over a full run (the desktop and mobile runs of every spec book here).
 */
export async function listPageOf(request: APIRequestContext, name: string): Promise<number> {
  for (let page = 1; page <= 50; page++) {
    const response = await request.post('/api/doctor/my-appointments', { data: { type: 'Upcoming', page } });
    const body = (await response.json()) as { data: { name: string }[]; last_page: number };
    if (body.data.some((item) => item.name === name)) return page;
    if (page >= body.last_page) break;
  }
  throw new Error(`${name} is on no page of the booking list`);
}

/** The demo doctor's booking list page that holds the booking, opened (the doctor signed in already). */
export async function openDoctorListAt(page: Page, name: string) {
  const listPage = await listPageOf(page.request, name);
  await page.goto(listPage === 1 ? '/doctor/booking-list' : `/doctor/booking-list?page=${listPage}`);
  return page.getByRole('article', { name });
}

/** The doctor (signed in here unless `signedIn`) finds the booking at that time on the booking list. */
export async function doctorSeesTime(page: Page, name: string, slot: Slot, options: { signedIn?: boolean } = {}) {
  if (!options.signedIn) await signIn(page, { email: DOCTOR, role: 'doctor' });
  const card = await openDoctorListAt(page, name);
  await expect(card).toContainText(bookingDate(slot.date));
  await expect(card).toContainText(formatTime12(slot.time));
}

/**
 * A free-time picker's date strip (reschedule, propose another time) pages past its first week and back
 * (issue 39), as the booking panel's does.
 */
export async function expectStripPagesOnAndBack(dialog: Locator): Promise<void> {
  const strip = dialog.getByRole('radiogroup', { name: t('reschedule.date') });
  const firstDay = (await strip.locator('input').first().getAttribute('value'))!;
  await dialog.getByRole('button', { name: t('booking.laterDates') }).click();
  await expect(strip.locator('input').first()).not.toHaveAttribute('value', firstDay);
  await dialog.getByRole('button', { name: t('booking.earlierDates') }).click();
  await expect(strip.locator('input').first()).toHaveAttribute('value', firstDay);
}
