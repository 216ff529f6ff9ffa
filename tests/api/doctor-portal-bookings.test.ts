import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../../server/db/schema/appointments.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { bearer, outbox, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, insertBooking } from './account-fixtures.ts';
import { NOW, buildWorld, patient, type World } from './booking-fixtures.ts';
import { verifiedDoctor } from './doctor-portal-fixtures.ts';

let ctx: TestApp;
let world: World;
let doctorHeaders: Record<string, string>;
let stranger: Awaited<ReturnType<typeof verifiedDoctor>>;
let patientHeaders: Record<string, string>;
const ids: Record<string, number> = {};
let clockAt = NOW;

const at = (offsetMs: number) => new Date(NOW + offsetMs);

beforeAll(async () => {
  setClock(() => clockAt);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  const nadia = await patient(ctx.app, 'nadia@doctor-list.test');
  patientHeaders = nadia.headers;
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
  stranger = await verifiedDoctor(ctx.app, ctx.database, 'stranger@doctor-list.test', { firstName: 'Omar', lastName: 'Stranger' });

  const db = ctx.database;
  const dubai = world.dubai.doctorId;
  const book = (startsAt: Date, extra: Partial<Parameters<typeof insertBooking>[1]> = {}) =>
    insertBooking(db, { doctorId: dubai, patientId: nadia.userId, startsAt, email: 'nadia@doctor-list.test', ...extra });
  ids.started = await book(at(-10 * 60_000));
  ids.tomorrow = await book(at(DAY));
  ids.visit = await book(at(2 * DAY), { clinicId: world.dubai.clinicId, duration: 60 });
  ids.unmarked = await book(at(-3 * DAY));
  ids.cancelled = await book(at(-DAY), { status: 'cancelled' });
  ids.completed = await book(at(-20 * DAY), { status: 'completed' });
  // Another doctor's booking never shows.
  ids.kolkata = await insertBooking(db, { doctorId: world.kolkata.doctorId, patientId: nadia.userId, startsAt: at(DAY + 3600_000), timeZone: 'Asia/Kolkata' });
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const list = (payload: Record<string, unknown>, headers = doctorHeaders) =>
  ctx.app.inject({ method: 'POST', url: '/api/doctor/my-appointments', headers, payload });
const idsOf = (response: { json(): { data: { id: number }[] } }) => response.json().data.map((row) => row.id);
const change = (payload: Record<string, unknown>, headers = doctorHeaders) =>
  ctx.app.inject({ method: 'POST', url: '/api/change-appointment-status', headers, payload });

describe('POST /api/doctor/my-appointments', () => {
  it('Upcoming: confirmed or ongoing and not ended, soonest first, with patient, clinic and allowed actions', async () => {
    const response = await list({ type: 'Upcoming', per_page: 10, page: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, total: 3, last_page: 1 });
    expect(idsOf(response)).toEqual([ids.started, ids.tomorrow, ids.visit]);
    const [started, tomorrow, visit] = response.json().data;
    expect(started).toMatchObject({ can_complete: true, can_no_show: true, can_cancel: false, booking_status: 'confirmed' });
    expect(tomorrow).toMatchObject({
      appointment_type: 'online',
      appointment_date: '2030-01-08',
      appointment_time: '10:00',
      time_zone: 'Asia/Dubai',
      consultation_fees: 500,
      description: 'Persistent headache for a week',
      name: 'Sara Ali',
      email: 'nadia@doctor-list.test',
      phone: '501234567',
      patient: { email: 'nadia@doctor-list.test' },
      starts_at: at(DAY).toISOString(),
      clinic: null,
      can_complete: false,
      can_no_show: false,
      can_cancel: true,
    });
    expect(visit.clinic).toMatchObject({ id: world.dubai.clinicId, clinic_name: 'Jumeirah Clinic', address_one: '1 Health Street' });
  });

  it('Past: everything else, latest first', async () => {
    const response = await list({ type: 'Past' });
    expect(idsOf(response)).toEqual([ids.cancelled, ids.unmarked, ids.completed]);
    const rows = response.json().data;
    expect(rows[1]).toMatchObject({ can_complete: true, can_no_show: true, can_cancel: false });
    expect(rows[2]).toMatchObject({ can_complete: false, can_no_show: false, can_cancel: false });
  });

  it('filters by consultation type, status and date range, and paginates', async () => {
    expect(idsOf(await list({ type: 'Upcoming', consultation_type: ['offline'] }))).toEqual([ids.visit]);
    expect(idsOf(await list({ type: 'Upcoming', consultation_type: 'online' }))).toEqual([ids.started, ids.tomorrow]);
    expect(idsOf(await list({ type: 'Past', booking_status: ['cancelled', 'completed'] }))).toEqual([ids.cancelled, ids.completed]);
    // 1 = "Last 7 Days".
    expect(idsOf(await list({ type: 'Past', from_date: '1' }))).toEqual([ids.cancelled, ids.unmarked]);
    expect(idsOf(await list({ type: 'Past', from_date: '30' }))).toEqual([ids.cancelled, ids.unmarked, ids.completed]);
    expect(idsOf(await list({ type: 'Past', from_date: '2030-01-04' }))).toEqual([ids.cancelled, ids.unmarked]);
    expect(idsOf(await list({ type: 'Past', from_date: '2030-01-05' }))).toEqual([ids.cancelled]);
    const page2 = await list({ type: 'Upcoming', per_page: 2, page: 2 });
    expect(page2.json()).toMatchObject({ total: 3, last_page: 2 });
    expect(idsOf(page2)).toEqual([ids.visit]);
    const bad = await list({ type: 'Past', booking_status: ['lost'] });
    expect(bad.statusCode).toBe(400);
  });

  it("shows a doctor only their own bookings; patients are refused", async () => {
    const other = await list({ type: 'Upcoming' }, stranger.headers);
    expect(other.json()).toMatchObject({ data: [], total: 0 });
    const asPatient = await list({ type: 'Upcoming' }, patientHeaders);
    expect(asPatient.statusCode).toBe(403);
  });
});

describe('doctor status changes (POST /api/change-appointment-status)', () => {
  it('refuses to complete or mark a no-show before the start', async () => {
    for (const status of ['completed', 'no_show']) {
      const response = await change({ appointment_id: ids.tomorrow, booking_status: status });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(t('status.notStarted'));
    }
  });

  it('completes a started booking (clearing the cancel fields); the same change again is a no-op success', async () => {
    const response = await change({ appointment_id: ids.started, booking_status: 'completed', cancel_reason: '', cancel_description: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.appointment).toMatchObject({ booking_status: 'completed', cancel_reason: null, cancel_description: null });
    const again = await change({ appointment_id: ids.started, booking_status: 'completed' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.appointment.booking_status).toBe('completed');
    const cancel = await change({ appointment_id: ids.started, booking_status: 'cancelled', cancel_reason: 'Emergency' });
    expect(cancel.statusCode).toBe(409);
    const noShow = await change({ appointment_id: ids.started, booking_status: 'no_show' });
    expect(noShow.statusCode).toBe(409);
  });

  it('completes a future booking once the test clock passes its start', async () => {
    clockAt = at(DAY + 60_000).getTime();
    try {
      const response = await change({ appointment_id: ids.tomorrow, booking_status: 'completed' });
      expect(response.statusCode, response.body).toBe(200);
      const upcoming = await list({ type: 'Upcoming' });
      expect(idsOf(upcoming)).toEqual([ids.visit]);
    } finally {
      clockAt = NOW;
    }
  });

  it('cancels an upcoming booking only with a reason, and tells the patient', async () => {
    const noReason = await change({ appointment_id: ids.visit, booking_status: 'cancelled', cancel_reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Reason is required*');
    const response = await change({ appointment_id: ids.visit, booking_status: 'cancelled', cancel_reason: 'Clinic closed', cancel_description: '' });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, ids.visit!));
    expect(row).toMatchObject({ bookingStatus: 'cancelled', cancelledBy: 'doctor', cancelReason: 'Clinic closed' });
    const mails = await outbox(ctx.app, 'nadia@doctor-list.test');
    expect(mails[0]!.body).toContain('Clinic closed');
    const again = await change({ appointment_id: ids.visit, booking_status: 'cancelled', cancel_reason: 'Clinic closed' });
    expect(again.statusCode).toBe(200);
    expect((await outbox(ctx.app, 'nadia@doctor-list.test')).length).toBe(mails.length);
  });

  it("another doctor cannot change a doctor's booking (404)", async () => {
    const response = await change({ appointment_id: ids.unmarked, booking_status: 'no_show' }, stranger.headers);
    expect(response.statusCode).toBe(404);
    const own = await change({ appointment_id: ids.unmarked, booking_status: 'no_show' });
    expect(own.statusCode).toBe(200);
    const past = await list({ type: 'Past', booking_status: 'no_show' });
    expect(idsOf(past)).toEqual([ids.unmarked]);
  });
});
