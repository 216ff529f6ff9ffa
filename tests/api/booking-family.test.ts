/**
 * Booking for a family member (issue 41): add-appointment's `family_member_id` must be one of the
 * caller's own members; the booking copies the person (name, relation, date of birth, gender) while
 * its messages still go to the account holder. The per-patient limits count per person, under an
 * account cap; removing a member with an upcoming booking is refused, and a waitlist join keeps the person.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { familyMembers } from '../../server/db/schema/family.ts';
import { waitlistEntries } from '../../server/db/schema/waitlist.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { MAX_UPCOMING_BOOKINGS_PER_ACCOUNT, MAX_UPCOMING_BOOKINGS_PER_DOCTOR } from '../../src/shared/constants.ts';
import { bearer, seedDoctor, signIn } from '../helpers/auth.ts';
import { t } from '../helpers/messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, WEDNESDAY, addFamilyMember, bookingPayload, buildWorld, insertConfig, insertDoctor, outboxRows, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let zaid: number;
let omarsChild: number;
/** A verified doctor online every day 09:00-17:00 (Asia/Dubai), 30 min slots. */
let spare: number;

const CHILD = { first_name: 'Zaid', last_name: "O'Karim", relation: 'child', dob: '2019-04-02', gender: 'male' };

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  spare = await insertDoctor(ctx.database, { firstName: 'spare', lastName: 'doctor', timeZone: 'Asia/Dubai', verified: true });
  await insertConfig(ctx.database, spare, { type: 'online', onlineFee: 100, duration: 30, ranges: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '17:00' }] });
  nadia = await patient(ctx.app, 'nadia@family-booking.test');
  omar = await patient(ctx.app, 'omar@family-booking.test');
  zaid = await addMember(nadia.headers, CHILD);
  omarsChild = await addMember(omar.headers, { ...CHILD, first_name: 'Yusuf' });
}, 60_000);
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const addMember = (headers: Record<string, string>, body: object) => addFamilyMember(ctx.app, headers, body);
const book = (headers: Record<string, string>, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/add-appointment', headers, payload });
const bookingsOf = (patientId: number) => ctx.database.db.select().from(appointments).where(eq(appointments.patientId, patientId));
/** Distinct online times with the spare doctor on `day` (default Thursday 2030-01-10), from 09:00 every 30 minutes. */
const slot = (i: number, day = '2030-01-10') => ({ doctor_id: spare, appointment_date: day, appointment_time: `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}` });

describe('booking for a family member', () => {
  it('books a clinic visit for the caller\'s child: the person is copied, the messages go to the holder', async () => {
    const payload = bookingPayload({ doctor_id: world.dubai.doctorId, clinic_id: world.dubai.clinicId, appointment_type: 'offline', appointment_date: WEDNESDAY, appointment_time: '10:00', email: nadia.email, family_member_id: zaid, save_name: true });
    const response = await book(nadia.headers, payload);
    expect(response.statusCode, response.body).toBe(200);
    const { appointment } = response.json().data;
    expect(appointment).toMatchObject({ family_member_id: zaid, name: "Zaid O'Karim", email: nadia.email });
    const [row] = (await bookingsOf(nadia.userId)).filter((booking) => booking.id === appointment.id);
    expect(row).toMatchObject({ familyMemberId: zaid, subjectRelation: 'child', subjectDob: '2019-04-02', subjectGender: 'male', name: "Zaid O'Karim" });
    // The confirmation goes to the account holder's address; the child's name never becomes the account's.
    expect((await outboxRows(ctx.database, nadia.email)).length).toBeGreaterThan(0);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/get-profile-details', headers: nadia.headers });
    expect(me.body).not.toContain('Zaid');
  });

  it('refuses a visitor (401) and a doctor (403)', async () => {
    expect((await book({}, bookingPayload({ ...slot(0), family_member_id: zaid }))).statusCode).toBe(401);
    await seedDoctor(ctx.database, { email: 'doc@family-booking.test' });
    const doctor = bearer((await signIn(ctx.app, { email: 'doc@family-booking.test', userType: 'doctor' })).token);
    expect((await book(doctor, bookingPayload({ ...slot(0), family_member_id: zaid }))).statusCode).toBe(403);
  });

  it('refuses another account\'s member, a removed one and hostile ids with a clear 400 in the caller\'s language, writing nothing', async () => {
    const removed = await addMember(omar.headers, { ...CHILD, first_name: 'Gone' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/family-members/${removed}`, headers: omar.headers })).statusCode).toBe(200);
    const before = (await bookingsOf(omar.userId)).length;
    const hostile: unknown[] = [zaid, removed, 2 ** 31, 2 ** 53, -1, 0, 1.5, 'abc', '<b>1</b>', { id: zaid }, [zaid], true];
    for (const [index, value] of hostile.entries()) {
      const locale = (['en', 'ar', 'hi'] as const)[index % 3]!;
      const response = await book({ ...omar.headers, 'accept-language': locale }, bookingPayload({ ...slot(1), email: omar.email, family_member_id: value }));
      expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBe(400);
      expect(response.json().message, JSON.stringify(value)).toBe(t('booking.error.familyMemberNotFound', {}, locale));
    }
    expect(await bookingsOf(omar.userId)).toHaveLength(before);
    // null is "for myself".
    expect((await book(omar.headers, bookingPayload({ ...slot(1), email: omar.email, family_member_id: null }))).statusCode).toBe(200);
  });
});

describe('limits per person and per account', () => {
  it(`lets each person hold ${MAX_UPCOMING_BOOKINGS_PER_DOCTOR} bookings with one doctor, and names the person past it`, async () => {
    const p = await patient(ctx.app, 'family-of-two@family-booking.test');
    const child = await addMember(p.headers, { ...CHILD, first_name: 'Lina', gender: 'female' });
    let i = 0;
    for (const member of [undefined, child]) {
      for (let n = 0; n < MAX_UPCOMING_BOOKINGS_PER_DOCTOR; n++) {
        const ok = await book(p.headers, bookingPayload({ ...slot(i++, '2030-01-11'), email: p.email, family_member_id: member }));
        expect(ok.statusCode, ok.body).toBe(200);
      }
    }
    const refused = await book({ ...p.headers, 'accept-language': 'ar' }, bookingPayload({ ...slot(i++, '2030-01-11'), email: p.email, family_member_id: child }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(t('booking.error.memberTooManyWithDoctor', { max: MAX_UPCOMING_BOOKINGS_PER_DOCTOR, name: "Lina O'Karim" }, 'ar'));
    const mine = await book(p.headers, bookingPayload({ ...slot(i, '2030-01-11'), email: p.email }));
    expect(mine.json().message).toBe(t('booking.error.tooManyWithDoctor', { max: MAX_UPCOMING_BOOKINGS_PER_DOCTOR }));
    expect(await bookingsOf(p.userId)).toHaveLength(2 * MAX_UPCOMING_BOOKINGS_PER_DOCTOR);
  });

  it(`caps the account at ${MAX_UPCOMING_BOOKINGS_PER_ACCOUNT} active bookings for everyone`, async () => {
    const p = await patient(ctx.app, 'big-family@family-booking.test');
    const members = [];
    for (let m = 0; m < 4; m++) members.push(await addMember(p.headers, { ...CHILD, first_name: `Kid${'abcd'[m]}` }));
    // The account's active bookings laid down directly (far in the future, other doctors' times do not matter).
    const people = [null, ...members];
    const start = Date.parse('2030-02-01T05:00:00Z');
    await ctx.database.db.insert(appointments).values(
      Array.from({ length: MAX_UPCOMING_BOOKINGS_PER_ACCOUNT }, (_, n) => ({
        doctorId: world.kolkata.doctorId, patientId: p.userId, familyMemberId: people[n % people.length], appointmentType: 'online' as const,
        appointmentDate: '2030-02-01', appointmentTime: '09:00', duration: 15, timeZone: 'Asia/Kolkata',
        startsAt: new Date(start + n * 900_000), endsAt: new Date(start + (n + 1) * 900_000), bookingStatus: 'confirmed' as const,
        name: 'Big Family', email: p.email, phone: '501234567', description: 'Follow-up visit', consultationFees: 300,
      })),
    );
    for (const locale of ['en', 'hi'] as const) {
      const refused = await book({ ...p.headers, 'accept-language': locale }, bookingPayload({ ...slot(0, '2030-01-12'), email: p.email, family_member_id: members[0] }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(t('booking.error.tooManyForAccount', { max: MAX_UPCOMING_BOOKINGS_PER_ACCOUNT }, locale));
    }
    expect(await bookingsOf(p.userId)).toHaveLength(MAX_UPCOMING_BOOKINGS_PER_ACCOUNT);
  });
});

describe('removing a family member', () => {
  it('is refused while they have an upcoming booking, then ends their waiting entries', async () => {
    const p = await patient(ctx.app, 'remover@family-booking.test');
    const child = await addMember(p.headers, { ...CHILD, first_name: 'Sami' });
    const booked = await book(p.headers, bookingPayload({ ...slot(0, '2030-01-13'), email: p.email, family_member_id: child }));
    expect(booked.statusCode, booked.body).toBe(200);
    const join = await ctx.app.inject({
      method: 'POST', url: '/api/waitlist', headers: p.headers,
      payload: { doctor_id: spare, appointment_type: 'online', from_date: '2030-01-08', to_date: '2030-01-09', family_member_id: child },
    });
    expect(join.statusCode, join.body).toBe(200);
    expect(join.json().data.family_member_id).toBe(child);

    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/family-members/${child}`, headers: { ...p.headers, 'accept-language': 'ar' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('family.error.hasUpcoming', { name: 'Sami' }, 'ar'));
    expect(await ctx.database.db.select().from(familyMembers).where(eq(familyMembers.id, child))).toHaveLength(1);

    await ctx.database.db.update(appointments).set({ bookingStatus: 'cancelled' }).where(eq(appointments.id, booked.json().data.appointment.id));
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/family-members/${child}`, headers: p.headers })).statusCode).toBe(200);
    const [entry] = await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.patientId, p.userId));
    expect(entry!.status).toBe('left');
    // The booking keeps its copy of the person.
    const [kept] = await bookingsOf(p.userId);
    expect(kept).toMatchObject({ familyMemberId: null, subjectRelation: 'child', name: "Sami O'Karim" });
  });

  it('a waitlist join for another account\'s member is refused', async () => {
    const response = await ctx.app.inject({
      method: 'POST', url: '/api/waitlist', headers: nadia.headers,
      payload: { doctor_id: spare, appointment_type: 'online', from_date: '2030-01-08', to_date: '2030-01-09', family_member_id: omarsChild },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(t('booking.error.familyMemberNotFound'));
    expect(await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.patientId, nadia.userId))).toHaveLength(0);
  });

  it('the holder and each member wait separately for one doctor', async () => {
    const base = { doctor_id: spare, appointment_type: 'online', from_date: '2030-01-08', to_date: '2030-01-09' };
    const join = (family_member_id?: number) => ctx.app.inject({ method: 'POST', url: '/api/waitlist', headers: nadia.headers, payload: { ...base, family_member_id } });
    const mine = await join();
    const his = await join(zaid);
    const again = await join(zaid);
    expect([mine.statusCode, his.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(his.json().data.id).not.toBe(mine.json().data.id);
    expect(again.json().data.id).toBe(his.json().data.id);
  });
});
