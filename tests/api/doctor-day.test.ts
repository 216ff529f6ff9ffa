/**
 * GET /api/doctor/day (issue 19, 'The doctor's day'): today's and tomorrow's bookings in the
 * doctor's zone in time order, without cancelled ones or anyone else's, with phone and video
 * room, and the week's no-show rate; only for the doctor themself.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, HOUR, insertBooking } from './account-fixtures.ts';
import { NOW, buildWorld, insertDoctor, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let doctorHeaders: Record<string, string>;
let otherDoctorHeaders: Record<string, string>;
let nadia: Awaited<ReturnType<typeof patient>>;
const ROOM = '0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp({ config: { waitlistSweepMs: 0 } });
  world = await buildWorld(ctx.database);
  nadia = await patient(ctx.app, 'nadia@patient.test');
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
  await insertDoctor(ctx.database, { firstName: 'zara', lastName: 'khan', timeZone: 'Asia/Dubai', verified: true, accountEmail: 'dr.zara@booking.test' });
  otherDoctorHeaders = bearer((await signIn(ctx.app, { email: 'dr.zara@booking.test', userType: 'doctor' })).token);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const day = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/doctor/day', headers });

describe('GET /api/doctor/day', () => {
  it('lists today\'s and tomorrow\'s bookings in time order with the week\'s no-show rate', async () => {
    const doctorId = world.dubai.doctorId;
    // NOW is Monday 10:00 in Dubai (06:00 UTC).
    const tomorrow9 = await insertBooking(ctx.database, { doctorId, patientId: nadia.userId, startsAt: new Date(NOW + DAY - HOUR), name: 'Omar Said' });
    const today14 = await insertBooking(ctx.database, { doctorId, patientId: nadia.userId, startsAt: new Date(NOW + 4 * HOUR), name: 'Sara Ali' });
    await ctx.database.db
      .update(appointments)
      .set({ appointmentLink: `https://medbook.test/consult/${ROOM}`, phone: '+971 501234567', patientConfirmedAt: new Date(NOW - HOUR) })
      .where(eq(appointments.id, today14));
    const todayEarly = await insertBooking(ctx.database, { doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 2 * HOUR), status: 'completed' });
    await insertBooking(ctx.database, { doctorId, patientId: nadia.userId, startsAt: new Date(NOW + 5 * HOUR), status: 'cancelled' });
    await insertBooking(ctx.database, { doctorId, patientId: nadia.userId, startsAt: new Date(NOW + 2 * DAY) });
    await insertBooking(ctx.database, { doctorId: world.other.doctorId, patientId: nadia.userId, startsAt: new Date(NOW + 3 * HOUR) });
    // The week: 1 no-show, 3 attended (today's early one included); older ones do not count.
    await insertBooking(ctx.database, { doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 3 * DAY), status: 'no_show' });
    await insertBooking(ctx.database, { doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 4 * DAY), status: 'completed' });
    await insertBooking(ctx.database, { doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 5 * DAY), status: 'completed' });
    await insertBooking(ctx.database, { doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 9 * DAY), status: 'no_show' });

    const response = await day(doctorHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json().data;
    expect(data).toMatchObject({ today: '2030-01-07', tomorrow: '2030-01-08', time_zone: 'Asia/Dubai' });
    expect(data.bookings.map((booking: { id: number }) => booking.id)).toEqual([todayEarly, today14, tomorrow9]);
    expect(data.bookings[1]).toMatchObject({
      name: 'Sara Ali', appointment_type: 'online', booking_status: 'confirmed', appointment_date: '2030-01-07', appointment_time: '14:00',
      phone: '+971 501234567', room: ROOM, clinic_name: null, patient_confirmed_at: new Date(NOW - HOUR).toISOString(),
    });
    // The patient's Confirm from a reminder shows on the day; the others have none.
    expect(data.bookings[2].patient_confirmed_at).toBeNull();
    // A link that is not a room gives no Join.
    expect(data.bookings[2].room).toBeNull();
    expect(data.week).toEqual({ no_show: 1, attended: 3, rate: 0.25 });
  });

  it('shows another doctor nothing of it', async () => {
    const data = (await day(otherDoctorHeaders)).json().data;
    expect(data.bookings).toEqual([]);
    expect(data.week).toEqual({ no_show: 0, attended: 0, rate: null });
  });

  it('is for doctors only', async () => {
    expect((await day(nadia.headers)).statusCode).toBe(403);
    expect((await day({})).statusCode).toBe(401);
    expect((await day({ authorization: 'Bearer <script>' })).statusCode).toBe(401);
  });
});
