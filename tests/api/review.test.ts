import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../../server/db/schema/doctors.ts';
import { reviews } from '../../server/db/schema/engagement.ts';
import { users } from '../../server/db/schema/users.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, insertBooking } from './account-fixtures.ts';
import { NOW, buildWorld, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  nadia = await patient(ctx.app, 'nadia@patient.test');
  omar = await patient(ctx.app, 'omar@patient.test');
  await ctx.database.db.update(users).set({ firstName: 'Nadia', lastName: 'Karim' }).where(eq(users.id, nadia.userId));
  const db = ctx.database;
  ids.future = await insertBooking(db, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW + DAY) });
  ids.completed = await insertBooking(db, { doctorId: world.kolkata.doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 5 * DAY), status: 'completed', timeZone: 'Asia/Kolkata' });
  ids.ended = await insertBooking(db, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 2 * DAY) });
  ids.cancelled = await insertBooking(db, { doctorId: world.other.doctorId, patientId: nadia.userId, startsAt: new Date(NOW - 3 * DAY), status: 'cancelled' });
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const addReview = (payload: Record<string, unknown>, headers: Record<string, string> = nadia.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/add-review', headers, payload });

const valid = (overrides: Record<string, unknown> = {}) => ({
  doctor_id: world.kolkata.doctorId,
  stars: 4,
  review: 'Listened carefully and explained everything.',
  is_recommended: 'yes',
  ...overrides,
});

const statsOf = async (doctorId: number) =>
  (await ctx.database.db.select({ count: doctors.reviewsCount, avg: doctors.avgRating, recommended: doctors.recommendedCount }).from(doctors).where(eq(doctors.id, doctorId)))[0]!;

async function refused(payload: Record<string, unknown>, status: number, message: string, headers?: Record<string, string>) {
  const response = await addReview(payload, headers);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, message });
}

describe('POST /api/add-review', () => {
  it('validates the form with the spec\'s messages', async () => {
    await refused(valid({ review: '' }), 400, t('review.required'));
    await refused(valid({ review: 'x'.repeat(501) }), 400, t('review.tooLong', { max: 500 }));
    await refused(valid({ stars: 6 }), 400, t('review.starsInvalid'));
    await refused(valid({ stars: 0 }), 400, t('review.starsInvalid'));
    await refused(valid({ is_recommended: 'maybe' }), 400, t('review.recommendInvalid'));
  });

  it('needs a patient session', async () => {
    expect((await addReview(valid(), {})).statusCode).toBe(401);
    const doctor = await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' });
    expect((await addReview(valid(), bearer(doctor.token))).statusCode).toBe(403);
  });

  it('refuses a doctor the patient has only a future booking with', async () => {
    await refused(valid({ doctor_id: world.dubai.doctorId, appointment_id: ids.future }), 403, t('review.notEligible'));
    // Without appointment_id the ended Dubai booking would qualify; use a doctor with only a cancelled one.
    await refused(valid({ doctor_id: world.other.doctorId }), 403, t('review.notEligible'));
    await refused(valid({ doctor_id: world.unverified.doctorId }), 403, t('review.notEligible'));
  });

  it('accepts a review after a completed booking, names the reviewer and refreshes the rating', async () => {
    const response = await addReview(valid({ stars: 5 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: t('review.added'),
      data: { review: { doctor_id: world.kolkata.doctorId, appointment_id: ids.completed, reviewer_name: 'Nadia Karim', stars: 5, is_recommended: 'yes' } },
    });
    expect(await statsOf(world.kolkata.doctorId)).toEqual({ count: 1, avg: 5, recommended: 1 });
  });

  it('refuses a second review of the same booking', async () => {
    await refused(valid(), 409, t('review.alreadyReviewed'));
    await refused(valid({ appointment_id: ids.completed }), 409, t('review.alreadyReviewed'));
  });

  it('accepts a confirmed booking that has ended, by appointment_id, idempotently', async () => {
    const headers = { ...nadia.headers, 'idempotency-key': 'review-ended' };
    const payload = valid({ doctor_id: world.dubai.doctorId, appointment_id: ids.ended, stars: 3, is_recommended: 'no' });
    const first = await addReview(payload, headers);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await addReview(payload, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await statsOf(world.dubai.doctorId)).toEqual({ count: 1, avg: 3, recommended: 0 });
  });

  it("marks a review from a completed booking 'Verified visit' on the doctor page, without booking or account ids", async () => {
    const detail = async (doctorId: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/doctor-detail?doctor_id=${doctorId}` })).json().data.reviews as Record<string, unknown>[];
    const [completed] = await detail(world.kolkata.doctorId);
    expect(completed).toMatchObject({ reviewer_name: expect.any(String), verified_visit: true });
    expect(completed).not.toHaveProperty('appointment_id');
    // A booking that ended but was never marked completed is no verified visit.
    const [ended] = await detail(world.dubai.doctorId);
    expect(ended).toMatchObject({ verified_visit: false });
    // Nor is a review without a booking (seeded reviews).
    await ctx.database.db.insert(reviews).values({ doctorId: world.other.doctorId, reviewerName: 'Seeded R.', stars: 4, review: 'Seeded', isRecommended: true });
    const [seeded] = await detail(world.other.doctorId);
    expect(seeded).toMatchObject({ reviewer_name: 'Seeded R.', verified_visit: false });
  });

  it('checks the booking: another patient\'s is 404, another doctor\'s is 400', async () => {
    await refused(valid({ doctor_id: world.dubai.doctorId, appointment_id: ids.ended }), 404, t('account.bookingNotFound'), omar.headers);
    await refused(valid({ doctor_id: world.dubai.doctorId, appointment_id: ids.completed }), 400, t('review.otherDoctor'));
    await refused(valid(), 403, t('review.notEligible'), omar.headers);
    await refused(valid({ doctor_id: 999_999 }), 404, t('doctor.notFound'));
  });

  it('My Bookings shows the review and stops offering one', async () => {
    const past = await ctx.app.inject({ method: 'POST', url: '/api/my-appointments', headers: nadia.headers, payload: { type: 'Past' } });
    const item = past.json().data.find((entry: { id: number }) => entry.id === ids.completed);
    expect(item).toMatchObject({ can_review: false });
    expect(item.review_id).toEqual(expect.any(Number));
  });
});

describe('deleting a review', () => {
  it('only the reviewer may delete; the rating is refreshed', async () => {
    const [row] = await ctx.database.db.select().from(reviews).where(eq(reviews.appointmentId, ids.completed!));
    const url = `/api/reviews/${row!.id}`;
    const foreign = await ctx.app.inject({ method: 'DELETE', url, headers: omar.headers });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(t('review.notYours'));
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: {} })).statusCode).toBe(401);

    const own = await ctx.app.inject({ method: 'DELETE', url, headers: nadia.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true, message: t('review.deleted') });
    expect(await statsOf(world.kolkata.doctorId)).toEqual({ count: 0, avg: 0, recommended: 0 });
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: nadia.headers })).statusCode).toBe(404);

    // The booking can be reviewed again.
    expect((await addReview(valid())).statusCode).toBe(200);
  });

  it('POST /api/delete-review does the same', async () => {
    const [row] = await ctx.database.db.select().from(reviews).where(eq(reviews.appointmentId, ids.ended!));
    const send = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/delete-review', headers, payload: { review_id: row!.id } });
    expect((await send(omar.headers)).statusCode).toBe(403);
    expect((await send(nadia.headers)).statusCode).toBe(200);
    expect(await statsOf(world.dubai.doctorId)).toMatchObject({ count: 0 });
  });
});
