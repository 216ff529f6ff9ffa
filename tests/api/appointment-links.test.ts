/**
 * One-tap links of a reminder (issue 19): valid, used, expired, wrong booking, wrong action,
 * forged, superseded by a move; Confirm shows on the doctor's booking list; Cancel asks for the
 * reason; Reschedule moves the booking. No session is needed, and none changes what a link may do.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { linkKeyOf, signLinkToken } from '../../server/services/reminders/link-tokens.ts';
import { t } from '../helpers/messages.ts';
import { bearer, signIn, testClock } from '../helpers/auth.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { NOW, WEDNESDAY, type World } from './booking-fixtures.ts';
import { book, linksOf, phonePatient, runJobs, sent, withBookingWorld } from './reminder-fixtures.ts';

const HOUR = 3_600_000;
const THURSDAY = '2030-01-10';
let ctx: TestApp;
let world: World;
const clock = testClock(NOW);

withBookingWorld(clock, (setup) => ({ ctx, world } = setup));

const get = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/appointment-link', query: { token } });
const post = (action: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/appointment-link/${action}`, payload, headers });
const rowOf = async (id: number) => (await ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

/** Books `time` on `date` and returns the links of its 24-hour reminder. */
async function bookedWithLinks(email: string, date: string, time: string) {
  clock.set(NOW);
  const p = await phonePatient(ctx.database, email);
  const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: date, appointment_time: time, email });
  clock.set(Date.parse(booking.starts_at) - 24 * HOUR);
  await runJobs(ctx.app);
  const [mail] = await sent(ctx.database, email, 'Reminder');
  return { p, booking, links: linksOf(mail!.body) };
}

describe('one-tap links', () => {
  it('a valid link shows its booking without signing in; Confirm works once and shows on the doctor\'s list', async () => {
    const { booking, links } = await bookedWithLinks('links-confirm@links.test', WEDNESDAY, '09:00');
    const preview = await get(links.confirm!);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      action: 'confirm',
      appointment: { id: booking.id, doctor_name: 'Dr. Amira Hassan', appointment_date: WEDNESDAY, appointment_time: '09:00', patient_confirmed: false },
    });

    const confirmed = await post('confirm', { token: links.confirm, appointment_id: booking.id });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, message: t('link.confirmed'), data: { appointment: { patient_confirmed: true } } });
    const again = await post('confirm', { token: links.confirm, appointment_id: booking.id });
    expect(again.statusCode).toBe(410);
    // Pressed twice, it says the booking is confirmed rather than "used" (issue 42).
    expect(again.json()).toEqual({ success: false, message: t('link.alreadyConfirmed') });
    expect((await get(links.confirm!)).json().message).toBe(t('link.alreadyConfirmed'));

    const doctor = await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' });
    const list = await ctx.app.inject({ method: 'POST', url: '/api/doctor/my-appointments', headers: bearer(doctor.token), payload: {} });
    const item = (list.json().data as Array<{ id: number; patient_confirmed_at: string | null }>).find((row) => row.id === booking.id);
    expect(item?.patient_confirmed_at).toBe(new Date(clock.now()).toISOString());
  });

  it('a link opens only its own booking and action', async () => {
    const first = await bookedWithLinks('links-own-a@links.test', WEDNESDAY, '09:30');
    const second = await bookedWithLinks('links-own-b@links.test', WEDNESDAY, '10:00');
    const wrongBooking = await post('confirm', { token: first.links.confirm, appointment_id: second.booking.id });
    expect(wrongBooking.statusCode).toBe(403);
    expect(wrongBooking.json().message).toBe(t('link.wrongBooking'));
    const wrongAction = await post('cancel', { token: first.links.confirm, appointment_id: first.booking.id, cancel_reason: 'Other', cancel_description: 'x' });
    expect(wrongAction.statusCode).toBe(403);
    expect((await rowOf(first.booking.id)).bookingStatus).toBe('confirmed');
    expect((await rowOf(second.booking.id)).patientConfirmedAt).toBeNull();
  });

  it('forged, edited, junk and oversized tokens say the link is not valid, and change nothing', async () => {
    const { booking, links } = await bookedWithLinks('links-forged@links.test', WEDNESDAY, '10:30');
    const forged = signLinkToken(linkKeyOf(Buffer.from('not the server key')), {
      appointmentId: booking.id, action: 'cancel', startsAt: Date.parse(booking.starts_at), expiresAt: Date.parse(booking.starts_at),
    });
    const [v, body, sig] = links.confirm!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const edited = `${v}.${Buffer.from(JSON.stringify({ ...claims, a: 'cancel' })).toString('base64url')}.${sig}`;
    for (const token of [forged, edited, 'v1.abc.def', '<script>alert(1)</script>']) {
      const response = await post('cancel', { token, appointment_id: booking.id, cancel_reason: 'Other', cancel_description: 'forged' });
      expect(response.statusCode, token).toBe(400);
      expect(response.json().message).toBe(t('link.invalid'));
      expect((await get(token)).statusCode).toBe(400);
    }
    expect((await get('x'.repeat(401))).statusCode).toBe(400);
    expect((await post('confirm', { token: links.confirm, appointment_id: 2 ** 31 })).statusCode).toBe(400);
    expect((await rowOf(booking.id)).bookingStatus).toBe('confirmed');
  });

  it('an expired link says so', async () => {
    const { booking, links } = await bookedWithLinks('links-expired@links.test', WEDNESDAY, '11:00');
    // Cancel and reschedule links end with the notice window, 2 hours before the start.
    clock.set(Date.parse(booking.starts_at) - 2 * HOUR);
    const response = await post('cancel', { token: links.cancel, appointment_id: booking.id, cancel_reason: 'Other', cancel_description: 'too late' });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(t('link.expired'));
    expect((await get(links.reschedule!)).json().message).toBe(t('link.expired'));
    // Confirm stays good until the start.
    expect((await post('confirm', { token: links.confirm, appointment_id: booking.id })).statusCode).toBe(200);
    clock.set(Date.parse(booking.starts_at));
    expect((await rowOf(booking.id)).bookingStatus).toBe('confirmed');
  });

  it('Cancel by link asks for the reason, cancels once and tells the doctor', async () => {
    const { booking, links } = await bookedWithLinks('links-cancel@links.test', WEDNESDAY, '11:30');
    const noReason = await post('cancel', { token: links.cancel, appointment_id: booking.id, cancel_reason: '', cancel_description: '' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors).sort()).toEqual(['cancel_description', 'cancel_reason']);
    const before = (await sent(ctx.database, world.dubai.email, 'Appointment cancelled')).length;
    const done = await post('cancel', {
      token: links.cancel, appointment_id: booking.id, cancel_reason: 'Feeling better', cancel_description: '<script>alert(1)</script>',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.appointment.booking_status).toBe('cancelled');
    const row = await rowOf(booking.id);
    expect(row).toMatchObject({ bookingStatus: 'cancelled', cancelledBy: 'user', cancelReason: 'Feeling better', cancelDescription: '<script>alert(1)</script>' });
    expect(await sent(ctx.database, world.dubai.email, 'Appointment cancelled')).toHaveLength(before + 1);
    // The patient gets a receipt that takes the event out of their calendar (issue 42).
    const [receipt] = await sent(ctx.database, 'links-cancel@links.test', 'Cancelled: your appointment');
    expect((receipt!.attachments as { content: string }[])[0]!.content).toContain('METHOD:CANCEL');
    const again = await post('cancel', { token: links.cancel, appointment_id: booking.id, cancel_reason: 'Other', cancel_description: 'again' });
    expect(again.statusCode).toBe(410);
  });

  it('Reschedule by link moves the booking; the old links then say it moved; a taken time leaves it and the link as they were', async () => {
    const { booking, links } = await bookedWithLinks('links-move@links.test', WEDNESDAY, '14:00');
    const other = await phonePatient(ctx.database, 'links-move-other@links.test');
    clock.set(NOW);
    await book(ctx.app, other.headers, { doctor_id: world.dubai.doctorId, appointment_date: THURSDAY, appointment_time: '14:00', email: other.email });
    clock.set(Date.parse(booking.starts_at) - 24 * HOUR);
    const taken = await post('reschedule', { token: links.reschedule, appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '14:00' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(t('booking.error.slotTaken'));
    expect((await rowOf(booking.id)).startsAt.toISOString()).toBe(booking.starts_at);

    const moved = await post('reschedule', { token: links.reschedule, appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '14:30' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.appointment).toMatchObject({ appointment_date: THURSDAY, appointment_time: '14:30' });
    expect((await post('reschedule', { token: links.reschedule, appointment_id: booking.id, appointment_date: THURSDAY, appointment_time: '15:00' })).statusCode).toBe(410);
    const stale = await post('confirm', { token: links.confirm, appointment_id: booking.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(t('link.moved'));
  });
});
