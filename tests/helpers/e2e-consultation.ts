/**
 * E2E helpers for the video consultation room: a verified doctor with virtual
 * hours every day (registered through the API, verified by the admin API), and
 * an online booking made with a signed-in page's own cookies.
 */
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { registerVerifiedDoctorSession } from './e2e-doctor-registration.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A registered, verified doctor (registerVerifiedDoctor) with online hours 10:00–12:00 every day. */
export async function doctorWithVirtualHours(baseURL: string, email: string, name: { first: string; last: string }): Promise<number> {
  const { doctorId, token } = await registerVerifiedDoctorSession(baseURL, email, name);
  const api = await playwrightRequest.newContext({ baseURL });
  const auth = { authorization: `Bearer ${token}` };
  const hours = await api.post('/api/doctor/add-timings', {
    headers: auth,
    data: {
      timing_id: '',
      type: 'online',
      ...Object.fromEntries(['clinic_name', 'address_one', 'address_two', 'country', 'state', 'city', 'country_id', 'state_id', 'city_id', 'postal_code', 'offline_consultation_fee'].map((key) => [key, ''])),
      online_consultation_fee: '400',
      slot_duration: '30',
      slots: DAYS.map((day) => ({ day, timings: [{ start_time: '10:00', end_time: '12:00' }] })),
    },
  });
  expect(hours.ok(), await hours.text()).toBe(true);
  await api.dispose();
  return doctorId;
}

/** The first free online slot of the day `daysAhead` on the doctor's calendar. */
async function freeSlot(api: APIRequestContext, doctorId: number, daysAhead: number): Promise<{ date: string; time: string }> {
  const today = await api.post('/api/doctor-availability', { data: { doctor_id: doctorId, type: 'online' } });
  expect(today.ok(), await today.text()).toBe(true);
  const start = (await today.json()).data.date as string;
  const date = new Date(Date.parse(`${start}T00:00:00Z`) + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const day = await api.post('/api/doctor-availability', { data: { doctor_id: doctorId, type: 'online', date } });
  const slot = ((await day.json()).data.online_timeslots as { time: string; isDisabled: boolean }[]).find((s) => !s.isDisabled);
  expect(slot, `a free online slot on ${date}`).toBeTruthy();
  return { date, time: slot!.time };
}

export interface OnlineBooking {
  id: number;
  startsAt: string;
  /** /consult/<room>: the path of the booking's appointment_link. */
  roomPath: string;
}

/** Books an online slot as the patient signed in on `page` (its cookies), through POST /api/add-appointment. */
export async function bookOnline(page: Page, doctorId: number, patient: { name: string; email: string }, daysAhead = 2): Promise<OnlineBooking> {
  const { date, time } = await freeSlot(page.request, doctorId, daysAhead);
  const response = await page.request.post('/api/add-appointment', {
    data: {
      doctor_id: doctorId,
      clinic_id: '',
      appointment_date: date,
      appointment_time: time,
      duration: 30,
      description: 'Follow-up on blood pressure readings',
      appointment_type: 'online',
      appointment_link: '',
      consultation_fees: 400,
      name: patient.name,
      email: patient.email,
      phone: '501234567',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const appointment = (await response.json()).data.appointment as { id: number; starts_at: string; appointment_link: string };
  const roomPath = new URL(appointment.appointment_link).pathname;
  expect(roomPath).toMatch(/^\/consult\/[0-9a-f]{32}$/);
  return { id: appointment.id, startsAt: appointment.starts_at, roomPath };
}

/** POST /api/dev/clock: the server's "now" (null = the real clock again). */
export async function setServerClock(api: APIRequestContext, at: number | null): Promise<void> {
  const response = await api.post('/api/dev/clock', { data: { now: at === null ? null : new Date(at).toISOString() } });
  expect(response.ok(), 'POST /api/dev/clock (scripts/test-server.mjs sets ALLOW_TEST_CLOCK=1)').toBe(true);
}
