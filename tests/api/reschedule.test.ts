/**
 * Reschedule from My Bookings (issue 19): the booking moves atomically to another free slot of
 * the same doctor and type, its reminders move with it, both sides are told with the calendar
 * file's same UID at a higher SEQUENCE, a retry with the Idempotency-Key changes nothing more,
 * and 20 patients racing into one slot: one wins, the others keep their bookings untouched.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { t } from '../helpers/messages.ts';
import { bearer, seedDoctor, signIn, testClock } from '../helpers/auth.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { NOW, WEDNESDAY, type World } from './booking-fixtures.ts';
import { book, pendingJobs, phonePatient, runJobs, sent, withBookingWorld } from './reminder-fixtures.ts';

const HOUR = 3_600_000;
const THURSDAY = '2030-01-10';
const RACERS = 20;
let ctx: TestApp;
let world: World;
const clock = testClock(NOW);

withBookingWorld(clock, (setup) => ({ ctx, world } = setup));

const move = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/reschedule-appointment', headers, payload });
const rowOf = async (id: number) => (await ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe('reschedule', () => {
  it('moves the booking, its reminders and the calendar entry, and tells both sides; a retry changes nothing more', async () => {
    clock.set(NOW);
    const p = await phonePatient(ctx.database, 'move@reschedule.test');
    const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '09:00', email: p.email });
    const headers = { ...p.headers, 'idempotency-key': 'move-once-1' };
    const payload = { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '10:30' };
    const [first, retry] = [await move(headers, payload), await move(headers, payload)];
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: t('reschedule.done'), data: { changed: true, appointment: { id: booking.id, appointment_date: THURSDAY, appointment_time: '10:30' } } });
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');

    const row = await rowOf(booking.id);
    expect(row.startsAt.toISOString()).toBe('2030-01-10T06:30:00.000Z');
    expect(row.icsSequence).toBe(1);
    const reminders = await pendingJobs(ctx.database, booking.id);
    expect(reminders.map((job) => (job.payload as { startsAt: string }).startsAt)).toEqual(['2030-01-10T06:30:00.000Z', '2030-01-10T06:30:00.000Z']);

    const [patientMail] = await sent(ctx.database, p.email, 'Appointment moved');
    const [doctorMail] = await sent(ctx.database, world.dubai.email, 'Appointment moved');
    expect(patientMail!.body).toContain('Was: Wed, 9 Jan 2030 at 9:00 AM');
    expect(doctorMail!.subject).toBe('Appointment moved: Sara Ali on Thu, 10 Jan 2030 at 10:30 AM');
    for (const mail of [patientMail!, doctorMail!]) {
      const ics = (mail.attachments as Array<{ content: string }>)[0]!.content;
      expect(ics).toContain(`UID:appointment-${booking.id}@medbook`);
      expect(ics).toContain('SEQUENCE:1');
    }
    expect(await sent(ctx.database, p.email, 'Appointment moved')).toHaveLength(1);
    const calendar = await ctx.app.inject({ method: 'GET', url: `/api/appointments/${booking.id}/calendar.ics`, headers: p.headers });
    expect(calendar.body).toContain('SEQUENCE:1');

    // The old time is free again; the reminders come at the new time only.
    const again = await phonePatient(ctx.database, 'move-taker@reschedule.test');
    await book(ctx.app, again.headers, { doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '09:00', email: again.email });
    clock.set(Date.parse('2030-01-09T05:00:00Z'));
    await runJobs(ctx.app);
    expect(await sent(ctx.database, p.email, 'Reminder')).toHaveLength(0);
    clock.set(Date.parse('2030-01-09T06:30:00Z'));
    await runJobs(ctx.app);
    expect(await sent(ctx.database, p.email, 'Reminder')).toHaveLength(1);
  });

  it('another patient, a doctor and a visitor cannot move it; bad input answers 400', async () => {
    clock.set(NOW);
    const p = await phonePatient(ctx.database, 'guard@reschedule.test');
    const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '09:30', email: p.email });
    const payload = { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '11:00' };
    const stranger = await phonePatient(ctx.database, 'stranger@reschedule.test');
    expect((await move(stranger.headers, payload)).statusCode).toBe(404);
    await seedDoctor(ctx.database, { email: 'doc@reschedule.test' });
    const doctor = await signIn(ctx.app, { email: 'doc@reschedule.test', userType: 'doctor' });
    expect((await move(bearer(doctor.token), payload)).statusCode).toBe(403);
    expect((await move({}, payload)).statusCode).toBe(401);
    for (const bad of [
      { ...payload, appointment_date: '2030-02-30' },
      { ...payload, appointment_time: '25:00' },
      { ...payload, appointment_id: 2 ** 31 },
      { ...payload, appointment_date: '<script>alert(1)</script>' },
      { ...payload, appointment_time: 'x'.repeat(10_000) },
    ]) {
      expect((await move(p.headers, bad)).statusCode).toBe(400);
    }
    // A time the doctor does not offer, and a day outside the horizon, say so.
    const offGrid = await move(p.headers, { ...payload, appointment_time: '11:10' });
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().message).toBe(t('booking.error.timeNotOffered'));
    expect((await rowOf(booking.id)).startsAt.toISOString()).toBe(booking.starts_at);
  });

  it('closes 2 hours before the start, for moving and for the patient\'s cancel alike', async () => {
    clock.set(NOW);
    const p = await phonePatient(ctx.database, 'late@reschedule.test');
    const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '10:00', email: p.email });
    clock.set(Date.parse(booking.starts_at) - 2 * HOUR);
    const late = await move(p.headers, { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '11:30' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(t('reschedule.tooLate', { hours: 2 }));
    const cancel = await ctx.app.inject({
      method: 'POST', url: '/api/change-appointment-status', headers: p.headers,
      payload: { appointment_id: booking.id, booking_status: 'cancelled', cancel_reason: 'Other', cancel_description: 'late' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(t('cancel.tooLate', { hours: 2 }));
    expect((await rowOf(booking.id)).bookingStatus).toBe('confirmed');
  });

  it(`${RACERS} parallel reschedules into one slot: one wins, the others keep their bookings`, async () => {
    clock.set(NOW);
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30'];
    const racers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => phonePatient(ctx.database, `racer-${i}@reschedule.test`)),
    );
    const bookings: Array<Awaited<ReturnType<typeof book>>> = [];
    for (const [i, racer] of racers.entries()) {
      bookings.push(await book(ctx.app, racer.headers, {
        doctor_id: world.dubai.doctorId, appointment_date: i < 10 ? '2030-01-15' : '2030-01-17', appointment_time: times[i % 10], email: racer.email,
      }));
    }
    // A time no one holds: all twenty want it at once.
    const target = { appointment_date: '2030-01-18', appointment_time: '11:00' };
    const responses = await Promise.all(racers.map((racer, i) => move(racer.headers, { appointment_id: bookings[i]!.id, ...target })));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(RACERS - 1);
    const winner = codes.indexOf(200);
    for (const [i, booking] of bookings.entries()) {
      const row = await rowOf(booking.id);
      if (i === winner) {
        expect(row.appointmentDate).toBe(target.appointment_date);
        continue;
      }
      expect(responses[i]!.json().message).toBe(t('booking.error.slotTaken'));
      expect(row.startsAt.toISOString()).toBe(booking.starts_at);
      expect(row.icsSequence).toBe(0);
      expect((await pendingJobs(ctx.database, booking.id)).every((job) => (job.payload as { startsAt: string }).startsAt === booking.starts_at)).toBe(true);
    }
  });
});
