import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../server/db/schema/enquiries.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, insertBooking } from './account-fixtures.ts';
import { NOW, buildWorld, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let lina: Awaited<ReturnType<typeof patient>>;
let doctorHeaders: Record<string, string>;
const ids: Record<string, number> = {};

const at = (offsetMs: number) => new Date(NOW + offsetMs);

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  nadia = await patient(ctx.app, 'nadia@patient.test');
  omar = await patient(ctx.app, 'omar@patient.test');
  lina = await patient(ctx.app, 'lina@patient.test');
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);

  const db = ctx.database;
  const dubai = world.dubai.doctorId;
  const kolkata = world.kolkata.doctorId;
  ids.u1 = await insertBooking(db, { doctorId: dubai, patientId: nadia.userId, startsAt: at(DAY) });
  ids.u2 = await insertBooking(db, { doctorId: dubai, patientId: nadia.userId, startsAt: at(2 * DAY), clinicId: world.dubai.clinicId, duration: 60 });
  // Started ten minutes ago, ends in twenty: still upcoming, no longer cancellable.
  ids.u3 = await insertBooking(db, { doctorId: kolkata, patientId: nadia.userId, startsAt: at(-10 * 60_000), timeZone: 'Asia/Kolkata' });
  ids.p1 = await insertBooking(db, { doctorId: dubai, patientId: nadia.userId, startsAt: at(-3 * DAY) });
  ids.p2 = await insertBooking(db, { doctorId: kolkata, patientId: nadia.userId, startsAt: at(-20 * DAY), status: 'completed', timeZone: 'Asia/Kolkata' });
  ids.p3 = await insertBooking(db, { doctorId: dubai, patientId: nadia.userId, startsAt: at(-DAY), status: 'cancelled' });
  ids.p4 = await insertBooking(db, { doctorId: world.other.doctorId, patientId: nadia.userId, startsAt: at(-40 * DAY), status: 'no_show', clinicId: world.other.clinicId });
  ids.omar = await insertBooking(db, { doctorId: dubai, patientId: omar.userId, startsAt: at(3 * DAY) });
  for (let i = 1; i <= 23; i++) {
    await insertBooking(db, { doctorId: world.other.doctorId, patientId: lina.userId, startsAt: at(-i * DAY - 5 * 3600_000), status: 'completed' });
  }
  await db.db.insert(enquiries).values([
    { doctorId: world.unverified.doctorId, patientId: nadia.userId, preferredDate: '2029-12-19', preferredTime: '09:00', description: 'old', createdAt: at(-20 * DAY) },
    { doctorId: world.unverified.doctorId, patientId: nadia.userId, preferredDate: '2030-01-08', preferredTime: '10:30', description: 'new', createdAt: at(-DAY) },
    { doctorId: world.unverified.doctorId, patientId: omar.userId, preferredDate: '2030-01-08', preferredTime: '11:00', description: 'omar', createdAt: at(-DAY) },
  ]);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const list = (payload: Record<string, unknown>, headers: Record<string, string> = nadia.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/my-appointments', headers, payload });

async function listIds(payload: Record<string, unknown>, headers?: Record<string, string>) {
  const response = await list(payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Array<{ id: number }>).map((item) => item.id);
}

describe('POST /api/my-appointments', () => {
  it('needs a signed-in patient: 401 signed out, 403 for a doctor session', async () => {
    expect((await list({ type: 'Upcoming' }, {})).statusCode).toBe(401);
    expect((await list({ type: 'Upcoming' }, doctorHeaders)).statusCode).toBe(403);
  });

  it('Upcoming: own active bookings that have not ended, soonest first', async () => {
    const response = await list({ type: 'Upcoming', per_page: 10, page: 1 });
    const body = response.json();
    expect(body).toMatchObject({ success: true, total: 3, last_page: 1 });
    expect(body.data.map((item: { id: number }) => item.id)).toEqual([ids.u3, ids.u1, ids.u2]);
    const [started, online, visit] = body.data;
    expect(started).toMatchObject({ can_cancel: false, can_review: false, booking_status: 'confirmed' });
    expect(online).toMatchObject({
      kind: 'booking',
      appointment_type: 'online',
      appointment_date: '2030-01-08',
      appointment_time: '10:00',
      time_zone: 'Asia/Dubai',
      duration: 30,
      starts_at: '2030-01-08T06:00:00.000Z',
      consultation_fees: 500,
      name: 'Sara Ali',
      appointment_link: 'https://medbook.test/consult/abc',
      clinic: null,
      can_cancel: true,
      can_review: false,
      review_id: null,
      cancel_reason: null,
      doctor: { id: world.dubai.doctorId, first_name: 'amira', last_name: 'hassan', profile_image: null, speciality: null },
      user: { first_name: null, last_name: null },
    });
    expect(online.doctor.slug).toMatch(/^booking-test-/);
    expect(visit).toMatchObject({
      appointment_type: 'offline',
      appointment_link: null,
      clinic: { id: world.dubai.clinicId, clinic_name: 'Jumeirah Clinic', address: { address_one: '1 Health Street', city: 'Dubai' } },
    });
  });

  it('Past: everything else, most recent first, with can_review for finished ones', async () => {
    const response = await list({ type: 'Past' });
    const body = response.json();
    expect(body.data.map((item: { id: number }) => item.id)).toEqual([ids.p3, ids.p1, ids.p2, ids.p4]);
    const byId = Object.fromEntries(body.data.map((item: { id: number }) => [item.id, item]));
    expect(byId[ids.p1!]).toMatchObject({ booking_status: 'confirmed', can_review: true, can_cancel: false });
    expect(byId[ids.p2!]).toMatchObject({ booking_status: 'completed', can_review: true });
    expect(byId[ids.p3!]).toMatchObject({ booking_status: 'cancelled', can_review: false });
    expect(byId[ids.p4!]).toMatchObject({ booking_status: 'no_show', can_review: false, clinic: { clinic_name: 'Marina Clinic' } });
  });

  it('never lists another patient\'s bookings', async () => {
    const all = [...(await listIds({ type: 'Upcoming' })), ...(await listIds({ type: 'Past' }))];
    expect(all).not.toContain(ids.omar);
    expect(await listIds({ type: 'Upcoming' }, omar.headers)).toEqual([ids.omar]);
  });

  it('filters by consultation type and status (lists or comma strings)', async () => {
    expect(await listIds({ type: 'Upcoming', consultation_type: ['offline'] })).toEqual([ids.u2]);
    expect(await listIds({ type: 'Upcoming', consultation_type: 'online,offline' })).toEqual([ids.u3, ids.u1, ids.u2]);
    expect(await listIds({ type: 'Past', booking_status: ['completed'] })).toEqual([ids.p2]);
    expect(await listIds({ type: 'Past', booking_status: ['Confirmed', 'Cancelled'] })).toEqual([ids.p3, ids.p1]);
    expect(await listIds({ type: 'Past', consultation_type: [], booking_status: [] })).toHaveLength(4);
  });

  it('filters by date range: 1 = last 7 days, 15, 30, or a date', async () => {
    expect(await listIds({ type: 'Past', from_date: 1 })).toEqual([ids.p3, ids.p1]);
    expect(await listIds({ type: 'Past', from_date: '15' })).toEqual([ids.p3, ids.p1]);
    expect(await listIds({ type: 'Past', from_date: 30 })).toEqual([ids.p3, ids.p1, ids.p2]);
    expect(await listIds({ type: 'Past', from_date: '2029-12-20' })).toEqual([ids.p3, ids.p1]);
    const bad = await list({ type: 'Past', from_date: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('paginates on the server', async () => {
    const first = (await list({ type: 'Past', per_page: 10, page: 1 }, lina.headers)).json();
    expect(first).toMatchObject({ total: 23, last_page: 3 });
    expect(first.data).toHaveLength(10);
    const third = (await list({ type: 'Past', per_page: 10, page: 3 }, lina.headers)).json();
    expect(third.data).toHaveLength(3);
    const beyond = (await list({ type: 'Past', per_page: 10, page: 4 }, lina.headers)).json();
    expect(beyond).toMatchObject({ data: [], total: 23, last_page: 3 });
    const seen = new Set([...first.data, ...third.data].map((item: { id: number }) => item.id));
    expect(seen.size).toBe(13);
    const empty = (await list({ type: 'Upcoming' }, lina.headers)).json();
    expect(empty).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('Enquiries: the caller\'s own, newest first', async () => {
    const body = (await list({ type: 'Enquiries' })).json();
    expect(body.total).toBe(2);
    expect(body.data.map((item: { description: string }) => item.description)).toEqual(['new', 'old']);
    expect(body.data[0]).toMatchObject({
      kind: 'enquiry',
      preferred_date: '2030-01-08',
      preferred_time: '10:30',
      doctor: { id: world.unverified.doctorId, first_name: 'new', last_name: 'doctor' },
    });
    expect((await list({ type: 'Enquiries', from_date: 1 })).json().total).toBe(1);
  });
});

describe('GET /api/appointments/:id/calendar.ics', () => {
  const ics = (id: number, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/appointments/${id}/calendar.ics`, headers });

  it('answers the caller\'s own booking as an iCalendar file in UTC', async () => {
    const response = await ics(ids.u1!, nadia.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toContain('DTSTART:20300108T060000Z');
    expect(response.body).toContain('DTEND:20300108T063000Z');
    expect(response.body).toContain(`UID:appointment-${ids.u1}@medbook`);
  });

  it('is 404 for another patient\'s booking and 403 for a doctor session', async () => {
    expect((await ics(ids.omar!, nadia.headers)).statusCode).toBe(404);
    expect((await ics(999_999, nadia.headers)).statusCode).toBe(404);
    expect((await ics(ids.u1!, doctorHeaders)).statusCode).toBe(403);
    expect((await ics(ids.u1!, {})).statusCode).toBe(401);
  });

  it('refuses a cancelled booking', async () => {
    expect((await ics(ids.p3!, nadia.headers)).statusCode).toBe(409);
  });
});
