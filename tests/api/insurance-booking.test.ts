/**
 * A booking with the patient's saved insurance (issue 41): coverage tells the booking panel whether
 * a doctor takes each person's insurance; add-appointment with `use_insurance` copies insurer,
 * network, member number and the saved row onto the booking, or answers 422 when it is not accepted
 * there (nothing booked). The doctor of that booking sees the insurance on the booking list and the
 * day view and may open the card photo; a doctor of another booking, patients and visitors may not.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { doctors } from '../../server/db/schema/doctors.ts';
import { familyMembers } from '../../server/db/schema/family.ts';
import { clinicInsuranceNetworks, insuranceNetworks, insurers } from '../../server/db/schema/insurance.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { bearer, seedDoctor, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData, insertBooking, pngBytes } from './account-fixtures.ts';
import { MONDAY, NOW, WEDNESDAY, bookingPayload, buildWorld, patient, type World } from './booking-fixtures.ts';

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let dubaiDoctor: Record<string, string>;
let otherDoctor: Record<string, string>;
let otherBooking: number;
let childId: number;
let ownInsuranceId: number;
const network: Record<string, number> = {};
const insurer: Record<string, number> = {};

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
  nadia = await patient(ctx.app, 'nadia@cover.test');
  omar = await patient(ctx.app, 'omar@cover.test');
  dubaiDoctor = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
  const other = await seedDoctor(ctx.database, { email: 'other@cover.test' });
  otherDoctor = bearer((await signIn(ctx.app, { email: 'other@cover.test', userType: 'doctor' })).token);
  // Nadia is this other doctor's patient too (a booking without insurance).
  otherBooking = await insertBooking(ctx.database, { doctorId: other.doctorId, patientId: nadia.userId, startsAt: new Date(NOW + 3 * 86_400_000) });
  for (const row of await ctx.database.db.select().from(insuranceNetworks)) network[row.slug] = row.id;
  for (const row of await ctx.database.db.select().from(insurers)) insurer[row.slug] = row.id;
  const [child] = await ctx.database.db
    .insert(familyMembers)
    .values({ ownerId: nadia.userId, firstName: 'Zaid', lastName: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' })
    .returning({ id: familyMembers.id });
  childId = child!.id;
  // The Dubai doctor's clinic takes Daman Enhanced; video is not covered (yet).
  await ctx.database.db.insert(clinicInsuranceNetworks).values({ clinicId: world.dubai.clinicId, doctorId: world.dubai.doctorId, networkId: network['daman-enhanced']! });
  const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/patient-insurance', headers: nadia.headers, payload });
  ownInsuranceId = (await put({ insurer_id: insurer['daman'], network_id: network['daman-enhanced'], member_number: 'DM-778899' })).json().data.id;
  await put({ family_member_id: childId, insurer_id: insurer['thiqa'], network_id: network['thiqa'], member_number: 'TQ-1' });
  const uploaded = await ctx.app.inject({ method: 'POST', url: `/api/patient-insurance/${ownInsuranceId}/card`, headers: nadia.headers, payload: formData({}, { card_photo: { name: 'card.png', type: 'image/png', bytes: pngBytes(2, 2) } }) });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const book = (headers: Record<string, string>, overrides: Record<string, unknown>, language = 'en') =>
  ctx.app.inject({ method: 'POST', url: '/api/add-appointment', headers: { ...headers, 'accept-language': language }, payload: bookingPayload({ doctor_id: world.dubai.doctorId, ...overrides }) });
const atClinic = (date: string, time: string) => ({ appointment_type: 'offline', clinic_id: world.dubai.clinicId, appointment_date: date, appointment_time: time });
const coverage = (headers: Record<string, string>, doctorId: number | string = world.dubai.doctorId) =>
  ctx.app.inject({ method: 'GET', url: `/api/patient-insurance/coverage?doctor_id=${doctorId}`, headers });
const bookingCard = (headers: Record<string, string>, id: number | string) => ctx.app.inject({ method: 'GET', url: `/api/doctor/bookings/${id}/insurance-card`, headers });
const bookingCount = async () => (await ctx.database.db.select({ id: appointments.id }).from(appointments)).length;

describe('coverage and booking with insurance', () => {
  it("says where each person's insurance is in network, and video only when the doctor covers it", async () => {
    const answer = await coverage({ ...nadia.headers, 'accept-language': 'ar' });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.json().data).toEqual([
      { family_member_id: null, network_name: 'ضمان المعززة', clinic_ids: [world.dubai.clinicId], video: false },
      { family_member_id: childId, network_name: 'ثقة', clinic_ids: [], video: false },
    ]);
    await ctx.database.db.update(doctors).set({ videoInsurance: true }).where(eq(doctors.id, world.dubai.doctorId));
    expect((await coverage(nadia.headers)).json().data[0]).toMatchObject({ video: true });
    expect((await coverage(nadia.headers, world.other.doctorId)).json().data[0]).toMatchObject({ clinic_ids: [], video: false });
    expect((await coverage(omar.headers)).json().data).toEqual([]);
    await ctx.database.db.update(doctors).set({ videoInsurance: false }).where(eq(doctors.id, world.dubai.doctorId));
    for (const id of ['0', 'abc', '2147483648', '%2e%2e']) expect((await coverage(nadia.headers, id)).statusCode, id).toBe(400);
  });

  it('refuses with a clear 422, booking nothing, when the insurance is not accepted there or none is saved', async () => {
    const before = await bookingCount();
    const cases: Array<[Record<string, string>, Record<string, unknown>, Parameters<typeof t>[0]]> = [
      [nadia.headers, { appointment_type: 'online', appointment_date: WEDNESDAY, appointment_time: '09:00' }, 'bookingInsurance.error.videoNotCovered'],
      [nadia.headers, { ...atClinic(WEDNESDAY, '10:00'), family_member_id: childId }, 'bookingInsurance.error.notAccepted'],
      [omar.headers, atClinic(WEDNESDAY, '10:00'), 'bookingInsurance.error.noneSaved'],
    ];
    for (const [headers, overrides, key] of cases) {
      const refused = await book(headers, { ...overrides, use_insurance: true }, 'ar');
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ success: false, message: t(key, undefined, 'ar') });
    }
    expect((await book(nadia.headers, { ...atClinic(WEDNESDAY, '10:00'), use_insurance: 'yes' })).statusCode).toBe(400);
    expect(await bookingCount()).toBe(before);
  });

  it('copies the saved insurance onto the booking; the doctor sees it on the list and the day view and opens the card', async () => {
    const booked = await book(nadia.headers, { ...atClinic(MONDAY, '11:00'), use_insurance: true });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.appointment.id as number;
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ insurerId: insurer['daman'], networkId: network['daman-enhanced'], memberNumber: 'DM-778899', patientInsuranceId: ownInsuranceId });
    // Without use_insurance the booking is self-pay.
    const selfPay = await book(nadia.headers, atClinic(WEDNESDAY, '11:00'));
    const [plain] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, selfPay.json().data.appointment.id));
    expect(plain).toMatchObject({ insurerId: null, memberNumber: null, patientInsuranceId: null });

    const expected = { insurer: 'Daman', network: 'Daman Enhanced', member_number: 'DM-778899', has_card: true };
    const listed = await ctx.app.inject({ method: 'POST', url: '/api/doctor/my-appointments', headers: dubaiDoctor, payload: {} });
    const items = listed.json().data as Array<{ id: number; insurance: unknown }>;
    expect(items.find((item) => item.id === id)?.insurance).toEqual(expected);
    expect(items.find((item) => item.id !== id)?.insurance).toBeNull();
    const day = await ctx.app.inject({ method: 'GET', url: '/api/doctor/day', headers: { ...dubaiDoctor, 'accept-language': 'hi' } });
    expect(day.json().data.bookings.find((b: { id: number }) => b.id === id).insurance).toEqual({ ...expected, insurer: 'दमन', network: 'दमन एन्हांस्ड' });

    const cardFile = await bookingCard(dubaiDoctor, id);
    expect(cardFile.statusCode).toBe(200);
    expect(cardFile.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(cardFile.rawPayload.equals(pngBytes(2, 2))).toBe(true);

    // Refused: a doctor of another booking (theirs has no insurance; this one is not theirs), patients, visitors.
    expect((await bookingCard(otherDoctor, id)).statusCode).toBe(404);
    expect((await bookingCard(otherDoctor, otherBooking)).statusCode).toBe(404);
    expect((await bookingCard(dubaiDoctor, selfPay.json().data.appointment.id)).statusCode).toBe(404);
    expect((await bookingCard(nadia.headers, id)).statusCode).toBe(403);
    expect((await bookingCard({}, id)).statusCode).toBe(401);
    for (const path of ['0', 'abc', '%2e%2e%2fprivate', '2147483648']) expect((await bookingCard(dubaiDoctor, path)).statusCode, path).toBe(400);

    // Once the patient removes their insurance the card is gone; the booking keeps what was copied.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/patient-insurance/${ownInsuranceId}`, headers: nadia.headers })).statusCode).toBe(200);
    expect((await bookingCard(dubaiDoctor, id)).statusCode).toBe(404);
    const [kept] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(kept).toMatchObject({ memberNumber: 'DM-778899', patientInsuranceId: null });
  });
});
