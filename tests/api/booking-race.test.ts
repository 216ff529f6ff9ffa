import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, WEDNESDAY, bookingPayload, buildWorld, patient, type World } from './booking-fixtures.ts';

const RACERS = 50;

let ctx: TestApp;
let world: World;
let patients: Array<Awaited<ReturnType<typeof patient>>>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  patients = [];
  for (let i = 0; i < RACERS; i++) patients.push(await patient(ctx.app, `racer-${i}@booking.test`));
}, 120_000);
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const book = (payload: Record<string, unknown>, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/add-appointment', headers, payload });

const activeAt = (doctorId: number, date: string, time: string) =>
  ctx.database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), eq(appointments.appointmentDate, date), eq(appointments.appointmentTime, time)));

describe('double booking', () => {
  it(`${RACERS} patients booking one slot at once: exactly one wins, the rest get 409`, async () => {
    const payload = bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '11:00' });
    const responses = await Promise.all(patients.map((p) => book({ ...payload, email: p.email }, p.headers)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(RACERS - 1);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ success: false, message: t('booking.error.slotTaken') });
    }
    expect(await activeAt(world.dubai.doctorId, WEDNESDAY, '11:00:00')).toHaveLength(1);
  });

  it('an online and a visit booking of one doctor racing for overlapping times: one wins', async () => {
    // Dubai Wednesday: online 10:30-11:00 against the clinic's 10:00-11:00.
    const online = bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '10:30' });
    const visit = bookingPayload({
      doctor_id: world.dubai.doctorId, appointment_type: 'offline', clinic_id: world.dubai.clinicId, appointment_date: WEDNESDAY, appointment_time: '10:00',
    });
    const responses = await Promise.all([book(online, patients[0]!.headers), book(visit, patients[1]!.headers)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it(`${RACERS} parallel retries with one Idempotency-Key: one booking, ${RACERS} identical answers`, async () => {
    const payload = bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '14:00' });
    const headers = { ...patients[2]!.headers, 'idempotency-key': 'submit-once-7f3c' };
    const responses = await Promise.all(Array.from({ length: RACERS }, () => book(payload, headers)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(RACERS).fill(200));
    const first = responses[0]!.json();
    for (const response of responses) expect(response.json()).toEqual(first);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(RACERS - 1);
    const rows = await activeAt(world.dubai.doctorId, WEDNESDAY, '14:00:00');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first.data.appointment.id);
  });
});
