/**
 * One patient may hold MAX_UPCOMING_BOOKINGS_PER_DOCTOR active bookings with one doctor and
 * MAX_UPCOMING_BOOKINGS in all, so one account cannot hoard a doctor's week; enforced inside the
 * booking transaction, so parallel requests cannot pass it together.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { MAX_UPCOMING_BOOKINGS, MAX_UPCOMING_BOOKINGS_PER_DOCTOR } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, bookingPayload, buildWorld, insertConfig, insertDoctor, patient } from './booking-fixtures.ts';

let ctx: TestApp;
/** Extra verified doctors, online 30 min every day 09:00-17:00 (Asia/Dubai). */
const spare: number[] = [];

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  await buildWorld(ctx.database);
  for (let i = 0; i < 4; i++) {
    const id = await insertDoctor(ctx.database, { firstName: 'spare', lastName: `doctor${i}`, timeZone: 'Asia/Dubai', verified: true });
    await insertConfig(ctx.database, id, { type: 'online', onlineFee: 100, duration: 30, ranges: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '17:00' }] });
    spare.push(id);
  }
}, 60_000);
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const book = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/add-appointment', headers, payload });
const active = (patientId: number) =>
  ctx.database.db.select().from(appointments)
    .where(and(eq(appointments.patientId, patientId), inArray(appointments.bookingStatus, ['confirmed', 'ongoing'])));
/** Distinct Wednesday (2030-01-09) times from 09:00, every 30 minutes. */
const slot = (i: number) => ({ appointment_date: '2030-01-09', appointment_time: `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}` });

describe('upcoming bookings per patient', () => {
  it(`refuses a ${MAX_UPCOMING_BOOKINGS_PER_DOCTOR + 1}th upcoming booking with one doctor, with the message naming the limit`, async () => {
    const p = await patient(ctx.app, 'hoarder@limits.test');
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS_PER_DOCTOR; i++) {
      const ok = await book(p.headers, bookingPayload({ doctor_id: spare[0], email: p.email, ...slot(i) }));
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const refused = await book(p.headers, bookingPayload({ doctor_id: spare[0], email: p.email, ...slot(9) }));
    expect(refused.statusCode).toBe(422);
    const message = t('booking.error.tooManyWithDoctor', { max: MAX_UPCOMING_BOOKINGS_PER_DOCTOR });
    expect(refused.json()).toEqual({ success: false, message });
    expect(message).toContain(String(MAX_UPCOMING_BOOKINGS_PER_DOCTOR));
    expect(await active(p.userId)).toHaveLength(MAX_UPCOMING_BOOKINGS_PER_DOCTOR);

    // Another doctor is still bookable; a cancelled booking frees its place.
    expect((await book(p.headers, bookingPayload({ doctor_id: spare[1], email: p.email, ...slot(0) }))).statusCode).toBe(200);
    const [first] = await active(p.userId);
    await ctx.database.db.update(appointments).set({ bookingStatus: 'cancelled' }).where(eq(appointments.id, first!.id));
    expect((await book(p.headers, bookingPayload({ doctor_id: first!.doctorId, email: p.email, ...slot(10) }))).statusCode).toBe(200);
  });

  it('counts only bookings that have not ended', async () => {
    const p = await patient(ctx.app, 'regular@limits.test');
    // Three past visits with the same doctor (ended before NOW) do not count.
    const past = new Date(NOW - 7 * 86_400_000);
    for (let i = 0; i < 3; i++) {
      const startsAt = new Date(past.getTime() + i * 3_600_000);
      await ctx.database.db.insert(appointments).values({
        doctorId: spare[2]!, patientId: p.userId, appointmentType: 'online', appointmentDate: '2029-12-31', appointmentTime: `${10 + i}:00`,
        duration: 30, timeZone: 'Asia/Dubai', startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000), bookingStatus: 'completed',
        name: 'Regular', email: p.email, phone: '501234567', description: 'Follow-up visit', consultationFees: 100,
      });
    }
    expect((await book(p.headers, bookingPayload({ doctor_id: spare[2], email: p.email, ...slot(0) }))).statusCode).toBe(200);
  });

  it(`refuses a ${MAX_UPCOMING_BOOKINGS + 1}th upcoming booking in all`, async () => {
    const p = await patient(ctx.app, 'busy@limits.test');
    // 3 + 3 + 3 + 1 bookings over the four spare doctors on Monday 2030-01-14.
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS; i++) {
      const doctorId = spare[Math.floor(i / MAX_UPCOMING_BOOKINGS_PER_DOCTOR)]!;
      const time = `${String(9 + (i % MAX_UPCOMING_BOOKINGS_PER_DOCTOR)).padStart(2, '0')}:00`;
      const ok = await book(p.headers, bookingPayload({ doctor_id: doctorId, email: p.email, appointment_date: '2030-01-14', appointment_time: time }));
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const refused = await book(p.headers, bookingPayload({ doctor_id: spare[3], email: p.email, appointment_date: '2030-01-14', appointment_time: '15:00' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ success: false, message: t('booking.error.tooManyUpcoming', { max: MAX_UPCOMING_BOOKINGS }) });
    expect(await active(p.userId)).toHaveLength(MAX_UPCOMING_BOOKINGS);
  });

  it('holds under parallel requests: 8 different slots with one doctor at once give exactly the limit', async () => {
    const p = await patient(ctx.app, 'parallel@limits.test');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => book(p.headers, bookingPayload({ doctor_id: spare[3], email: p.email, appointment_date: '2030-01-11', appointment_time: `${String(9 + i).padStart(2, '0')}:00` }))),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_UPCOMING_BOOKINGS_PER_DOCTOR);
    expect(codes.filter((c) => c === 422)).toHaveLength(8 - MAX_UPCOMING_BOOKINGS_PER_DOCTOR);
    expect((await active(p.userId)).filter((a) => a.doctorId === spare[3])).toHaveLength(MAX_UPCOMING_BOOKINGS_PER_DOCTOR);
  });

  it('is per patient: another patient books the same doctor freely', async () => {
    const p = await patient(ctx.app, 'other@limits.test');
    const response = await book(p.headers, bookingPayload({ doctor_id: spare[0], email: p.email, appointment_date: '2030-01-13', appointment_time: '09:00' }));
    expect(response.statusCode).toBe(200);
  });
});
