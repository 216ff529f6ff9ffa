/**
 * Mail and SMS go only to addresses an account has verified (a typed booking
 * contact is stored and shown to the doctor, never mailed), and public reviews
 * name the reviewer "First L." without any account id.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { bearer, outbox, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, insertBooking } from './account-fixtures.ts';
import { NOW, bookingPayload, buildWorld, outboxRows, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let sara: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let doctorHeaders: Record<string, string>;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  sara = await patient(ctx.app, 'sara@relay.test');
  omar = await patient(ctx.app, 'omar@relay.test');
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
  const named = await ctx.app.inject({ method: 'POST', url: '/api/update-profile', headers: sara.headers, payload: { first_name: 'Sara', last_name: 'Ali' } });
  expect(named.statusCode).toBe(200);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const book = (payload: Record<string, unknown>, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/add-appointment', headers, payload });

describe('booking mails go to verified account addresses only', () => {
  const typed = 'someone.else@victim.test';

  it('never mails the contact email typed on the form; the patient\'s verified email gets the confirmation', async () => {
    const response = await book(
      bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '11:00', email: typed, description: 'Click <a href="https://evil.test">here</a> for your results' }),
      sara.headers,
    );
    expect(response.statusCode).toBe(200);
    const id = response.json().data.appointment.id as number;
    expect(await outboxRows(ctx.database, typed)).toHaveLength(0);
    const [mine] = await outbox(ctx.app, 'sara@relay.test');
    expect(mine!.subject).toContain('Dr. Amira Hassan');
    // Stored and shown to the doctor (in their mail and their list), just never written to.
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.email).toBe(typed);
    const doctorMail = (await outbox(ctx.app, world.dubai.email)).find((m) => m.subject.startsWith('New appointment'));
    expect(doctorMail!.body).toContain(typed);
  });

  it('does not mail a doctor\'s typed contact email (no verified account)', async () => {
    const before = (await outboxRows(ctx.database, world.kolkata.email)).length;
    const response = await book(
      bookingPayload({ doctor_id: world.kolkata.doctorId, appointment_type: 'offline', clinic_id: world.kolkata.clinicId, appointment_time: '09:45', email: typed }),
      sara.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await outboxRows(ctx.database, world.kolkata.email)).toHaveLength(before);
    expect(await outboxRows(ctx.database, typed)).toHaveLength(0);
  });

  it('does not mail a patient\'s unverified profile email', async () => {
    const byPhone = await signIn(ctx.app, { phone: '507778888', countryCode: '+971' });
    const headers = bearer(byPhone.token);
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/update-profile', headers, payload: { email: 'unproved@relay.test' } });
    expect(saved.statusCode).toBe(200);
    const response = await book(bookingPayload({ doctor_id: world.dubai.doctorId, appointment_time: '11:30', email: 'unproved@relay.test' }), headers);
    expect(response.statusCode).toBe(200);
    expect(await outboxRows(ctx.database, 'unproved@relay.test')).toHaveLength(0);
  });

  it('a doctor\'s cancellation goes to the patient\'s verified email, not the typed one', async () => {
    const id = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: sara.userId, startsAt: new Date(NOW + 7 * DAY), email: typed });
    const response = await ctx.app.inject({
      method: 'POST', url: '/api/change-appointment-status', headers: doctorHeaders,
      payload: { appointment_id: id, booking_status: 'cancelled', cancel_reason: 'Doctor unavailable' },
    });
    expect(response.statusCode).toBe(200);
    expect(await outboxRows(ctx.database, typed)).toHaveLength(0);
    const [mail] = await outbox(ctx.app, 'sara@relay.test');
    expect(mail!.subject).toMatch(/^Appointment cancelled: Dr\. Amira Hassan/);
  });
});

describe('public reviews', () => {
  let reviewId = 0;
  const detail = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/doctor-detail', query: { doctor_id: String(world.kolkata.doctorId) }, headers });
  const myReviews = (doctorId: unknown, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/my-reviews', query: { doctor_id: String(doctorId) }, headers });

  beforeAll(async () => {
    const appointmentId = await insertBooking(ctx.database, {
      doctorId: world.kolkata.doctorId, patientId: sara.userId, startsAt: new Date(NOW - 3 * DAY), status: 'completed', timeZone: 'Asia/Kolkata',
    });
    const added = await ctx.app.inject({
      method: 'POST', url: '/api/add-review', headers: sara.headers,
      payload: { doctor_id: world.kolkata.doctorId, appointment_id: appointmentId, stars: 5, review: 'Kind and thorough.', is_recommended: 'yes' },
    });
    expect(added.statusCode).toBe(200);
    reviewId = added.json().data.review.id;
  });

  it('name the reviewer "First L." and carry no account id, the same for every visitor', async () => {
    const anonymous = await detail();
    const review = anonymous.json().data.reviews.find((r: { id: number }) => r.id === reviewId);
    expect(review.reviewer_name).toBe('Sara A.');
    expect(review).not.toHaveProperty('patient_id');
    expect(JSON.stringify(anonymous.json())).not.toContain('"patient_id"');
    // The reviewer's own request gets the same public payload.
    expect((await detail(sara.headers)).json()).toEqual(anonymous.json());
  });

  it('GET /api/my-reviews gives the reviewer their Delete, and nobody else', async () => {
    const mine = await myReviews(world.kolkata.doctorId, sara.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toContain('no-store');
    expect(mine.json()).toEqual({ success: true, data: { review_ids: [reviewId] } });
    expect((await myReviews(world.kolkata.doctorId, omar.headers)).json().data.review_ids).toEqual([]);
    const visitor = await myReviews(world.kolkata.doctorId, {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(t('auth.unauthenticated'));
    expect((await myReviews(world.kolkata.doctorId, doctorHeaders)).statusCode).toBe(403);
    expect((await myReviews(999_999, sara.headers)).json().data.review_ids).toEqual([]);
  });

  it.each(['abc', '-1', '0', '1e20', '99999999999', '<script>alert(1)</script>', '1.5', ''])('answers doctor_id=%s with a clear 400', async (value) => {
    const response = await myReviews(value, sara.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('the reviewer still deletes their review; another patient cannot', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}`, headers: omar.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}`, headers: sara.headers })).statusCode).toBe(200);
    expect((await myReviews(world.kolkata.doctorId, sara.headers)).json().data.review_ids).toEqual([]);
  });
});
