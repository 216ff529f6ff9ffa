/**
 * The doctor's 'Propose another time' (issue 19): the doctor proposes another free slot of the
 * same type from the booking list; the patient is told on every channel with a one-tap Accept
 * link and sees the proposal in My Bookings; Accept moves the booking through the reschedule
 * service (exclusion constraint, Idempotency-Key, .ics same UID higher SEQUENCE, reminders moved,
 * both told); Decline keeps it and tells the doctor. The proposed time is not held: Accept
 * re-checks it and answers 409 when someone took it meanwhile.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { rescheduleProposals } from '../../server/db/schema/proposals.ts';
import { bearer, signIn, testClock } from '../helpers/auth.ts';
import { t } from '../helpers/messages.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { NOW, WEDNESDAY, insertDoctor, type World } from './booking-fixtures.ts';
import { book, pendingJobs, phonePatient, sent, withBookingWorld } from './reminder-fixtures.ts';

const HOUR = 3_600_000;
const THURSDAY = '2030-01-10';
let ctx: TestApp;
let world: World;
let doctor: Record<string, string>;
let otherDoctor: Record<string, string>;
const clock = testClock(NOW);

withBookingWorld(clock, (setup) => ({ ctx, world } = setup));

beforeAll(async () => {
  doctor = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
  await insertDoctor(ctx.database, { firstName: 'zara', lastName: 'khan', timeZone: 'Asia/Dubai', verified: true, accountEmail: 'dr.zara@proposal.test' });
  otherDoctor = bearer((await signIn(ctx.app, { email: 'dr.zara@proposal.test', userType: 'doctor' })).token);
});

const propose = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/doctor/propose-time', headers, payload });
const answer = (headers: Record<string, string>, id: unknown, action: 'accept' | 'decline') =>
  ctx.app.inject({ method: 'POST', url: `/api/proposals/${String(id)}/${action}`, headers });
const rowOf = async (id: number) => (await ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const proposalRow = async (id: number) => (await ctx.database.db.select().from(rescheduleProposals).where(eq(rescheduleProposals.id, id)))[0]!;
const myUpcoming = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/my-appointments', headers, payload: { type: 'Upcoming' } })).json().data as Array<{ id: number; proposal?: { id: number } | null }>;
const doctorUpcoming = async () =>
  (await ctx.app.inject({ method: 'POST', url: '/api/doctor/my-appointments', headers: doctor, payload: { type: 'Upcoming', per_page: 50 } })).json().data as Array<{
    id: number;
    proposal?: { id: number; appointment_time: string } | null;
    can_propose?: boolean;
  }>;
/** The Accept link of the proposal's mail, as a token. */
const acceptTokenOf = (body: string) => decodeURIComponent(new URL(/one tap: (\S+)/.exec(body)![1]!).searchParams.get('token')!);

async function bookedPatient(email: string, time: string, date = WEDNESDAY) {
  const p = await phonePatient(ctx.database, email);
  const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: date, appointment_time: time, email: p.email });
  return { p, booking };
}

describe('propose another time', () => {
  it('the doctor proposes, the patient hears of it and accepts: the booking moves once, both are told', async () => {
    clock.set(NOW);
    const { p, booking } = await bookedPatient('accept@proposal.test', '09:00');
    expect((await doctorUpcoming()).find((item) => item.id === booking.id)).toMatchObject({ can_propose: true, proposal: null });
    const proposed = await propose({ ...doctor, 'idempotency-key': 'propose-1' }, { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '10:30' });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({ message: t('proposal.sent'), data: { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '10:30', status: 'open' } });
    const proposalId = proposed.json().data.id as number;
    // Open until the notice window of the earlier time (the booking's own, Wednesday 09:00 Dubai).
    expect(proposed.json().data.expires_at).toBe(new Date(Date.parse(booking.starts_at) - 2 * HOUR).toISOString());

    // Mail and SMS to the verified addresses, through the queue, with the one-tap Accept link.
    const [mail] = await sent(ctx.database, p.email, 'Dr. Amira Hassan proposes another time');
    expect(mail!.jobId).not.toBeNull();
    expect(mail!.body).toContain('Proposed: Thu, 10 Jan 2030 at 10:30 AM');
    expect((await sent(ctx.database, p.phone, 'Dr. Amira Hassan proposes another time'))[0]!.body).toContain('/appointment-link?token=');
    // Both lists show it.
    expect((await myUpcoming(p.headers)).find((item) => item.id === booking.id)?.proposal).toMatchObject({ id: proposalId });
    expect((await doctorUpcoming()).find((item) => item.id === booking.id)?.proposal).toMatchObject({ id: proposalId, appointment_time: '10:30' });
    // The time is not held: the doctor page still offers it.
    const slots = await ctx.app.inject({ method: 'POST', url: '/api/doctor-availability', payload: { doctor_id: world.dubai.doctorId, type: 'online', date: THURSDAY } });
    expect(slots.json().data.online_timeslots.find((slot: { time: string }) => slot.time === '10:30').isDisabled).toBe(false);

    const headers = { ...p.headers, 'idempotency-key': 'accept-1' };
    const [first, retry] = [await answer(headers, proposalId, 'accept'), await answer(headers, proposalId, 'accept')];
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: t('proposal.accepted'), data: { appointment: { id: booking.id, appointment_date: THURSDAY, appointment_time: '10:30' } } });
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const row = await rowOf(booking.id);
    expect(row.startsAt.toISOString()).toBe('2030-01-10T06:30:00.000Z');
    expect(row.icsSequence).toBe(1);
    expect((await pendingJobs(ctx.database, booking.id)).map((job) => (job.payload as { startsAt: string }).startsAt)).toEqual([
      '2030-01-10T06:30:00.000Z',
      '2030-01-10T06:30:00.000Z',
    ]);
    const [patientMail] = await sent(ctx.database, p.email, 'Appointment moved');
    const [doctorMail] = await sent(ctx.database, world.dubai.email, 'Appointment moved: Sara Ali on Thu, 10 Jan 2030');
    expect(doctorMail!.body).toContain('The patient accepted the time you proposed.');
    for (const sentMail of [patientMail!, doctorMail!]) {
      const ics = (sentMail.attachments as Array<{ content: string }>)[0]!.content;
      expect(ics).toContain(`UID:appointment-${booking.id}@medbook`);
      expect(ics).toContain('SEQUENCE:1');
    }
    expect((await proposalRow(proposalId)).status).toBe('accepted');
    expect((await myUpcoming(p.headers)).find((item) => item.id === booking.id)?.proposal).toBeNull();
    // Accepted once: a new try without the key says so, and the one-tap link no longer acts.
    const again = await answer(p.headers, proposalId, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t('proposal.alreadyAccepted'));
    const link = await ctx.app.inject({ method: 'POST', url: '/api/appointment-link/accept', payload: { token: acceptTokenOf(mail!.body), appointment_id: booking.id } });
    expect(link.statusCode).toBe(409);
  });

  it('the one-tap Accept link shows the proposed time and moves the booking once', async () => {
    clock.set(NOW);
    const { p, booking } = await bookedPatient('link@proposal.test', '09:30');
    const proposed = await propose(doctor, { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '11:00' });
    const [mail] = await sent(ctx.database, p.email, 'Dr. Amira Hassan proposes another time');
    const token = acceptTokenOf(mail!.body);
    const preview = await ctx.app.inject({ method: 'GET', url: '/api/appointment-link', query: { token } });
    expect(preview.json().data).toMatchObject({ action: 'accept', appointment: { id: booking.id, appointment_time: '09:30' }, proposal: { appointment_date: THURSDAY, appointment_time: '11:00' } });
    // Another booking's id with this token, and a forged token, act on nothing.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/appointment-link/accept', payload: { token, appointment_id: booking.id + 1 } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/appointment-link/accept', payload: { token: `${token}x`, appointment_id: booking.id } })).statusCode).toBe(400);
    const accepted = await ctx.app.inject({ method: 'POST', url: '/api/appointment-link/accept', payload: { token, appointment_id: booking.id } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.appointment).toMatchObject({ appointment_date: THURSDAY, appointment_time: '11:00' });
    expect((await proposalRow(proposed.json().data.id)).status).toBe('accepted');
    const twice = await ctx.app.inject({ method: 'POST', url: '/api/appointment-link/accept', payload: { token, appointment_id: booking.id } });
    expect(twice.statusCode).toBe(410);
    expect(twice.json().message).toBe(t('link.used'));
  });

  it('Decline keeps the booking and tells the doctor; a new proposal withdraws the old one', async () => {
    clock.set(NOW);
    const { p, booking } = await bookedPatient('decline@proposal.test', '10:00');
    const firstId = (await propose(doctor, { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '14:00' })).json().data.id as number;
    const secondId = (await propose(doctor, { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '14:30' })).json().data.id as number;
    expect((await proposalRow(firstId)).status).toBe('withdrawn');
    const stale = await answer(p.headers, firstId, 'accept');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(t('proposal.closed'));
    const declined = await answer(p.headers, secondId, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ message: t('proposal.declined'), data: { status: 'declined' } });
    expect((await rowOf(booking.id)).startsAt.toISOString()).toBe(booking.starts_at);
    const [told] = await sent(ctx.database, world.dubai.email, 'Proposed time declined');
    expect(told!.body).toContain('The booking stays on Wed, 9 Jan 2030 at 10:00 AM.');
    expect((await answer(p.headers, secondId, 'accept')).statusCode).toBe(409);
    expect((await doctorUpcoming()).find((item) => item.id === booking.id)?.proposal).toBeNull();
  });

  it('caps proposals: 3 per booking, 5 to one patient in 24 hours; past a cap a 429 that says so, and nothing is stored or sent', async () => {
    clock.set(NOW);
    // Next Monday, out of the other tests' way.
    const NEXT_MONDAY = '2030-01-14';
    const { p, booking } = await bookedPatient('caps@proposal.test', '09:00', NEXT_MONDAY);
    const second = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: NEXT_MONDAY, appointment_time: '09:30', email: p.email });
    const to = (id: number, time: string, headers = doctor) => propose(headers, { appointment_id: id, appointment_date: NEXT_MONDAY, appointment_time: time });
    for (const time of ['14:00', '14:30', '15:00']) expect((await to(booking.id, time)).statusCode).toBe(200);
    const fourth = await to(booking.id, '15:30');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(t('proposal.tooManyForBooking', { max: 3 }));
    expect((await to(booking.id, '15:30', { ...doctor, 'accept-language': 'ar' })).json().message).toContain('لقد اقترحت بالفعل 3');
    for (const time of ['15:30', '16:00']) expect((await to(second.id, time)).statusCode).toBe(200);
    const sixth = await to(second.id, '10:00');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(t('proposal.tooManyToday', { max: 5 }));
    // A refused proposal is rolled back with the messages it would have queued (one transaction).
    const rows = await ctx.database.db.select().from(rescheduleProposals).where(eq(rescheduleProposals.patientId, p.userId));
    expect(rows).toHaveLength(5);
    // A day later the patient may hear of one more time for the second booking.
    clock.set(NOW + 25 * HOUR);
    expect((await to(second.id, '10:00')).statusCode).toBe(200);
    clock.set(NOW);
  });

  it('a visitor, a patient, another doctor cannot propose; another patient and a doctor cannot answer; bad input is a 400', async () => {
    clock.set(NOW);
    const { p, booking } = await bookedPatient('guard@proposal.test', '10:30');
    const payload = { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '15:00' };
    expect((await propose({}, payload)).statusCode).toBe(401);
    expect((await propose(p.headers, payload)).statusCode).toBe(403);
    expect((await propose(otherDoctor, payload)).statusCode).toBe(404);
    for (const bad of [
      { ...payload, appointment_date: '2030-02-30' },
      { ...payload, appointment_time: '25:00' },
      { ...payload, appointment_id: 2 ** 31 },
      { ...payload, appointment_id: -1 },
      { ...payload, appointment_date: '<script>alert(1)</script>' },
      { ...payload, appointment_time: 'x'.repeat(10_000) },
      { appointment_id: booking.id },
    ]) {
      expect((await propose(doctor, bad)).statusCode).toBe(400);
    }
    const offGrid = await propose(doctor, { ...payload, appointment_time: '15:10' });
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().message).toBe(t('booking.error.timeNotOffered'));
    const same = await propose(doctor, { ...payload, appointment_date: WEDNESDAY, appointment_time: '10:30' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(t('proposal.sameTime'));
    // A time another patient holds is not proposed.
    const { booking: taken } = await bookedPatient('guard-taken@proposal.test', '15:30', THURSDAY);
    const busy = await propose(doctor, { ...payload, appointment_time: taken.appointment_time });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(t('booking.error.slotTaken'));
    expect(await ctx.database.db.select().from(rescheduleProposals).where(eq(rescheduleProposals.appointmentId, booking.id))).toHaveLength(0);

    const proposalId = (await propose(doctor, payload)).json().data.id as number;
    const stranger = await phonePatient(ctx.database, 'guard-stranger@proposal.test');
    for (const action of ['accept', 'decline'] as const) {
      expect((await answer({}, proposalId, action)).statusCode).toBe(401);
      expect((await answer(doctor, proposalId, action)).statusCode).toBe(403);
      expect((await answer(stranger.headers, proposalId, action)).statusCode).toBe(404);
      for (const badId of ['abc', '0', String(2 ** 31), '<script>']) expect((await answer(p.headers, badId, action)).statusCode).toBe(400);
    }
    expect((await proposalRow(proposalId)).status).toBe('open');
    expect((await rowOf(booking.id)).startsAt.toISOString()).toBe(booking.starts_at);
  });

  it('the patient moving the booking themselves voids the open proposal, even after moving back', async () => {
    clock.set(NOW);
    const { p, booking } = await bookedPatient('self-move@proposal.test', '14:00');
    const proposalId = (await propose(doctor, { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '16:00' })).json().data.id as number;
    const move = (date: string, time: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/reschedule-appointment', headers: p.headers, payload: { appointment_id: booking.id, appointment_date: date, appointment_time: time } });
    expect((await move(THURSDAY, '09:00')).statusCode).toBe(200);
    expect((await move(WEDNESDAY, '14:00')).statusCode).toBe(200);
    expect((await proposalRow(proposalId)).status).toBe('withdrawn');
    expect((await answer(p.headers, proposalId, 'accept')).statusCode).toBe(409);
    expect((await myUpcoming(p.headers)).find((item) => item.id === booking.id)?.proposal).toBeNull();
  });

  it('closes at the notice window: no proposal within it, and an open one lapses (410)', async () => {
    clock.set(NOW);
    const { p, booking } = await bookedPatient('late@proposal.test', '11:00');
    const proposalId = (await propose(doctor, { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '16:00' })).json().data.id as number;
    clock.set(Date.parse(booking.starts_at) - 2 * HOUR);
    const late = await propose(doctor, { appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '16:30' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(t('proposal.tooLate', { hours: 2 }));
    const lapsed = await answer(p.headers, proposalId, 'accept');
    expect(lapsed.statusCode).toBe(410);
    expect(lapsed.json().message).toBe(t('proposal.expired'));
    expect((await myUpcoming(p.headers)).find((item) => item.id === booking.id)?.proposal).toBeNull();
    expect((await rowOf(booking.id)).startsAt.toISOString()).toBe(booking.starts_at);
  });

  it('the proposed time taken meanwhile: Accept answers 409 and the booking stays; parallel accepts move once', async () => {
    clock.set(NOW);
    const { p, booking } = await bookedPatient('race@proposal.test', '11:30');
    const proposalId = (await propose(doctor, { appointment_id: booking.id, appointment_date: '2030-01-11', appointment_time: '09:00' })).json().data.id as number;
    await bookedPatient('race-winner@proposal.test', '09:00', '2030-01-11');
    const lost = await answer(p.headers, proposalId, 'accept');
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe(t('proposal.slotTaken'));
    const row = await rowOf(booking.id);
    expect(row.startsAt.toISOString()).toBe(booking.starts_at);
    expect(row.icsSequence).toBe(0);
    expect((await proposalRow(proposalId)).status).toBe('open');

    // Ten taps at once on a fresh proposal (no key): one moves the booking, the others are told it is done.
    const freshId = (await propose(doctor, { appointment_id: booking.id, appointment_date: '2030-01-11', appointment_time: '09:30' })).json().data.id as number;
    const taps = await Promise.all(Array.from({ length: 10 }, () => answer(p.headers, freshId, 'accept')));
    const codes = taps.map((tap) => tap.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    const moved = await rowOf(booking.id);
    expect(moved.appointmentTime.slice(0, 5)).toBe('09:30');
    expect(moved.icsSequence).toBe(1);
    expect(await sent(ctx.database, p.email, 'Appointment moved')).toHaveLength(1);
  });
});
