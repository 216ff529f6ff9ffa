/**
 * E2E helpers for the video consultation room: a verified doctor with virtual
 * hours every day (registered through the API, verified by the admin API), and
 * an online booking made with a signed-in page's own cookies.
 */
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { REGISTERED_SPECIALITY, adminApi, pdfFile, pngFile, verifyDoctorByEmail } from './e2e-doctor-registration.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A doctor registered (wizard step 1 by code, then POST /api/doctor/register), verified, with online hours 10:00–12:00 every day. */
export async function doctorWithVirtualHours(baseURL: string, email: string, name: { first: string; last: string }): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL });
  const sent = await api.post('/api/send-doctor-otp', { data: { email_or_phone: email, user_type: 'doctor', otp_type: 'email', intent: 'register' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const reference = (await sent.json()).data.user_id as number;
  const outbox = await (await api.get('/api/dev/outbox', { params: { to: email } })).json();
  const code = outbox.data.find((message: { code: string | null }) => message.code).code as string;
  const signedIn = await api.post('/api/verify-otp', { data: { user_type: 'doctor', user_id: reference, otp: code, otp_type: 'email', intent: 'register' } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { token, user_details: user } = (await signedIn.json()).data;
  const auth = { authorization: `Bearer ${token}` };
  const home = (await (await api.get('/api/home')).json()).data;
  const speciality = home.specialities.find((s: { speciality: string }) => s.speciality === REGISTERED_SPECIALITY);
  const registered = await api.post('/api/doctor/register', {
    headers: auth,
    multipart: {
      doctor_id: String(user.doctor_id),
      first_name: name.first,
      last_name: name.last,
      gender: 'female',
      dob: '1981-05-14',
      address_one: 'Building 7',
      address_two: 'Corniche Road',
      country: 'United Arab Emirates',
      state: 'Ajman',
      city: 'Ajman',
      postal_code: '00000',
      latitude: '25.4052',
      longitude: '55.5136',
      experience_years: '9',
      registration_no: 'DHA-CONSULT',
      license_number: 'LIC-CONSULT',
      id_number: 'ID-CONSULT',
      'specialization[0]': String(speciality.specializations[0].id),
      license_proof: pdfFile(),
      id_proof: pngFile('id.png'),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const admin = await adminApi(baseURL);
  const doctorId = await verifyDoctorByEmail(admin, email);
  await admin.dispose();

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
