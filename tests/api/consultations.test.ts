import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../../server/db/schema/appointments.ts';
import { consultationSignals } from '../../server/db/schema/consultations.ts';
import { specialities } from '../../server/db/schema/catalog.ts';
import { doctors } from '../../server/db/schema/doctors.ts';
import { users } from '../../server/db/schema/users.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { cleanupSignals } from '../../server/services/consultation/consultation-signals.ts';
import { CONSULT_CLOSES_AFTER_MINUTES, CONSULT_OPENS_BEFORE_MINUTES } from '../../src/shared/constants.ts';
import { namesAr } from '../../src/shared/i18n/names-ar.ts';
import { namesHi } from '../../src/shared/i18n/names-hi.ts';
import { t } from '../helpers/messages.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DAY, insertBooking } from './account-fixtures.ts';
import { NOW, buildWorld, patient, type World } from './booking-fixtures.ts';
import { verifiedDoctor } from './doctor-portal-fixtures.ts';

/**
 * The video room of an online booking (GET /api/consultations/:room) and its
 * WebRTC signalling (POST/GET …/signals): who may enter, when, and that each
 * side reads only the other side's signals of its own room, in order.
 */

const MINUTE = 60_000;
const POLL_MS = 1500;
let ctx: TestApp;
let world: World;
let clockAt = NOW;
const headers: Record<'patient' | 'patient2' | 'doctor' | 'otherDoctor' | 'admin', Record<string, string>> = {} as never;
const rooms: Record<string, string> = {};
const ids: Record<string, number> = {};

/** A room id like booking.ts makes: 32 hex characters. */
const roomId = (n: number) => n.toString(16).padStart(32, 'a');
/** The online booking starts here: an hour after the pinned clock. */
const START = NOW + 60 * MINUTE;

async function booking(name: string, patientId: number, startsAt: number, extra: Partial<Parameters<typeof insertBooking>[1]> = {}) {
  const id = await insertBooking(ctx.database, { doctorId: world.dubai.doctorId, patientId, startsAt: new Date(startsAt), ...extra });
  rooms[name] = roomId(id + 1000);
  await ctx.database.db
    .update(appointments)
    .set({ appointmentLink: `https://medbook.test/consult/${rooms[name]}` })
    .where(eq(appointments.id, id));
  ids[name] = id;
}

beforeAll(async () => {
  setClock(() => clockAt);
  ctx = await createTestApp({ config: { consultPollWaitMs: POLL_MS } });
  world = await buildWorld(ctx.database);
  const nadia = await patient(ctx.app, 'nadia@consult.test');
  const omar = await patient(ctx.app, 'omar@consult.test');
  headers.patient = nadia.headers;
  headers.patient2 = omar.headers;
  headers.doctor = bearer((await signIn(ctx.app, { email: world.dubai.email, userType: 'doctor' })).token);
  headers.otherDoctor = (await verifiedDoctor(ctx.app, ctx.database, 'other@consult.test', { firstName: 'Omar', lastName: 'Other' })).headers;
  await ctx.database.db.insert(users).values({ role: 'admin', email: 'team@consult.test', emailVerifiedAt: new Date() });
  headers.admin = bearer((await signIn(ctx.app, { email: 'team@consult.test' })).token);

  await booking('main', nadia.userId, START, { name: 'Sara Ali' });
  await booking('second', omar.userId, START + DAY, { name: 'Omar Khan' });
  await booking('cancelled', nadia.userId, START + 2 * DAY, { status: 'cancelled' });
  await booking('completed', nadia.userId, START - 2 * DAY, { status: 'completed' });
  // A visit whose row somehow carries a room link is still no consultation.
  await booking('visit', nadia.userId, START + 3 * DAY, { clinicId: world.dubai.clinicId, duration: 60 });
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const info = (room: string, as: Record<string, string> = headers.patient) =>
  ctx.app.inject({ method: 'GET', url: `/api/consultations/${room}`, headers: as });
const post = (room: string, payload: unknown, as: Record<string, string> = headers.patient) =>
  ctx.app.inject({ method: 'POST', url: `/api/consultations/${room}/signals`, headers: as, payload: payload as Record<string, unknown> });
const poll = (room: string, after: number, as: Record<string, string> = headers.patient) =>
  ctx.app.inject({ method: 'GET', url: `/api/consultations/${room}/signals?after=${after}`, headers: as });
const openTime = () => {
  clockAt = START - 5 * MINUTE;
};

describe('GET /api/consultations/:room', () => {
  it('shows the patient the doctor, the time, the window and the ICE servers', async () => {
    openTime();
    const response = await info(rooms.main!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const data = response.json().data;
    expect(data).toMatchObject({
      appointment_id: ids.main,
      role: 'patient',
      other: { name: 'Dr. Amira Hassan', photo: null },
      time_zone: 'Asia/Dubai',
      appointment_time: '11:00',
      duration: 30,
      booking_status: 'confirmed',
      starts_at: new Date(START).toISOString(),
      ends_at: new Date(START + 30 * MINUTE).toISOString(),
      opens_at: new Date(START - CONSULT_OPENS_BEFORE_MINUTES * MINUTE).toISOString(),
      closes_at: new Date(START + (30 + CONSULT_CLOSES_AFTER_MINUTES) * MINUTE).toISOString(),
      state: 'open',
      now: new Date(clockAt).toISOString(),
      ice_servers: [],
    });
  });

  it("names the doctor's speciality in the reader's language (issue 42)", async () => {
    openTime();
    const [cardiology] = await ctx.database.db.insert(specialities).values({ slug: 'cardiology', speciality: 'Cardiology', sortOrder: 1 }).returning({ id: specialities.id });
    await ctx.database.db.update(doctors).set({ specialityId: cardiology!.id }).where(eq(doctors.id, world.dubai.doctorId));
    try {
      const read = async (extra: Record<string, string>) => (await ctx.app.inject({ method: 'GET', url: `/api/consultations/${rooms.main}`, headers: { ...headers.patient, ...extra } })).json().data.speciality;
      expect(await read({})).toBe('Cardiology');
      expect(await read({ 'x-page-locale': 'ar' })).toBe(namesAr.specialities['Cardiology']);
      expect(await read({ 'accept-language': 'hi' })).toBe(namesHi.specialities['Cardiology']);
    } finally {
      await ctx.database.db.update(doctors).set({ specialityId: null }).where(eq(doctors.id, world.dubai.doctorId));
    }
  });

  it('shows the doctor the patient named on the booking', async () => {
    const response = await info(rooms.main!, headers.doctor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ role: 'doctor', other: { name: 'Sara Ali' } });
  });

  it('is 404 to another patient, another doctor and an admin, 401 to a guest', async () => {
    for (const as of [headers.patient2, headers.otherDoctor, headers.admin]) {
      const response = await info(rooms.main!, as);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ success: false, message: t('consult.notFound') });
      expect((await post(rooms.main!, { kind: 'join' }, as)).statusCode).toBe(404);
      expect((await poll(rooms.main!, 0, as)).statusCode).toBe(404);
    }
    const guest = await ctx.app.inject({ method: 'GET', url: `/api/consultations/${rooms.main}` });
    expect(guest.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/consultations/${rooms.main}/signals`, payload: { kind: 'join' } })).statusCode).toBe(401);
  });

  it('is 404 for an unknown, a malformed and a visit booking room id', async () => {
    for (const room of [roomId(1), 'abc', rooms.main!.toUpperCase(), `${rooms.main}0`, rooms.visit!, '%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25%25']) {
      const response = await info(room);
      expect(response.statusCode, room).toBe(404);
    }
  });

  it('is not open before its window: the state says so and signals are refused', async () => {
    clockAt = START - (CONSULT_OPENS_BEFORE_MINUTES + 1) * MINUTE;
    expect((await info(rooms.main!)).json().data.state).toBe('not_open');
    const refused = await post(rooms.main!, { kind: 'join' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('consult.notOpenYet'));
    expect((await poll(rooms.main!, 0)).statusCode).toBe(409);

    clockAt = START - CONSULT_OPENS_BEFORE_MINUTES * MINUTE;
    expect((await info(rooms.main!)).json().data.state).toBe('open');
  });

  it('closes after its window, and cancelled or completed bookings are closed', async () => {
    clockAt = START + (30 + CONSULT_CLOSES_AFTER_MINUTES) * MINUTE - 1;
    expect((await info(rooms.main!)).json().data.state).toBe('open');
    clockAt = START + (30 + CONSULT_CLOSES_AFTER_MINUTES) * MINUTE;
    expect((await info(rooms.main!)).json().data.state).toBe('closed');
    const refused = await post(rooms.main!, { kind: 'join' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t('consult.roomClosed'));

    clockAt = START + 2 * DAY - MINUTE;
    expect((await info(rooms.cancelled!)).json().data.state).toBe('cancelled');
    expect((await post(rooms.cancelled!, { kind: 'join' })).json().message).toBe(t('consult.roomClosed'));
    clockAt = START - 2 * DAY + MINUTE;
    expect((await info(rooms.completed!)).json().data.state).toBe('closed');
  });
});

describe('signals', () => {
  it('each side reads only the other side, in order, after its cursor', async () => {
    openTime();
    const join = await post(rooms.main!, { kind: 'join' });
    expect(join.statusCode, join.body).toBe(201);
    expect(join.json().data).toMatchObject({ from: 'patient', kind: 'join', data: null });
    const offer = await post(rooms.main!, { kind: 'description', data: { type: 'offer', sdp: 'v=0 patient offer' } });
    const ack = await post(rooms.main!, { kind: 'join', data: { ack: true } }, headers.doctor);
    const answer = await post(rooms.main!, { kind: 'description', data: { type: 'answer', sdp: 'v=0 doctor answer' } }, headers.doctor);
    const candidate = await post(
      rooms.main!,
      { kind: 'candidate', data: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'abcd' } },
      headers.doctor,
    );
    expect(candidate.statusCode, candidate.body).toBe(201);

    const forPatient = (await poll(rooms.main!, 0)).json().data;
    expect(forPatient.map((s: { kind: string }) => s.kind)).toEqual(['join', 'description', 'candidate']);
    expect(forPatient.every((s: { from: string }) => s.from === 'doctor')).toBe(true);
    expect(forPatient[0]).toMatchObject({ seq: ack.json().data.seq, data: { ack: true } });
    expect(forPatient[1]).toMatchObject({ seq: answer.json().data.seq, data: { type: 'answer', sdp: 'v=0 doctor answer' } });
    const seqs = forPatient.map((s: { seq: number }) => s.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);

    const forDoctor = (await poll(rooms.main!, 0, headers.doctor)).json().data;
    expect(forDoctor.map((s: { seq: number }) => s.seq)).toEqual([join.json().data.seq, offer.json().data.seq]);

    // After the cursor: only what is newer.
    const later = (await poll(rooms.main!, answer.json().data.seq)).json().data;
    expect(later.map((s: { kind: string }) => s.kind)).toEqual(['candidate']);
  });

  it("never shows one room's signals in another room of the same doctor", async () => {
    clockAt = START + DAY - 5 * MINUTE;
    expect((await post(rooms.second!, { kind: 'join' }, headers.patient2)).statusCode).toBe(201);
    const doctorView = (await poll(rooms.second!, 0, headers.doctor)).json().data;
    expect(doctorView).toHaveLength(1);
    expect(doctorView[0]).toMatchObject({ from: 'patient', kind: 'join' });
    openTime();
    const mainView = (await poll(rooms.main!, 0, headers.doctor)).json().data;
    expect(mainView.map((s: { kind: string }) => s.kind)).toEqual(['join', 'description']);
  });

  it('long-poll: answers as soon as the other side posts, and [] after the wait', async () => {
    openTime();
    const cursor = Math.max(...(await poll(rooms.main!, 0)).json().data.map((s: { seq: number }) => s.seq));
    const started = Date.now();
    const waiting = poll(rooms.main!, cursor);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await post(rooms.main!, { kind: 'leave' }, headers.doctor);
    const answered = await waiting;
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.map((s: { kind: string }) => s.kind)).toEqual(['leave']);
    expect(Date.now() - started).toBeLessThan(POLL_MS - 200);

    // Its own post does not wake the patient's wait; nothing new from the doctor: [] after the wait.
    const newest = answered.json().data[0].seq;
    const quiet = Date.now();
    const empty = poll(rooms.main!, newest);
    await post(rooms.main!, { kind: 'leave' });
    const result = await empty;
    expect(result.json().data).toEqual([]);
    expect(Date.now() - quiet).toBeGreaterThanOrEqual(POLL_MS - 50);
  });

  it('validates the payload with clear messages', async () => {
    openTime();
    const cases: [unknown, string][] = [
      [{ kind: 'hello' }, t('consult.error.kind')],
      [{}, t('consult.error.kind')],
      [{ kind: 'description', data: { type: 'offer' } }, t('consult.error.data')],
      [{ kind: 'description', data: { type: 'pranswer', sdp: 'v=0' } }, t('consult.error.data')],
      [{ kind: 'description', data: { type: 'offer', sdp: 'x'.repeat(45_000) } }, t('consult.error.tooLarge')],
      [{ kind: 'candidate', data: { candidate: 1 } }, t('consult.error.data')],
      [{ kind: 'candidate', data: { candidate: 'c', extra: 'no' } }, t('consult.error.data')],
      [{ kind: 'join', data: { ack: 'yes' } }, t('consult.error.data')],
      [{ kind: 'leave', data: { why: 'x' } }, t('consult.error.data')],
    ];
    for (const [payload, message] of cases) {
      const response = await post(rooms.main!, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    const huge = await post(rooms.main!, { kind: 'description', data: { type: 'offer', sdp: 'x'.repeat(70_000) } });
    expect(huge.statusCode).toBe(413);
    expect((await poll(rooms.main!, -1)).json().message).toBe(t('consult.error.after'));
    expect((await poll(rooms.main!, 'x' as unknown as number)).statusCode).toBe(400);
  });

  it("drops a room's signals once it has closed", async () => {
    openTime();
    const count = async () => (await ctx.database.db.select().from(consultationSignals).where(eq(consultationSignals.appointmentId, ids.main!))).length;
    expect(await count()).toBeGreaterThan(0);
    clockAt = START + (30 + CONSULT_CLOSES_AFTER_MINUTES) * MINUTE + 1;
    expect((await poll(rooms.main!, 0)).statusCode).toBe(409);
    expect(await count()).toBe(0);
  });

  it('the cleanup removes signals older than a day and those of closed rooms, and keeps the rest', async () => {
    clockAt = START + DAY - 5 * MINUTE;
    const db = ctx.database.db;
    await db.insert(consultationSignals).values([
      { appointmentId: ids.second!, sender: 'patient', kind: 'leave', data: null, createdAt: new Date(clockAt - 2 * DAY) },
      { appointmentId: ids.second!, sender: 'doctor', kind: 'leave', data: null, createdAt: new Date(clockAt - MINUTE) },
      { appointmentId: ids.cancelled!, sender: 'doctor', kind: 'leave', data: null, createdAt: new Date(clockAt - MINUTE) },
    ]);
    await cleanupSignals(db, true);
    const left = await db
      .select({ appointmentId: consultationSignals.appointmentId, sender: consultationSignals.sender, kind: consultationSignals.kind })
      .from(consultationSignals)
      .orderBy(consultationSignals.id);
    // The second room's join from an earlier test and the fresh leave stay.
    expect(left).toEqual([
      { appointmentId: ids.second, sender: 'patient', kind: 'join' },
      { appointmentId: ids.second, sender: 'doctor', kind: 'leave' },
    ]);
  });
});
