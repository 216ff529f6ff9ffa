/**
 * The waitlist for freed slots (issue 19) with the test clock: join, offer on a cancellation,
 * the 15-minute hold (availability and add-appointment refuse it to others), expiry and
 * hand-on (by the sweep, lazily by a booking, and by the sweep's own timer with no request),
 * leaving, and who may see or touch an entry.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { waitlistEntries, waitlistOffers } from '../../server/db/schema/waitlist.ts';
import { users } from '../../server/db/schema/users.ts';
import { outboxMessages } from '../../server/db/schema/content.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { sweepWaitlist } from '../../server/services/waitlist/waitlist-sweep.ts';
import { WAITLIST_CHAIN_MINUTES, WAITLIST_HOLD_MINUTES, WAITLIST_NEW_ACCOUNT_HOURS, WAITLIST_NEW_ACCOUNT_MAX_ENTRIES } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, insertBooking } from './account-fixtures.ts';
import { NOW, TUESDAY, WEDNESDAY, bookingPayload, buildWorld, outboxRows, patient, type World } from './booking-fixtures.ts';
import { phonePatient } from './reminder-fixtures.ts';

let ctx: TestApp;
let world: World;
let nadia: Awaited<ReturnType<typeof patient>>;
let omar: Awaited<ReturnType<typeof patient>>;
let sara: Awaited<ReturnType<typeof patient>>;
let lina: Awaited<ReturnType<typeof patient>>;
let doctorHeaders: Record<string, string>;
let clock = NOW;
const MINUTE = 60_000;

beforeAll(async () => {
  setClock(() => clock);
  // The sweep's timer is off here: tests run it by hand, one test turns a second app's on.
  ctx = await createTestApp({ config: { waitlistSweepMs: 0 } });
  world = await buildWorld(ctx.database);
  nadia = await patient(ctx.app, 'nadia@patient.test');
  omar = await patient(ctx.app, 'omar@patient.test');
  sara = await patient(ctx.app, 'sara@patient.test');
  lina = await patient(ctx.app, 'lina@patient.test');
  doctorHeaders = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
});
beforeEach(async () => {
  clock = NOW;
  // Each test starts with nobody waiting and no booking.
  await ctx.database.db.delete(waitlistOffers);
  await ctx.database.db.delete(waitlistEntries);
  await ctx.database.db.delete(appointments);
  await ctx.database.db.delete(outboxMessages);
});
afterEach(() => {
  clock = NOW;
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const join = (headers: Record<string, string>, overrides: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers,
    payload: { doctor_id: world.dubai.doctorId, appointment_type: 'online', from_date: TUESDAY, to_date: WEDNESDAY, ...overrides },
  });
const list = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/waitlist', headers });
const leave = (headers: Record<string, string>, id: number | string) => ctx.app.inject({ method: 'DELETE', url: `/api/waitlist/${id}`, headers });
const cancel = (headers: Record<string, string>, id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/change-appointment-status',
    headers,
    payload: { appointment_id: id, booking_status: 'cancelled', cancel_reason: 'Feeling better', cancel_description: 'The headache is gone, thank you.' },
  });
const book = (headers: Record<string, string>, overrides: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/add-appointment',
    headers,
    payload: bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: TUESDAY, appointment_time: '10:00', ...overrides }),
  });
const slotAt10 = async (headers: Record<string, string>) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/doctor-availability',
    headers,
    payload: { doctor_id: world.dubai.doctorId, type: 'online', date: TUESDAY },
  });
  return (response.json().data.online_timeslots as { time: string; isDisabled: boolean }[]).find((slot) => slot.time === '10:00');
};
const sweep = () => sweepWaitlist({ config: ctx.config, database: ctx.database, log: ctx.app.log }, 'https://medbook.test', new Date(clock));
const offersOf = (patientId: number) => ctx.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.patientId, patientId));
const waitlistMails = async (email: string) =>
  (await outboxRows(ctx.database, email)).filter((row) => row.subject.startsWith('A time freed up'));

/** Tuesday 10:00 in Dubai (06:00 UTC): a real 30-minute online slot of the Dubai doctor. */
const TUESDAY_10 = new Date(NOW + DAY);

async function bookedByNadia(): Promise<number> {
  return insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: TUESDAY_10 });
}

/** Omar waits, a minute later Sara; then Nadia cancels, so the time is held for Omar. Answers Omar's entry. */
async function freedWithOmarThenSara(): Promise<number> {
  const booking = await bookedByNadia();
  const omarEntry = (await join(omar.headers)).json().data.id as number;
  clock += MINUTE;
  await join(sara.headers);
  await cancel(nadia.headers, booking);
  return omarEntry;
}

describe('joining, seeing and leaving a waiting list', () => {
  it('joins, lists the entry, updates it on a second join and leaves it', async () => {
    const joined = await join(omar.headers);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      success: true,
      message: t('waitlist.joined'),
      data: { doctor: { id: world.dubai.doctorId, name: 'Dr. Amira Hassan' }, appointment_type: 'online', from_date: TUESDAY, to_date: WEDNESDAY, status: 'waiting', offer: null },
    });
    const again = await join(omar.headers, { to_date: '2030-01-10' });
    expect(again.json()).toMatchObject({ message: t('waitlist.updated'), data: { id: joined.json().data.id, to_date: '2030-01-10' } });
    const listed = await list(omar.headers);
    expect(listed.json().data).toHaveLength(1);
    const left = await leave(omar.headers, joined.json().data.id);
    expect(left.json()).toMatchObject({ success: true, message: t('waitlist.left'), data: { status: 'left' } });
    expect((await leave(omar.headers, joined.json().data.id)).json().message).toBe(t('waitlist.alreadyLeft'));
    expect((await list(omar.headers)).json().data).toEqual([]);
  });

  it('another patient, a doctor and a visitor can neither read nor leave an entry', async () => {
    const id = (await join(omar.headers)).json().data.id as number;
    expect((await list(sara.headers)).json().data).toEqual([]);
    const foreign = await leave(sara.headers, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, message: t('waitlist.error.notFound') });
    expect((await leave(doctorHeaders, id)).statusCode).toBe(403);
    expect((await list(doctorHeaders)).statusCode).toBe(403);
    expect((await join(doctorHeaders)).statusCode).toBe(403);
    expect((await leave({}, id)).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
    expect((await join({})).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
    expect(row!.status).toBe('waiting');
  });

  it('refuses hostile and impossible input with a clear message, changing nothing', async () => {
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ from_date: '2030-13-40' }, 400, t('waitlist.error.fromDate')],
      [{ from_date: '<script>alert(1)</script>' }, 400, t('waitlist.error.fromDate')],
      [{ to_date: 'x'.repeat(100_000) }, 400, t('waitlist.error.toDate')],
      [{ from_date: WEDNESDAY, to_date: TUESDAY }, 400, t('waitlist.error.order')],
      [{ from_date: '2029-12-01', to_date: TUESDAY }, 400, t('waitlist.error.pastDate')],
      [{ to_date: '2031-01-01' }, 400],
      [{ appointment_type: 'house-call' }, 400],
      [{ doctor_id: 2 ** 31 }, 400],
      [{ doctor_id: -1 }, 400],
      [{ doctor_id: '1; drop table users' }, 400],
      [{ doctor_id: 999_999 }, 404, t('booking.error.doctorNotFound')],
      [{ doctor_id: world.unverified.doctorId }, 403, t('booking.error.doctorNotVerified')],
      [{ appointment_type: 'offline', clinic_id: world.other.clinicId }, 400, t('booking.error.clinicNotFound')],
      [{ from_date: 'abc\u0000' }, 400],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await join(omar.headers, overrides);
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(status);
      expect(response.json().success).toBe(false);
      if (message) expect(response.json().message === message || Object.values(response.json().errors ?? {}).includes(message)).toBe(true);
    }
    expect((await leave(omar.headers, 'abc')).statusCode).toBe(400);
    expect((await leave(omar.headers, 2 ** 31)).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(waitlistEntries)).toEqual([]);
  });
});

describe('a freed slot goes to the first patient waiting', () => {
  it('offers a cancelled slot, holds it 15 minutes for that patient alone, then hands it on', async () => {
    const booking = await bookedByNadia();
    await join(omar.headers);
    clock += MINUTE;
    await join(sara.headers);
    expect((await cancel(nadia.headers, booking)).statusCode).toBe(200);

    // Omar (first in line) is offered it, by mail and in the app.
    const [offer] = await offersOf(omar.userId);
    expect(offer).toMatchObject({ status: 'open', appointmentDate: TUESDAY, appointmentTime: '10:00:00' });
    expect(offer!.expiresAt.getTime()).toBe(clock + WAITLIST_HOLD_MINUTES * MINUTE);
    const mails = await waitlistMails(omar.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('http://');
    expect(mails[0]!.body).toContain('/my-appointments');
    expect((await list(omar.headers)).json().data[0].offer).toMatchObject({ appointment_date: TUESDAY, appointment_time: '10:00' });
    expect(await offersOf(sara.userId)).toEqual([]);

    // Others see it taken and cannot book it; Omar sees it free.
    expect(await slotAt10(sara.headers)).toMatchObject({ isDisabled: true });
    expect(await slotAt10({})).toMatchObject({ isDisabled: true });
    expect(await slotAt10(omar.headers)).toMatchObject({ isDisabled: false });
    const refused = await book(lina.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('booking.error.slotTaken'));

    // A sweep inside the hold changes nothing.
    clock += (WAITLIST_HOLD_MINUTES - 1) * MINUTE;
    expect(await sweep()).toEqual({ handedOn: 0, sent: 0 });

    // The hold lapses: the sweep hands the slot to Sara, once, and tells her once.
    clock += 2 * MINUTE;
    expect((await sweep()).handedOn).toBe(1);
    expect((await sweep()).handedOn).toBe(0);
    expect((await offersOf(omar.userId))[0]!.status).toBe('expired');
    expect((await offersOf(sara.userId))[0]).toMatchObject({ status: 'open' });
    expect(await waitlistMails(sara.email)).toHaveLength(1);
    expect((await list(omar.headers)).json().data[0].offer).toBeNull();

    // Omar's time is gone; Sara books it.
    expect((await book(omar.headers)).statusCode).toBe(409);
    const taken = await book(sara.headers);
    expect(taken.statusCode).toBe(200);
    expect((await offersOf(sara.userId))[0]!.status).toBe('taken');
    const [entry] = await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.patientId, sara.userId));
    expect(entry!.status).toBe('booked');
    expect((await list(sara.headers)).json().data).toEqual([]);
  });

  it('racing for a held time, only its holder gets it', async () => {
    const booking = await bookedByNadia();
    await join(omar.headers);
    await cancel(nadia.headers, booking);
    const answers = await Promise.all([book(sara.headers), book(lina.headers), book(omar.headers), book(sara.headers), book(lina.headers)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 409, 200, 409, 409]);
    const active = (await ctx.database.db.select().from(appointments)).filter((row) => row.bookingStatus === 'confirmed');
    expect(active.map((row) => row.patientId)).toEqual([omar.userId]);
  });

  it('a doctor\'s cancellation offers the slot too; only matching entries are offered', async () => {
    const booking = await bookedByNadia();
    // Wrong dates, wrong type: not offered. Lina waits for the right thing.
    await join(omar.headers, { from_date: WEDNESDAY, to_date: WEDNESDAY });
    await join(sara.headers, { appointment_type: 'offline', clinic_id: world.dubai.clinicId });
    await join(lina.headers);
    expect((await cancel(doctorHeaders, booking)).statusCode).toBe(200);
    expect(await offersOf(omar.userId)).toEqual([]);
    expect(await offersOf(sara.userId)).toEqual([]);
    expect((await offersOf(lina.userId))[0]).toMatchObject({ status: 'open' });
  });

  it('with nobody waiting a cancelled slot is free for everyone at once', async () => {
    const booking = await bookedByNadia();
    await cancel(nadia.headers, booking);
    expect(await ctx.database.db.select().from(waitlistOffers)).toEqual([]);
    expect(await slotAt10(sara.headers)).toMatchObject({ isDisabled: false });
  });

  it('a lapsed hold is handed on by the next booking attempt even before any sweep', async () => {
    await freedWithOmarThenSara();
    clock += (WAITLIST_HOLD_MINUTES + 1) * MINUTE;
    // Lina tries first: the time belongs to Sara now, and Sara is told.
    expect((await book(lina.headers)).statusCode).toBe(409);
    expect((await offersOf(sara.userId))[0]).toMatchObject({ status: 'open' });
    expect(await waitlistMails(sara.email)).toHaveLength(1);
  });

  it('the last patient\'s lapsed hold frees the slot for everyone', async () => {
    const booking = await bookedByNadia();
    await join(omar.headers);
    await cancel(nadia.headers, booking);
    clock += (WAITLIST_HOLD_MINUTES + 1) * MINUTE;
    expect((await sweep()).handedOn).toBe(0);
    expect(await slotAt10(lina.headers)).toMatchObject({ isDisabled: false });
    expect((await book(lina.headers)).statusCode).toBe(200);
  });

  it('leaving the list while holding a slot hands it to the next patient at once', async () => {
    const omarEntry = await freedWithOmarThenSara();
    expect((await leave(omar.headers, omarEntry)).statusCode).toBe(200);
    expect((await offersOf(sara.userId))[0]).toMatchObject({ status: 'open' });
    expect(await waitlistMails(sara.email)).toHaveLength(1);
  });

  it(`one freed slot is held at most ${WAITLIST_CHAIN_MINUTES} minutes along the list, then it is free for everyone`, async () => {
    await freedWithOmarThenSara();
    clock += MINUTE;
    await join(lina.headers);
    const chainStart = (await offersOf(omar.userId))[0]!.createdAt.getTime();
    // Omar's hold lapses a minute late: Sara's hold ends with the chain, not 15 minutes later.
    clock += (WAITLIST_HOLD_MINUTES + 1) * MINUTE;
    expect((await sweep()).handedOn).toBe(1);
    const [saraOffer] = await offersOf(sara.userId);
    expect(saraOffer).toMatchObject({ status: 'open' });
    expect(saraOffer!.expiresAt.getTime()).toBe(chainStart + WAITLIST_CHAIN_MINUTES * MINUTE);
    expect(saraOffer!.chainStartedAt.getTime()).toBe(chainStart);
    // The chain is over: Lina, third on the list, is not offered it; anybody may book it.
    clock = chainStart + WAITLIST_CHAIN_MINUTES * MINUTE + MINUTE;
    expect((await sweep()).handedOn).toBe(0);
    expect(await offersOf(lina.userId)).toEqual([]);
    const newcomer = await patient(ctx.app, `chain-${clock}@patient.test`);
    expect(await slotAt10(newcomer.headers)).toMatchObject({ isDisabled: false });
    expect((await book(newcomer.headers)).statusCode).toBe(200);
  });

  it(`an account younger than ${WAITLIST_NEW_ACCOUNT_HOURS} hours waits for at most ${WAITLIST_NEW_ACCOUNT_MAX_ENTRIES} doctors; a day later it may join more`, async () => {
    const fresh = await patient(ctx.app, `fresh-${clock}@patient.test`);
    await ctx.database.db.update(users).set({ createdAt: new Date(clock - MINUTE) }).where(eq(users.id, fresh.userId));
    expect((await join(fresh.headers)).statusCode).toBe(200);
    expect((await join(fresh.headers, { doctor_id: world.kolkata.doctorId })).statusCode).toBe(200);
    // Updating a list it is on is not joining another.
    expect((await join(fresh.headers, { to_date: TUESDAY })).statusCode).toBe(200);
    const third = await join(fresh.headers, { appointment_type: 'offline', clinic_id: world.dubai.clinicId });
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(t('waitlist.error.newAccount', { max: WAITLIST_NEW_ACCOUNT_MAX_ENTRIES, hours: WAITLIST_NEW_ACCOUNT_HOURS }));
    const arabic = await ctx.app.inject({
      method: 'POST', url: '/api/waitlist', headers: { ...fresh.headers, 'accept-language': 'ar' },
      payload: { doctor_id: world.dubai.doctorId, appointment_type: 'offline', clinic_id: world.dubai.clinicId, from_date: TUESDAY, to_date: WEDNESDAY },
    });
    expect(arabic.json().message).toContain('يمكن للحساب الجديد');
    expect((await list(fresh.headers)).json().data).toHaveLength(2);
    clock += (WAITLIST_NEW_ACCOUNT_HOURS * 60 + 1) * MINUTE;
    expect((await join(fresh.headers, { appointment_type: 'offline', clinic_id: world.dubai.clinicId, from_date: WEDNESDAY })).statusCode).toBe(200);
  });

  it('the offer goes through the job queue by mail, SMS and WhatsApp, as each patient chose', async () => {
    const rami = await phonePatient(ctx.database, 'rami@patient.test');
    const hana = await phonePatient(ctx.database, 'hana@patient.test', { whatsappReminders: false });
    const booking = await bookedByNadia();
    await join(rami.headers);
    clock += MINUTE;
    await join(hana.headers);
    await cancel(nadia.headers, booking);
    const toRami = [...(await outboxRows(ctx.database, rami.email)), ...(await outboxRows(ctx.database, rami.phone))];
    expect(toRami.map((row) => row.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    // Each one a job of the queue, in the outbox once.
    expect(toRami.every((row) => row.jobId !== null)).toBe(true);
    expect((await outboxRows(ctx.database, rami.phone)).find((row) => row.channel === 'whatsapp')!.body).toContain('/my-appointments');

    // Rami leaves: the held time goes to Hana, who turned WhatsApp off.
    const [entry] = (await list(rami.headers)).json().data as { id: number }[];
    await leave(rami.headers, entry!.id);
    expect((await outboxRows(ctx.database, hana.phone)).map((row) => row.channel)).toEqual(['sms']);
    expect(await waitlistMails(hana.email)).toHaveLength(1);
  });

  it('parallel sweeps hand a lapsed hold on once and send its message once', async () => {
    await freedWithOmarThenSara();
    clock += (WAITLIST_HOLD_MINUTES + 1) * MINUTE;
    const results = await Promise.all([sweep(), sweep(), sweep(), sweep()]);
    expect(results.reduce((sum, result) => sum + result.handedOn, 0)).toBe(1);
    expect(await offersOf(sara.userId)).toHaveLength(1);
    expect(await waitlistMails(sara.email)).toHaveLength(1);
  });

  it('the sweep timer hands a lapsed hold on with no request at all', async () => {
    await freedWithOmarThenSara();
    clock += (WAITLIST_HOLD_MINUTES + 1) * MINUTE;
    // A second process on the same database, its sweep every 50 ms.
    const other = await createTestApp({ database: ctx.database, config: { waitlistSweepMs: 50 } });
    try {
      const deadline = Date.now() + 10_000;
      while (!(await offersOf(sara.userId)).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await offersOf(sara.userId))[0]).toMatchObject({ status: 'open' });
      while (!(await waitlistMails(sara.email)).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await waitlistMails(sara.email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('a patient who already holds an earlier time with this doctor is not offered a later one (issue 42)', async () => {
    const booking = await bookedByNadia();
    // Omar already booked this doctor on Tuesday 09:00 (before the freed 10:00), Sara on Wednesday (after it).
    await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: omar.userId, startsAt: new Date(TUESDAY_10.getTime() - 60 * MINUTE) });
    await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: sara.userId, startsAt: new Date(TUESDAY_10.getTime() + DAY) });
    await join(omar.headers);
    clock += MINUTE;
    await join(sara.headers);
    await cancel(nadia.headers, booking);
    expect(await offersOf(omar.userId)).toEqual([]);
    expect((await offersOf(sara.userId))[0]).toMatchObject({ status: 'open' });
  });

  it('the offer greets the patient by name where the account has one', async () => {
    const booking = await bookedByNadia();
    await join(omar.headers);
    await cancel(nadia.headers, booking);
    const [mail] = await waitlistMails(omar.email);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, omar.userId));
    expect(mail!.body.split('\n')[0]).toBe(account!.firstName ? t('waitlist.mail.greeting', { name: account!.firstName }) : t('waitlist.mail.greetingNoName'));
    await ctx.database.db.update(users).set({ firstName: 'Omar' }).where(eq(users.id, omar.userId));
    await ctx.database.db.delete(waitlistOffers);
    await ctx.database.db.delete(waitlistEntries);
    await ctx.database.db.delete(outboxMessages);
    const again = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId: nadia.userId, startsAt: TUESDAY_10 });
    await join(omar.headers);
    await cancel(nadia.headers, again);
    expect((await waitlistMails(omar.email))[0]!.body.split('\n')[0]).toBe('Hello Omar,');
  });

  it('a waiting patient who already has a booking at that time is skipped', async () => {
    const booking = await bookedByNadia();
    await join(omar.headers);
    clock += MINUTE;
    await join(sara.headers);
    // Omar is busy with another doctor at that time.
    await insertBooking(ctx.database, { doctorId: world.kolkata.doctorId, patientId: omar.userId, startsAt: TUESDAY_10, timeZone: 'Asia/Kolkata', duration: 15 });
    await cancel(nadia.headers, booking);
    expect(await offersOf(omar.userId)).toEqual([]);
    expect((await offersOf(sara.userId))[0]).toMatchObject({ status: 'open' });
    expect(await waitlistMails(omar.email)).toEqual([]);
  });
});
