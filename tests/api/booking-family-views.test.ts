/**
 * What a booking for a family member shows (issue 41): the doctor's day and booking list carry the
 * person (relation, date of birth, gender) and who booked, only to that booking's doctor; My Bookings
 * filters by person (only the caller's own people, hostile values a 400); a review of such a booking
 * says whom it was for ("Aisha K., for her son").
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { users } from '../../server/db/schema/users.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { t } from '../helpers/messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, insertBooking } from './account-fixtures.ts';
import { MONDAY, NOW, addFamilyMember, bookingPayload, buildWorld, insertDoctor, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let doctorHeaders: Record<string, string>;
let otherDoctorHeaders: Record<string, string>;
let aisha: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let son: number;
let omarsMember: number;
let childBooking: number;
let ownBooking: number;

const SON = { first_name: 'Zaid', last_name: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' };

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp({ config: { waitlistSweepMs: 0 } });
  world = await buildWorld(ctx.database);
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
  await insertDoctor(ctx.database, { firstName: 'zara', lastName: 'khan', timeZone: 'Asia/Dubai', verified: true, accountEmail: 'dr.zara@family-views.test' });
  otherDoctorHeaders = bearer((await signIn(ctx.app, { email: 'dr.zara@family-views.test', userType: 'doctor' })).token);
  aisha = await patient(ctx.app, 'aisha@family-views.test');
  omar = await patient(ctx.app, 'omar@family-views.test');
  await ctx.database.db.update(users).set({ firstName: 'Aisha', lastName: 'Karim', gender: 'female' }).where(eq(users.id, aisha.userId));
  const member = (headers: Record<string, string>, body: object) => addFamilyMember(ctx.app, headers, body);
  son = await member(aisha.headers, SON);
  omarsMember = await member(omar.headers, { ...SON, first_name: 'Yusuf' });
  // Today (Monday, Dubai) at the clinic: the son's visit at 11:00, Aisha's own at 12:00.
  const visit = (time: string, family_member_id?: number) =>
    ctx.app.inject({
      method: 'POST', url: '/api/add-appointment', headers: aisha.headers,
      payload: bookingPayload({ doctor_id: world.dubai.doctorId, clinic_id: world.dubai.clinicId, appointment_type: 'offline', appointment_date: MONDAY, appointment_time: time, email: aisha.email, family_member_id }),
    });
  const forSon = await visit('11:00', son);
  expect(forSon.statusCode, forSon.body).toBe(200);
  childBooking = forSon.json().data.appointment.id;
  ownBooking = (await visit('12:00')).json().data.appointment.id;
}, 60_000);
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const BOOKED_FOR = { relation: 'child', dob: '2019-04-02', gender: 'male', booked_by: 'Aisha Karim' };

describe("the doctor's views", () => {
  it('the day view names the son, his age data and who booked; the holder\'s own booking has none', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/doctor/day', headers: doctorHeaders });
    expect(response.statusCode).toBe(200);
    const bookings = response.json().data.bookings as Array<{ id: number; name: string; booked_for: unknown }>;
    expect(bookings.find((b) => b.id === childBooking)).toMatchObject({ name: 'Zaid Karim', booked_for: BOOKED_FOR });
    expect(bookings.find((b) => b.id === ownBooking)?.booked_for).toBeNull();
  });

  it('the booking list too; another doctor, a patient and a visitor see none of it', async () => {
    const list = (headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: '/api/doctor/my-appointments', headers, payload: { type: 'Upcoming' } });
    const mine = await list(doctorHeaders);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.find((b: { id: number }) => b.id === childBooking)).toMatchObject({ name: 'Zaid Karim', booked_for: BOOKED_FOR });
    const other = await list(otherDoctorHeaders);
    expect(other.json().data.map((b: { id: number }) => b.id)).not.toContain(childBooking);
    const otherDay = await ctx.app.inject({ method: 'GET', url: '/api/doctor/day', headers: otherDoctorHeaders });
    expect(otherDay.body).not.toContain('Zaid');
    expect((await list(aisha.headers)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
  });
});

describe('My Bookings by person', () => {
  const mine = (headers: Record<string, string>, person?: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/my-appointments', headers, payload: { type: 'Upcoming', ...(person === undefined ? {} : { person }) } });
  const ids = async (person?: unknown) => ((await mine(aisha.headers, person)).json().data as Array<{ id: number }>).map((b) => b.id).sort();

  it('shows whose each booking is, and filters by the holder or one member', async () => {
    const all = (await mine(aisha.headers)).json().data as Array<{ id: number; family_member_id: number | null; subject_relation: string | null; name: string }>;
    expect(all.find((b) => b.id === childBooking)).toMatchObject({ family_member_id: son, subject_relation: 'child', name: 'Zaid Karim' });
    expect(all.find((b) => b.id === ownBooking)).toMatchObject({ family_member_id: null, subject_relation: null });
    expect(await ids()).toEqual([childBooking, ownBooking].sort());
    expect(await ids('me')).toEqual([ownBooking]);
    expect(await ids(son)).toEqual([childBooking]);
    expect(await ids(String(son))).toEqual([childBooking]);
  });

  it("another account's member shows nothing; hostile values are a 400 in the caller's language", async () => {
    expect(await ids(omarsMember)).toEqual([]);
    expect((await mine(omar.headers, son)).json().data).toEqual([]);
    for (const [index, value] of ['abc', '<script>', 2 ** 31, -1, 0, 1.5, ['me'], { id: 1 }, '99999999999'].entries()) {
      const locale = (['en', 'ar', 'hi'] as const)[index % 3]!;
      const response = await mine({ ...aisha.headers, 'accept-language': locale }, value);
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json().message, JSON.stringify(value)).toBe(t('account.filtersInvalid', {}, locale));
    }
    expect((await mine({}, 'me')).statusCode).toBe(401);
  });
});

describe('a review of a booking for a family member', () => {
  it('is the holder\'s, shown as "Aisha K., for her son"', async () => {
    const appointmentId = await insertBooking(ctx.database, { doctorId: world.kolkata.doctorId, patientId: aisha.userId, startsAt: new Date(NOW - 3 * DAY), status: 'completed', timeZone: 'Asia/Kolkata', name: 'Zaid Karim' });
    await ctx.database.db.update(appointments).set({ familyMemberId: son, subjectRelation: 'child', subjectDob: '2019-04-02', subjectGender: 'male' }).where(eq(appointments.id, appointmentId));
    const added = await ctx.app.inject({
      method: 'POST', url: '/api/add-review', headers: aisha.headers,
      payload: { doctor_id: world.kolkata.doctorId, appointment_id: appointmentId, stars: 5, review: 'Gentle with children.', is_recommended: 'yes' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const detail = await ctx.app.inject({ method: 'GET', url: '/api/doctor-detail', query: { doctor_id: String(world.kolkata.doctorId) } });
    const review = detail.json().data.reviews.find((r: { id: number }) => r.id === added.json().data.review.id);
    expect(review).toMatchObject({ reviewer_name: 'Aisha K.', for_family: { relation: 'child', gender: 'male', holder_gender: 'female' } });
    const line = t('detail.reviewForFamily', { name: review.reviewer_name, holder: 'female', relation: 'child', gender: 'male' }, 'en');
    expect(line).toBe('Aisha K., for her son');
  });
});
