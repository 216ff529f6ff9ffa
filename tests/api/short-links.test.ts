/**
 * A reminder SMS's short link (issue 42): /l/<code> on our own domain opens the one-tap choices of
 * its booking in the message's language; each choice is still its own single-use signed link.
 * Hostile codes, expired and unknown codes, and the logs.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shortLinks } from '../../server/db/schema/jobs.ts';
import { newShortCode } from '../../server/services/reminders/short-links.ts';
import { testClock } from '../helpers/auth.ts';
import { t } from '../helpers/messages.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { NOW, WEDNESDAY, type World } from './booking-fixtures.ts';
import { book, phonePatient, runJobs, sent, withBookingWorld } from './reminder-fixtures.ts';

const HOUR = 3_600_000;
let ctx: TestApp;
let world: World;
const clock = testClock(NOW);
withBookingWorld(clock, (setup) => ({ ctx, world } = setup));

async function remindedBooking(email: string, time: string) {
  clock.set(NOW);
  const p = await phonePatient(ctx.database, email);
  const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: time, email: p.email });
  clock.set(Date.parse(booking.starts_at) - 24 * HOUR);
  await runJobs(ctx.app);
  const [sms] = (await sent(ctx.database, p.phone, '')).filter((row) => row.channel === 'sms');
  const code = /\/l\/([A-Za-z0-9]{10})$/.exec(sms!.body)![1]!;
  return { p, booking, code };
}

const choices = (code: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/appointment-link/choices?code=${encodeURIComponent(code)}`, headers });

describe('short links in reminder SMS', () => {
  it('open the booking with its working one-tap links, each usable once, without signing in', async () => {
    const { booking, code } = await remindedBooking('short-open@links.test', '09:00');
    const redirect = await ctx.app.inject({ method: 'GET', url: `/l/${code}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/appointment-link?code=${code}`);
    expect(redirect.headers['cache-control']).toBe('no-store');
    expect(redirect.headers['referrer-policy']).toBe('no-referrer');

    const first = await choices(code);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const data = first.json().data;
    expect(data.appointment).toMatchObject({ id: booking.id, doctor_name: 'Dr. Amira Hassan', appointment_type: 'online' });
    expect(data.links.map((link: { action: string }) => link.action)).toEqual(['confirm', 'reschedule', 'cancel']);
    expect(data.video_path).toMatch(/^\/consult\/[0-9a-f]{32}$/);
    expect(data.directions_url).toBeNull();

    // Confirm through its own token: the short link then offers only what still works.
    const confirm = data.links.find((link: { action: string }) => link.action === 'confirm').token;
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/appointment-link/confirm', payload: { token: confirm, appointment_id: booking.id } });
    expect(confirmed.statusCode).toBe(200);
    const after = (await choices(code)).json().data;
    expect(after.links.map((link: { action: string }) => link.action)).toEqual(['reschedule', 'cancel']);
    expect(after.appointment.patient_confirmed).toBe(true);
  });

  it('say plainly when the booking is cancelled, or the link is past the start or unknown; change nothing', async () => {
    const { p, booking, code } = await remindedBooking('short-gone@links.test', '09:30');
    const cancel = await ctx.app.inject({
      method: 'POST', url: '/api/change-appointment-status', headers: p.headers,
      payload: { appointment_id: booking.id, booking_status: 'cancelled', cancel_reason: 'Other', cancel_description: 'Travelling' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await choices(code, { 'accept-language': 'ar' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(t('link.notActive', {}, 'ar'));

    const later = await remindedBooking('short-late@links.test', '10:00');
    clock.set(Date.parse(later.booking.starts_at) + 1000);
    const expired = await choices(later.code, { 'accept-language': 'hi' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(t('link.expired', {}, 'hi'));
    const unknown = await choices(newShortCode());
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().message).toBe(t('link.expired'));
  });

  it('refuse hostile codes with a translated message; the redirect never leaves the site', async () => {
    const hostile = ['', 'short', 'ABCDEFGHIJK', '<script>x</script>', '..%2F..%2Fadmin', '%00%00%00%00%00', 'a'.repeat(5000), 'ÄÄÄÄÄÄÄÄÄÄ', 'abcdefghi\n', '//evil.com'];
    for (const code of hostile) {
      const response = await choices(code, { 'accept-language': 'ar' });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().message, code).toBe(t('link.invalid', {}, 'ar'));
    }
    for (const path of ['/l/%2F%2Fevil.com', '/l/..%2F..%2Fapi%2Fhome', '/l/<script>', `/l/${'A'.repeat(400)}`, '/l/ABCDEFGHIJ%0d%0aSet-Cookie:x=1']) {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      // A redirect goes only to the page's own "not valid" answer; a path too long for the router gets the site's not-found page.
      if (response.statusCode === 302) expect(response.headers.location, path).toBe('/appointment-link?code=invalid');
      else expect(response.headers.location, path).toBeUndefined();
      expect(response.headers['set-cookie'], path).toBeUndefined();
    }
    const rows = await ctx.database.db.select().from(shortLinks);
    expect(rows.every((row) => /^[A-Za-z0-9]{10}$/.test(row.code))).toBe(true);
  });

  it('are stored only when an SMS or WhatsApp message carries one: a patient reached by mail alone gets the full links', async () => {
    clock.set(NOW);
    const p = await phonePatient(ctx.database, 'short-mail-only@links.test', { smsReminders: false, whatsappReminders: false });
    const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '10:30', email: p.email });
    clock.set(Date.parse(booking.starts_at) - 24 * HOUR);
    await runJobs(ctx.app);
    const [mail] = await sent(ctx.database, p.email, 'Reminder');
    expect(mail!.body).toContain('/appointment-link?token=');
    expect((await sent(ctx.database, p.phone, '')).filter((row) => row.subject.startsWith('Reminder'))).toHaveLength(0);
    expect(await ctx.database.db.select().from(shortLinks).where(eq(shortLinks.appointmentId, booking.id))).toHaveLength(0);
  });

  it('codes are 10 base62 characters, drawn fresh each time', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newShortCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
  });
});
