/**
 * A waitlist offer keeps its person (issue 41): a freed time offered to the entry of a family member
 * (or of the account holder) is held for that person, and the server holds to it whatever the client
 * sends. Booking or moving another person of the account into it answers 409 naming whom it is held
 * for, in the caller's language, and changes nothing; the offer's person books it; another account
 * cannot use it at all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { waitlistEntries, waitlistOffers } from '../../server/db/schema/waitlist.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, insertBooking } from './account-fixtures.ts';
import { NOW, TUESDAY, WEDNESDAY, addFamilyMember, bookingPayload, buildWorld, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let lina: Awaited<ReturnType<typeof patient>>;
let yusuf: number;
let layla: number;
let linasChild: number;

/** Tuesday 10:00 in Dubai: a real 30-minute online slot of the Dubai doctor. */
const TUESDAY_10 = new Date(NOW + DAY);
const MEMBER = { last_name: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' };

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp({ config: { waitlistSweepMs: 0 } });
  world = await buildWorld(ctx.database);
  nadia = await patient(ctx.app, 'nadia@offer-person.test');
  omar = await patient(ctx.app, 'omar@offer-person.test');
  lina = await patient(ctx.app, 'lina@offer-person.test');
  yusuf = await addMember(omar.headers, { ...MEMBER, first_name: 'Yusuf' });
  layla = await addMember(omar.headers, { ...MEMBER, first_name: 'Layla', gender: 'female' });
  linasChild = await addMember(lina.headers, { ...MEMBER, first_name: 'Adam' });
}, 60_000);
beforeEach(async () => {
  await ctx.database.db.delete(waitlistOffers);
  await ctx.database.db.delete(waitlistEntries);
  await ctx.database.db.delete(appointments);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const addMember = (headers: Record<string, string>, body: object) => addFamilyMember(ctx.app, headers, body);
const book = (who: { headers: Record<string, string>; email: string }, familyMemberId: unknown, locale = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/add-appointment',
    headers: { ...who.headers, 'accept-language': locale },
    payload: bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: TUESDAY, appointment_time: '10:00', email: who.email, family_member_id: familyMemberId }),
  });

/** Nadia's Tuesday 10:00 is cancelled while Omar waits for `person` (undefined: himself): the time is held for them. */
async function offeredToOmarFor(person: number | undefined) {
  const booking = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: TUESDAY_10 });
  const joined = await ctx.app.inject({
    method: 'POST', url: '/api/waitlist', headers: omar.headers,
    payload: { doctor_id: world.dubai.doctorId, appointment_type: 'online', from_date: TUESDAY, to_date: WEDNESDAY, family_member_id: person },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  const cancelled = await ctx.app.inject({
    method: 'POST', url: '/api/change-appointment-status', headers: nadia.headers,
    payload: { appointment_id: booking, booking_status: 'cancelled', cancel_reason: 'Feeling better', cancel_description: 'The headache is gone, thank you.' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [offer] = await ctx.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.patientId, omar.userId));
  expect(offer).toMatchObject({ status: 'open', familyMemberId: person ?? null });
  return offer!;
}
const offer = async (id: number) => (await ctx.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.id, id)))[0]!;
const activeOf = async (patientId: number) =>
  (await ctx.database.db.select().from(appointments).where(eq(appointments.patientId, patientId))).filter((row) => row.bookingStatus === 'confirmed');

describe('a time held for a family member from the waitlist', () => {
  it('cannot be booked for the holder or another member: 409 naming the person, in the caller\'s language, nothing changed', async () => {
    const held = await offeredToOmarFor(yusuf);
    for (const [person, locale] of [[undefined, 'en'], [null, 'ar'], [layla, 'hi']] as const) {
      const refused = await book(omar, person, locale);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ success: false, message: t('booking.error.heldForMember', { name: 'Yusuf Karim' }, locale) });
    }
    expect(await activeOf(omar.userId)).toEqual([]);
    expect(await offer(held.id)).toMatchObject({ status: 'open', expiresAt: held.expiresAt });
    const [entry] = await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, held.entryId));
    expect(entry!.status).toBe('waiting');
  });

  it('is booked for the offer\'s person: the booking is theirs and the offer is taken', async () => {
    const held = await offeredToOmarFor(yusuf);
    const booked = await book(omar, yusuf);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.appointment).toMatchObject({ family_member_id: yusuf, name: 'Yusuf Karim', appointment_time: '10:00' });
    expect((await activeOf(omar.userId)).map((row) => row.familyMemberId)).toEqual([yusuf]);
    expect(await offer(held.id)).toMatchObject({ status: 'taken' });
  });

  it('another account cannot use it, not even naming the offer\'s person', async () => {
    const held = await offeredToOmarFor(yusuf);
    const withOmarsChild = await book(lina, yusuf);
    expect(withOmarsChild.statusCode).toBe(400);
    expect(withOmarsChild.json().message).toBe(t('booking.error.familyMemberNotFound'));
    for (const person of [undefined, linasChild]) {
      const refused = await book(lina, person);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(t('booking.error.slotTaken'));
    }
    expect(await activeOf(lina.userId)).toEqual([]);
    expect(await offer(held.id)).toMatchObject({ status: 'open' });
  });
});

describe('a time held for the account holder from the waitlist', () => {
  it('cannot be booked for a family member, and is booked for the holder', async () => {
    const held = await offeredToOmarFor(undefined);
    const refused = await book(omar, yusuf, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('booking.error.heldForYou', {}, 'ar'));
    expect(await offer(held.id)).toMatchObject({ status: 'open' });
    const booked = await book(omar, null);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.appointment.family_member_id).toBeNull();
    expect(await offer(held.id)).toMatchObject({ status: 'taken' });
  });

  it('cannot take a family member\'s booking moved into it; the booking stays where it was', async () => {
    // Layla's Wednesday visit is later than the freed time, so Omar is still offered it.
    const wednesday = new Date(NOW + 2 * DAY);
    const laylas = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: omar.userId, startsAt: wednesday });
    await ctx.database.db.update(appointments).set({ familyMemberId: layla }).where(eq(appointments.id, laylas));
    const held = await offeredToOmarFor(undefined);
    const moved = await ctx.app.inject({
      method: 'POST', url: '/api/reschedule-appointment', headers: { ...omar.headers, 'accept-language': 'hi' },
      payload: { appointment_id: laylas, appointment_date: TUESDAY, appointment_time: '10:00' },
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().message).toBe(t('booking.error.heldForYou', {}, 'hi'));
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, laylas));
    expect(row!.startsAt).toEqual(wednesday);
    expect(await offer(held.id)).toMatchObject({ status: 'open' });
  });
});
