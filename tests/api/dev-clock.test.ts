import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { HOUR } from './account-fixtures.ts';
import { NOW, TUESDAY, bookingPayload, buildWorld, patient, type World } from './booking-fixtures.ts';

/**
 * POST /api/dev/clock (end-to-end tests only): it exists only outside
 * production with ALLOW_TEST_CLOCK=1, and every "has it started / ended"
 * decision of booking, the doctor's list, status changes, My Bookings and
 * reviews follows it.
 */

let ctx: TestApp;
let world: World;
let doctorHeaders: Record<string, string>;
let patientHeaders: Record<string, string>;

const iso = (ms: number) => new Date(ms).toISOString();
const setTo = (now: string | null, app = ctx) => app.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { now } });

beforeAll(async () => {
  ctx = await createTestApp({ env: { ALLOW_TEST_CLOCK: '1' } });
  // Monday 2030-01-07 10:00 in Dubai: years ahead of the real clock.
  expect((await setTo(iso(NOW))).statusCode).toBe(200);
  world = await buildWorld(ctx.database);
  patientHeaders = (await patient(ctx.app, 'clock.patient@dev-clock.test')).headers;
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

describe('POST /api/dev/clock', () => {
  it('sets the instant the server lives at (ticking on from there) and null brings the real clock back', async () => {
    const set = await setTo('2031-05-01T08:00:00+04:00');
    expect(set.statusCode, set.body).toBe(200);
    const at = Date.parse(set.json().data.now);
    expect(at - Date.parse('2031-05-01T04:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(at - Date.parse('2031-05-01T04:00:00Z')).toBeLessThan(5_000);

    const reset = await setTo(null);
    expect(reset.json().data).toMatchObject({ real: true });
    expect(Math.abs(Date.parse(reset.json().data.now) - Date.now())).toBeLessThan(5_000);

    expect((await ctx.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { now: 'tomorrow' } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/dev/clock', payload: {} })).statusCode).toBe(400);
  });

  it('drives booking, the doctor list, status changes, My Bookings and reviews', async () => {
    await setTo(iso(NOW));
    // Booking a 2030 slot works only because the server believes it is 2030.
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-appointment',
      headers: patientHeaders,
      payload: bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: TUESDAY, appointment_time: '09:00', email: 'clock.patient@dev-clock.test' }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.appointment.id as number;

    const doctorList = async (type: 'Upcoming' | 'Past') =>
      (await ctx.app.inject({ method: 'POST', url: '/api/doctor/my-appointments', headers: doctorHeaders, payload: { type } })).json()
        .data as { id: number; can_complete: boolean; can_cancel: boolean }[];
    const patientList = async (type: 'Upcoming' | 'Past') =>
      (await ctx.app.inject({ method: 'POST', url: '/api/my-appointments', headers: patientHeaders, payload: { type } })).json()
        .data as { id: number; booking_status: string }[];
    const complete = () =>
      ctx.app.inject({ method: 'POST', url: '/api/change-appointment-status', headers: doctorHeaders, payload: { appointment_id: id, booking_status: 'completed' } });

    expect((await doctorList('Upcoming')).find((row) => row.id === id)).toMatchObject({ can_complete: false, can_cancel: true });
    const early = await complete();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(t('status.notStarted'));

    // Tuesday 09:00 Dubai = 05:00 UTC; a 30-minute visit: move past its end.
    await setTo('2030-01-08T05:45:00Z');
    expect((await doctorList('Upcoming')).some((row) => row.id === id)).toBe(false);
    expect((await doctorList('Past')).find((row) => row.id === id)).toMatchObject({ can_complete: true, can_cancel: false });
    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    expect((await patientList('Past')).find((row) => row.id === id)).toMatchObject({ booking_status: 'completed' });
    const review = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-review',
      headers: patientHeaders,
      payload: { doctor_id: world.dubai.doctorId, appointment_id: id, stars: 5, review: 'Kind and thorough.', is_recommended: 'yes' },
    });
    expect(review.statusCode, review.body).toBe(200);

    // Back before the start: a new booking is upcoming for both sides again.
    await setTo(iso(NOW + HOUR));
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-appointment',
      headers: patientHeaders,
      payload: bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: TUESDAY, appointment_time: '10:00', email: 'clock.patient@dev-clock.test' }),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await patientList('Upcoming')).map((row) => row.id)).toContain(second.json().data.appointment.id);
  });

  it('tells a cancelling doctor that the patient was notified', async () => {
    await setTo(iso(NOW));
    const upcoming = (await ctx.app.inject({ method: 'POST', url: '/api/doctor/my-appointments', headers: doctorHeaders, payload: { type: 'Upcoming' } })).json()
      .data as { id: number }[];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-appointment-status',
      headers: { ...doctorHeaders, 'idempotency-key': 'clock-cancel-1' },
      payload: { appointment_id: upcoming[0]!.id, booking_status: 'cancelled', cancel_reason: 'Clinic closed', cancel_description: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(t('doctorBookings.cancelled'));
  });
});

describe('where the clock route does not exist', () => {
  it('is absent without ALLOW_TEST_CLOCK=1 and in production even with it', async () => {
    const plain = await createTestApp({ database: ctx.database });
    const production = await createTestApp({ database: ctx.database, env: { NODE_ENV: 'production', PUBLIC_URL: 'https://medbook.example', ALLOW_TEST_CLOCK: '1' } });
    try {
      expect(plain.config.testClock).toBe(false);
      expect(production.config.testClock).toBe(false);
      expect((await setTo(iso(NOW), plain)).statusCode).toBe(404);
      expect((await setTo(iso(NOW), production)).statusCode).toBe(404);
      // The tests' sign-in without a code is just as absent.
      for (const app of [plain, production]) {
        const signIn = await app.app.inject({ method: 'POST', url: '/api/dev/sign-in', payload: { email: world.dubai.email, user_type: 'doctor' } });
        expect(signIn.statusCode).toBe(404);
        expect(signIn.headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await plain.close();
      await production.close();
    }
  });
});

describe('POST /api/dev/sign-in (end-to-end tests sign in without the code ceremony)', () => {
  const devSignIn = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/dev/sign-in', payload: payload as object, headers: { 'x-session-transport': 'cookie', ...headers } });

  it('opens the session verify-otp would: a doctor as the doctor, a patient as the patient, with the cookie', async () => {
    const doctor = await devSignIn({ email: world.dubai.email.toUpperCase(), user_type: 'doctor' });
    expect(doctor.statusCode, doctor.body).toBe(200);
    expect(doctor.json().data.user_details).toMatchObject({ user_role: 'doctor' });
    const cookie = doctor.cookies.find((c) => c.name === 'mb_session');
    expect(cookie?.httpOnly).toBe(true);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/my-profile', cookies: { mb_session: cookie!.value } });
    expect(profile.statusCode, profile.body).toBe(200);

    const patient = await devSignIn({ email: 'dev-sign-in.patient@dev-clock.test' });
    expect(patient.statusCode, patient.body).toBe(200);
    expect(patient.json().data.user_details).toMatchObject({ user_role: 'user' });
  });

  it("keeps the code flow's rules: an address with no doctor account is refused as a doctor", async () => {
    const refused = await devSignIn({ email: 'nobody@dev-clock.test', user_type: 'doctor' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t('auth.doctor.notRegistered'));
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('refuses hostile input with a 400 and opens no session', async () => {
    for (const payload of [{}, { email: 'not-an-address' }, { email: `${'a'.repeat(300)}@x.test` }, { email: '<script>@x.test' }, { email: ['a@b.test'] }, { email: 'a@b.test', user_type: 'admin' }]) {
      const response = await devSignIn(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('OTP_RESEND_SECONDS (a test setting)', () => {
  it('shortens the gap between two codes outside production, and is refused in production', async () => {
    const quick = await createTestApp({ database: ctx.database, env: { OTP_RESEND_SECONDS: '0' } });
    try {
      const send = () =>
        quick.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email_or_phone: 'resend.gap@dev-clock.test', user_type: 'user', otp_type: 'email' } });
      const first = await send();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.resend_after).toBe(0);
      expect((await send()).statusCode).toBe(200);
    } finally {
      await quick.close();
    }
    // The product's gap is unchanged without the setting.
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email_or_phone: 'resend.gap2@dev-clock.test', user_type: 'user', otp_type: 'email' } });
    expect((await send()).json().data.resend_after).toBe(45);
    expect((await send()).statusCode).toBe(429);
    await expect(createTestApp({ database: ctx.database, env: { NODE_ENV: 'production', PUBLIC_URL: 'https://medbook.example', OTP_RESEND_SECONDS: '0' } })).rejects.toThrow(/OTP_RESEND_SECONDS/);
  });
});
