/**
 * Issue 41 follow-up: a fee is in the currency of the doctor's or clinic's country (src/shared/format/currency.ts):
 * a Dubai doctor's fees are dirhams, a Kolkata doctor's rupees, in the answers that carry fees (listing cards,
 * the doctor's page, the portal's configurations) and in the confirmation mail. The fixture doctors have no
 * country typed: their zone says it; a typed country beats the zone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../server/db/schema/content.ts';
import { doctors } from '../../server/db/schema/doctors.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, TUESDAY, bookingPayload, buildWorld, insertConfig, insertDoctor, outboxRows, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let sara: Awaited<ReturnType<typeof patient>>;
/** A doctor whose typed country (India) says otherwise than the default zone (Asia/Dubai). */
let typedIndia: number;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  sara = await patient(ctx.app, 'sara.currency@patient.test');
  typedIndia = await insertDoctor(ctx.database, { firstName: 'meera', lastName: 'iyer', timeZone: 'Asia/Dubai', verified: true });
  await ctx.database.db.update(doctors).set({ country: 'India' }).where(eq(doctors.id, typedIndia));
  // The gazetteer's cities the listings below name (the test database has none).
  await ctx.database.db.insert(cities).values([
    { id: 1, name: 'Dubai', slug: 'dubai', state: 'Dubai', country: 'AE', latitude: 25.2048, longitude: 55.2708, population: 3_000_000 },
    { id: 2, name: 'Kolkata', slug: 'kolkata', state: 'West Bengal', country: 'IN', latitude: 22.5726, longitude: 88.3639, population: 4_500_000 },
  ]);
  await insertConfig(ctx.database, typedIndia, { type: 'online', onlineFee: 700, duration: 30, ranges: [{ weekdays: [1, 2, 3, 4, 5], start: '09:00', end: '12:00' }] });
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const detail = async (doctorId: number) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/doctor-detail?doctor_id=${doctorId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { currency: string; online_fee: number | null };
};

describe('the currency of the fees in the answers', () => {
  it("the doctor's page: dirhams for Dubai, rupees for Kolkata, the typed country before the zone", async () => {
    expect((await detail(world.dubai.doctorId)).currency).toBe('AED');
    expect((await detail(world.kolkata.doctorId)).currency).toBe('INR');
    expect((await detail(typedIndia)).currency).toBe('INR');
  });

  it('the listing cards say the same as the doctor pages', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/doctors', payload: { per_page: 50 } });
    expect(response.statusCode, response.body).toBe(200);
    const cards = response.json().data as Array<{ id: number; currency: string }>;
    const currencyOf = (id: number) => cards.find((card) => card.id === id)?.currency;
    expect(currencyOf(world.dubai.doctorId)).toBe('AED');
    expect(currencyOf(world.kolkata.doctorId)).toBe('INR');
    expect(currencyOf(typedIndia)).toBe('INR');
  });

  it("the listing names the currency its Fees bands are in: the city's, else the one its doctors share", async () => {
    const listing = async (payload: object) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/doctors', payload: { per_page: 50, ...payload } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { currency: string | null; data: Array<{ id: number; currency: string }> };
    };
    expect((await listing({ location: 'dubai' })).currency).toBe('AED');
    expect((await listing({ city: 'Kolkata' })).currency).toBe('INR');
    // Every city: dirhams and rupees side by side, so no one sign.
    const everywhere = await listing({ location: 'default-location' });
    expect(new Set(everywhere.data.map((card) => card.currency))).toEqual(new Set(['AED', 'INR']));
    expect(everywhere.currency).toBeNull();
    // No city named, but only rupee doctors listed.
    const rupeesOnly = await listing({ location: 'default-location', search: 'Ravi' });
    expect(rupeesOnly.data.map((card) => card.id)).toEqual([world.kolkata.doctorId]);
    expect(rupeesOnly.currency).toBe('INR');
    // A Dubai page with nobody listed still writes its bands in dirhams.
    const nobody = await listing({ location: 'dubai', search: 'Nobody Of That Name' });
    expect(nobody).toMatchObject({ data: [], currency: 'AED' });
  });

  it("the portal's configurations: the Dubai doctor's online and clinic fees are dirhams", async () => {
    const session = await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/doctor-timings?doctor_id=${world.dubai.doctorId}`, headers: bearer(session.token) });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().data as Array<{ timing_type: string; currency: string }>;
    expect(new Set(items.map((item) => item.timing_type))).toEqual(new Set(['online', 'offline']));
    expect(items.every((item) => item.currency === 'AED')).toBe(true);
  });
});

describe('the currency of the fee in the confirmation mail', () => {
  const bookAndMail = async (doctorId: number, doctorName: string, time: string) => {
    const booked = await ctx.app.inject({
      method: 'POST', url: '/api/add-appointment', headers: sara.headers,
      payload: bookingPayload({ doctor_id: doctorId, appointment_date: TUESDAY, appointment_time: time, email: sara.email }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    // Sent by this process once the booking committed: waited for, not slept on.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = (await outboxRows(ctx.database, sara.email)).find((row) => row.channel === 'email' && row.subject.includes(doctorName));
      if (mail || Date.now() > deadline) return mail?.body ?? '';
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it('a Dubai booking says AED, a Kolkata booking ₹', async () => {
    const dubai = await bookAndMail(world.dubai.doctorId, 'Dr. Amira Hassan', '10:00');
    expect(dubai).toContain('AED\u00a0500.00');
    expect(dubai).not.toContain('₹');
    const kolkata = await bookAndMail(world.kolkata.doctorId, 'Dr. Ravi Sen', '09:15');
    expect(kolkata).toContain('₹\u00a0300.00');
  });
});
