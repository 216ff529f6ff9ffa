/**
 * Reminders (issue 19), driven by the test clock: 24 h and 2 h before the start, exactly once
 * each on every channel, none after a cancel, only the future ones for a booking made late, the
 * patient's SMS/WhatsApp choices, the doctor's morning summary, and REMINDERS=off.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/users.ts';
import { testClock } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, WEDNESDAY, type World } from './booking-fixtures.ts';
import { formData } from './account-fixtures.ts';
import { book, linksOf, pendingJobs, phonePatient, runJobs, sent, withBookingWorld } from './reminder-fixtures.ts';

const HOUR = 3_600_000;
const NEXT_MONDAY = '2030-01-14';
let ctx: TestApp;
let world: World;
const clock = testClock(NOW);

withBookingWorld(clock, (setup) => ({ ctx, world } = setup));
beforeEach(() => clock.set(NOW));

describe('reminders', () => {
  it('go out 24 h and 2 h before, exactly once each, by email, SMS and WhatsApp', async () => {
    const p = await phonePatient(ctx.database, 'remind-once@reminders.test');
    // Wednesday 11:00 Dubai = 07:00 UTC.
    const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '11:00', email: p.email });
    const start = Date.parse(booking.starts_at);
    expect(await sent(ctx.database, p.email, 'Appointment confirmed')).toHaveLength(1);
    expect(await pendingJobs(ctx.database, booking.id)).toHaveLength(2);

    clock.set(start - 24 * HOUR - 1000);
    await runJobs(ctx.app);
    expect(await sent(ctx.database, p.email, 'Reminder')).toHaveLength(0);

    clock.set(start - 24 * HOUR);
    await runJobs(ctx.app);
    await runJobs(ctx.app);
    const [mail] = await sent(ctx.database, p.email, 'Reminder');
    expect(await sent(ctx.database, p.email, 'Reminder')).toHaveLength(1);
    expect(mail!.subject).toBe('Reminder: Dr. Amira Hassan on Wed, 9 Jan 2030 at 11:00 AM');
    expect(mail!.body).toContain('Virtual consultation with Dr. Amira Hassan');
    expect(mail!.body).toMatch(/Join the video consultation: http:\/\/\S+\/consult\/[0-9a-f]{32}/);
    expect(Object.keys(linksOf(mail!.body)).sort()).toEqual(['cancel', 'confirm', 'reschedule']);
    const sms = await sent(ctx.database, p.phone, 'Reminder');
    expect(sms.map((row) => row.channel).sort()).toEqual(['sms', 'whatsapp']);
    // SMS and WhatsApp carry one short link on our own domain, not the mail's five long ones (issue 42).
    expect(sms[0]!.body).toMatch(/^MedBook reminder: Dr\. Amira Hassan, Wed, 9 Jan 2030 11:00 AM \(.+\), Virtual consultation\. Confirm, reschedule or cancel: http:\/\/\S+\/l\/[A-Za-z0-9]{10}$/);
    expect(sms[0]!.body.match(/https?:\/\//g)).toHaveLength(1);
    expect(sms[0]!.body.length).toBeLessThanOrEqual(160);

    clock.set(start - 2 * HOUR);
    await Promise.all([runJobs(ctx.app), runJobs(ctx.app)]);
    const mails = await sent(ctx.database, p.email, 'Reminder');
    expect(mails).toHaveLength(2);
    // Two hours before, moving and cancelling have closed: the last reminder only confirms.
    expect(Object.keys(linksOf(mails[1]!.body))).toEqual(['confirm']);
    expect(mails[1]!.body).toContain('too late to move or cancel');
    expect((await sent(ctx.database, p.phone, 'Reminder'))[2]!.body).toMatch(/Confirm you are coming: http:\/\/\S+\/l\/[A-Za-z0-9]{10}$/);
    expect(await sent(ctx.database, p.phone, 'Reminder')).toHaveLength(4);
    expect(await pendingJobs(ctx.database, booking.id)).toHaveLength(0);
  });

  it("an Arabic or Hindi account's reminder links open in its language: the one-tap page and the video room (issue 42)", async () => {
    for (const locale of ['ar', 'hi'] as const) {
      const p = await phonePatient(ctx.database, `remind-${locale}@reminders.test`);
      await ctx.database.db.update(users).set({ locale }).where(eq(users.id, p.userId));
      const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: locale === 'ar' ? '10:00' : '10:30', email: p.email });
      clock.set(Date.parse(booking.starts_at) - 24 * HOUR);
      await runJobs(ctx.app);
      const messages = [...(await sent(ctx.database, p.email, '')), ...(await sent(ctx.database, p.phone, ''))].filter((row) => row.body.includes('appointment-link'));
      expect(messages.length, locale).toBeGreaterThanOrEqual(1);
      // The SMS's short link opens the one-tap page in the account's language too.
      const sms = (await sent(ctx.database, p.phone, '')).filter((row) => row.channel === 'sms' && row.body.includes('/l/'));
      expect(sms.length, locale).toBeGreaterThanOrEqual(1);
      for (const message of sms) {
        const short = new URL(message.body.match(/https?:\/\/\S+\/l\/[A-Za-z0-9]{10}/)![0]);
        const opened = await ctx.app.inject({ method: 'GET', url: short.pathname });
        expect(opened.statusCode).toBe(302);
        expect(opened.headers.location).toBe(`/${locale}/appointment-link?code=${short.pathname.slice(3)}`);
      }
      for (const message of messages) {
        const links = message.body.match(/https?:\/\/\S+/g) ?? [];
        const ours = links.filter((link) => /\/(appointment-link|consult)\b/.test(link));
        expect(ours.length).toBeGreaterThan(0);
        for (const link of ours) expect(new URL(link).pathname, `${message.channel}: ${link}`).toMatch(new RegExp(`^/${locale}/(appointment-link|consult/)`));
      }
      clock.set(NOW);
    }
  });

  it('none after a cancel; its pending reminders are dropped with it', async () => {
    const p = await phonePatient(ctx.database, 'remind-cancel@reminders.test');
    const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '09:00', email: p.email });
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-appointment-status',
      headers: p.headers,
      payload: { appointment_id: booking.id, booking_status: 'cancelled', cancel_reason: 'Feeling better', cancel_description: 'No longer needed' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await pendingJobs(ctx.database, booking.id)).toHaveLength(0);
    clock.set(Date.parse(booking.starts_at) - HOUR);
    await runJobs(ctx.app);
    expect(await sent(ctx.database, p.email, 'Reminder')).toHaveLength(0);
    expect(await sent(ctx.database, p.phone, 'Reminder')).toHaveLength(0);
    // The doctor heard of the cancel through the queue, once.
    expect((await sent(ctx.database, world.dubai.email, 'Appointment cancelled')).length).toBeGreaterThanOrEqual(1);
  });

  it('a booking made less than 24 h ahead gets only the 2-hour reminder', async () => {
    const p = await phonePatient(ctx.database, 'remind-late@reminders.test');
    // Monday 10:00 Dubai; book 15:00 the same day (5 h ahead).
    const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: '2030-01-07', appointment_time: '15:00', email: p.email });
    const reminders = await pendingJobs(ctx.database, booking.id);
    expect(reminders.map((job) => (job.payload as { hours: number }).hours)).toEqual([2]);
    clock.set(Date.parse(booking.starts_at) - 2 * HOUR);
    await runJobs(ctx.app);
    expect(await sent(ctx.database, p.email, 'Reminder')).toHaveLength(1);
  });

  it('SMS and WhatsApp reminders follow the patient\'s choices; email always goes', async () => {
    const p = await phonePatient(ctx.database, 'remind-choice@reminders.test', { smsReminders: false });
    const booking = await book(ctx.app, p.headers, { doctor_id: world.dubai.doctorId, appointment_date: WEDNESDAY, appointment_time: '15:00', email: p.email });
    clock.set(Date.parse(booking.starts_at) - 24 * HOUR);
    await runJobs(ctx.app);
    expect((await sent(ctx.database, p.phone, 'Reminder')).map((row) => row.channel)).toEqual(['whatsapp']);
    await ctx.database.db.update(users).set({ whatsappReminders: false }).where(eq(users.id, p.userId));
    clock.set(Date.parse(booking.starts_at) - 2 * HOUR);
    await runJobs(ctx.app);
    expect((await sent(ctx.database, p.phone, 'Reminder')).map((row) => row.channel)).toEqual(['whatsapp']);
    expect(await sent(ctx.database, p.email, 'Reminder')).toHaveLength(2);
  });

  it('a clinic visit\'s reminder has the address and a directions link; the doctor gets the morning summary', async () => {
    const p = await phonePatient(ctx.database, 'remind-visit@reminders.test');
    const booking = await book(ctx.app, p.headers, {
      doctor_id: world.dubai.doctorId, appointment_type: 'offline', clinic_id: world.dubai.clinicId, appointment_date: NEXT_MONDAY, appointment_time: '12:00', email: p.email,
    });
    clock.set(Date.parse(booking.starts_at) - 24 * HOUR);
    await runJobs(ctx.app);
    const [mail] = await sent(ctx.database, p.email, 'Reminder');
    expect(mail!.body).toContain('Where: Jumeirah Clinic, 1 Health Street, Dubai');
    expect(mail!.body).toContain('Directions: https://www.google.com/maps/dir/?api=1&destination=');
    // 07:00 in Dubai on the day (a day with no other test's booking).
    clock.set(Date.parse(`${NEXT_MONDAY}T03:00:00Z`) - 1000);
    await runJobs(ctx.app);
    expect(await sent(ctx.database, world.dubai.email, 'Your day on Mon, 14 Jan')).toHaveLength(0);
    clock.set(Date.parse(`${NEXT_MONDAY}T03:00:00Z`));
    await runJobs(ctx.app);
    await runJobs(ctx.app);
    const summaries = await sent(ctx.database, world.dubai.email, 'Your day on Mon, 14 Jan');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.subject).toMatch(/^Your day on Mon, 14 Jan 2030: 1 booking$/);
    expect(summaries[0]!.body).toContain('12:00 PM  Sara Ali  (Doctor visit)');
  });
});

describe('Edit Profile reminder choices', () => {
  it('saves SMS and WhatsApp choices for the caller only; a bad value answers 400 and changes nothing', async () => {
    const p = await phonePatient(ctx.database, 'choices@reminders.test');
    const other = await phonePatient(ctx.database, 'choices-other@reminders.test');
    const update = (fields: Record<string, string>) => ctx.app.inject({ method: 'POST', url: '/api/update-profile', headers: p.headers, payload: formData(fields) });
    const saved = await update({ sms_reminders: 'false', whatsapp_reminders: 'true' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ sms_reminders: false, whatsapp_reminders: true });
    expect((await update({ sms_reminders: '<script>' })).statusCode).toBe(400);
    const rows = await ctx.database.db.select().from(users).where(eq(users.id, p.userId));
    expect(rows[0]).toMatchObject({ smsReminders: false, whatsappReminders: true });
    const untouched = await ctx.database.db.select().from(users).where(eq(users.id, other.userId));
    expect(untouched[0]).toMatchObject({ smsReminders: true, whatsappReminders: true });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/my-profile?user_type=user', headers: p.headers });
    expect(profile.json().data).toMatchObject({ sms_reminders: false, whatsapp_reminders: true });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/update-profile', payload: {} })).statusCode).toBe(401);
  });
});

describe('REMINDERS=off', () => {
  it('sends no reminder (the booking still gets its confirmation)', async () => {
    const off = await createTestApp({ database: ctx.database, env: { REMINDERS: 'off' } });
    try {
      const p = await phonePatient(ctx.database, 'remind-off@reminders.test');
      const booking = await book(off.app, p.headers, { doctor_id: world.kolkata.doctorId, appointment_date: WEDNESDAY, appointment_time: '09:15', email: p.email });
      expect(await sent(ctx.database, p.email, 'Appointment confirmed')).toHaveLength(1);
      clock.set(Date.parse(booking.starts_at) - 24 * HOUR);
      await runJobs(off.app);
      expect(await sent(ctx.database, p.email, 'Reminder')).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});
