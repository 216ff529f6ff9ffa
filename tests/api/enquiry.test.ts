import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../server/db/schema/enquiries.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { outbox } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { MONDAY, NOW, TUESDAY, buildWorld, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  nadia = await patient(ctx.app, 'nadia@patient.test');
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const enquire = (payload: Record<string, unknown>, headers: Record<string, string> = nadia.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/send-appointment-enquiry', headers, payload });

const valid = (overrides: Record<string, unknown> = {}) => ({
  doctor_id: world.unverified.doctorId,
  preferred_date: TUESDAY,
  preferred_time: '08:30',
  description: 'Do you see children for asthma follow-ups?',
  ...overrides,
});

async function refused(payload: Record<string, unknown>, status: number, message: string) {
  const response = await enquire(payload);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ success: false, message });
}

describe('POST /api/send-appointment-enquiry', () => {
  it('needs a signed-in patient', async () => {
    expect((await enquire(valid(), {})).statusCode).toBe(401);
  });

  it('stores the enquiry and never mails the doctor\'s listed (typed, unverified) email', async () => {
    const response = await enquire(valid());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: t('enquiry.sent') });
    expect(body.data.enquiry).toMatchObject({
      doctor_id: world.unverified.doctorId,
      preferred_date: TUESDAY,
      preferred_time: '08:30',
      description: 'Do you see children for asthma follow-ups?',
      time_zone: 'Asia/Dubai',
    });
    const [row] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, body.data.enquiry.id));
    expect(row).toMatchObject({ patientId: nadia.userId, preferredTime: '08:30:00' });
    // Mail goes only to a verified account address (DESIGN §4): a listed contact email may be anybody's.
    expect(await outbox(ctx.app, world.unverified.email)).toHaveLength(0);
  });

  it('needs both date and time', async () => {
    const message = t('enquiry.error.dateTimeRequired');
    expect(message).toBe('Please select both date and time');
    await refused(valid({ preferred_date: '' }), 400, message);
    await refused(valid({ preferred_time: undefined }), 400, message);
  });

  it('accepts only the next 7 days in the doctor\'s zone', async () => {
    await refused(valid({ preferred_date: '2030-01-06' }), 400, t('enquiry.error.dateOutOfRange'));
    await refused(valid({ preferred_date: '2030-01-14' }), 400, t('enquiry.error.dateOutOfRange'));
    expect((await enquire(valid({ preferred_date: '2030-01-13' }))).statusCode).toBe(200);
  });

  it('accepts only the half-hour grid 08:00-20:30', async () => {
    await refused(valid({ preferred_time: '08:15' }), 400, t('enquiry.error.timeNotOffered'));
    await refused(valid({ preferred_time: '07:30' }), 400, t('enquiry.error.timeNotOffered'));
    await refused(valid({ preferred_time: '21:00' }), 400, t('enquiry.error.timeNotOffered'));
    expect((await enquire(valid({ preferred_time: '20:30' }))).statusCode).toBe(200);
    expect((await enquire(valid({ preferred_time: '8:00:00' }))).statusCode).toBe(200);
  });

  it('accepts only future times today, on the doctor\'s clock', async () => {
    // 10:00 in Dubai.
    await refused(valid({ preferred_date: MONDAY, preferred_time: '09:30' }), 400, t('enquiry.error.timePassed'));
    await refused(valid({ preferred_date: MONDAY, preferred_time: '10:00' }), 400, t('enquiry.error.timePassed'));
    expect((await enquire(valid({ preferred_date: MONDAY, preferred_time: '10:30' }))).statusCode).toBe(200);
    // 11:30 in Kolkata: 11:00 there has passed, though it is ahead in Dubai.
    await refused(valid({ doctor_id: world.kolkata.doctorId, preferred_date: MONDAY, preferred_time: '11:00' }), 400, t('enquiry.error.timePassed'));
  });

  it('keeps the message to 500 characters and allows none', async () => {
    await refused(valid({ description: 'x'.repeat(501) }), 400, t('enquiry.error.descriptionTooLong', { max: 500 }));
    expect((await enquire(valid({ description: 'x'.repeat(500) }))).statusCode).toBe(200);
    const empty = await enquire(valid({ description: undefined }));
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.enquiry.description).toBe('');
  });

  it('refuses an unknown doctor and accepts a verified one', async () => {
    await refused(valid({ doctor_id: 999999 }), 404, t('booking.error.doctorNotFound'));
    const verified = await enquire(valid({ doctor_id: world.dubai.doctorId }));
    expect(verified.statusCode).toBe(200);
  });

  it('stores a retried enquiry once (Idempotency-Key)', async () => {
    const payload = valid({ preferred_time: '12:00' });
    const headers = { ...nadia.headers, 'idempotency-key': 'enquiry-retry-1' };
    const answers = await Promise.all([enquire(payload, headers), enquire(payload, headers), enquire(payload, headers)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().data.enquiry.id));
    expect(ids.size).toBe(1);
    const rows = await ctx.database.db.select().from(enquiries).where(eq(enquiries.preferredTime, '12:00:00'));
    expect(rows).toHaveLength(1);
  });
});
