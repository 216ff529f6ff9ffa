/**
 * An idempotent retry after a crash gets the truth: the server committed the booking but died
 * before storing (and sending) its answer, leaving the Idempotency-Key reserved without one. The
 * retry must answer that booking at once (200, the same appointment), not "still being processed"
 * and, once the reservation went stale, "This slot was just taken" by its own booking.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { idempotencyKeys } from '../../server/db/schema/auth.ts';
import { jobs } from '../../server/db/schema/jobs.ts';
import { bookAppointment } from '../../server/services/booking/booking.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { JOB_LEASE_MS, WORKER_ID } from '../../server/services/jobs/queue.ts';
import { jobHandlers } from '../../server/services/job-handlers.ts';
import { runDueJobs } from '../../server/services/jobs/run-jobs.ts';
import { addAppointmentBody } from '../../src/shared/schemas/booking.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW, bookingPayload, buildWorld, outboxRows, patient, type World } from './booking-fixtures.ts';

const URL = '/api/add-appointment';
let ctx: TestApp;
let world: World;

beforeAll(async () => {
  setClock(() => NOW);
  ctx = await createTestApp();
  world = await buildWorld(ctx.database);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

/** What the crashed process left: its reservation (no answer) and its committed booking. */
async function crashAfterCommit(userId: number, key: string, payload: Record<string, unknown>, reservedAgoMs: number) {
  const requestHash = createHash('sha256').update(JSON.stringify(['POST', URL, payload])).digest('hex');
  await ctx.database.db.insert(idempotencyKeys).values({ userId, scope: 'add-appointment', key, requestHash, createdAt: new Date(NOW - reservedAgoMs) });
  const booking = await bookAppointment(ctx.database.db, {
    patientId: userId, input: addAppointmentBody.parse(payload), publicOrigin: 'http://localhost:80', idempotencyKey: key,
  });
  return booking.appointment;
}

const retry = (headers: Record<string, string>, key: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: URL, headers: { ...headers, 'idempotency-key': key }, payload });

describe('retry after a crash between the booking commit and the stored answer', () => {
  it.each([
    ['a fresh reservation', 1_000, '09:00'],
    ['a reservation gone stale', 5 * 60_000, '09:30'],
  ])('answers the committed booking at once (%s)', async (_label, reservedAgoMs, time) => {
    const p = await patient(ctx.app, `crash-${time.replace(':', '')}@retry.test`);
    const key = `crash-${time}`;
    const payload = bookingPayload({ doctor_id: world.dubai.doctorId, email: p.email, appointment_time: time });
    const committed = await crashAfterCommit(p.userId, key, payload, reservedAgoMs);

    const started = Date.now();
    const response = await retry(p.headers, key, payload);
    expect(Date.now() - started).toBeLessThan(3_000); // not the 5 s "still being processed" wait
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['idempotent-replayed']).toBe('true');
    expect(response.json()).toMatchObject({ success: true, data: { appointment: { id: committed.id, appointment_link: committed.appointment_link } } });

    // The answer is now stored: a later retry replays it, and there is still one booking.
    const again = await retry(p.headers, key, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    const rows = await ctx.database.db.select().from(appointments).where(eq(appointments.patientId, p.userId));
    expect(rows).toHaveLength(1);
    const [stored] = await ctx.database.db.select().from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, p.userId), eq(idempotencyKeys.key, key)));
    expect(stored!.statusCode).toBe(200);
  });

  it("does not answer another patient's booking that carries the same key", async () => {
    const owner = await patient(ctx.app, 'owner@retry.test');
    const other = await patient(ctx.app, 'other@retry.test');
    const key = 'shared-key-1';
    await crashAfterCommit(owner.userId, key, bookingPayload({ doctor_id: world.dubai.doctorId, email: owner.email, appointment_time: '10:00' }), 1_000);
    const payload = bookingPayload({ doctor_id: world.dubai.doctorId, email: other.email, appointment_time: '10:30' });
    const response = await retry(other.headers, key, payload);
    expect(response.statusCode).toBe(200);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(response.json().data.appointment.appointment_time).toBe('10:30');
  });

  it('a different body with the reserved key is still refused (422), changing nothing', async () => {
    const p = await patient(ctx.app, 'mismatch@retry.test');
    const key = 'crash-mismatch';
    await crashAfterCommit(p.userId, key, bookingPayload({ doctor_id: world.dubai.doctorId, email: p.email, appointment_time: '11:00' }), 1_000);
    const response = await retry(p.headers, key, bookingPayload({ doctor_id: world.dubai.doctorId, email: p.email, appointment_time: '11:30' }));
    expect(response.statusCode).toBe(422);
    expect(await ctx.database.db.select().from(appointments).where(eq(appointments.patientId, p.userId))).toHaveLength(1);
  });
});

describe('confirmations of a booking whose process died before sending them', () => {
  it('are queued claimed by that process, and sent once by another worker when the lease lapses', async () => {
    const p = await patient(ctx.app, 'unsent@retry.test');
    // The booking committed; the process died before deliverClaimedJobs ran.
    const committed = await crashAfterCommit(
      p.userId,
      'unsent-1',
      bookingPayload({ doctor_id: world.dubai.doctorId, email: p.email, appointment_time: '14:00' }),
      1_000,
    );
    const mails = (await ctx.database.db.select().from(jobs).where(eq(jobs.appointmentId, committed.id))).filter((job) => job.kind === 'message');
    expect(mails).toHaveLength(2);
    for (const job of mails) expect(job).toMatchObject({ lockedBy: WORKER_ID, attempts: 1, doneAt: null });
    // No other worker takes them while the lease lasts, so they are not sent twice.
    const ids = mails.map((job) => job.id);
    const confirmations = async (to: string) => (await outboxRows(ctx.database, to)).filter((row) => ids.includes(row.jobId!));
    expect(await runDueJobs(ctx.app, jobHandlers, { worker: 'other-worker', ids })).toMatchObject({ ran: 0 });
    expect(await confirmations(p.email)).toHaveLength(0);
    try {
      setClock(() => NOW + JOB_LEASE_MS + 1_000);
      expect(await runDueJobs(ctx.app, jobHandlers, { worker: 'other-worker', ids })).toMatchObject({ ran: 2, failed: 0 });
      expect(await runDueJobs(ctx.app, jobHandlers, { worker: 'third-worker', ids })).toMatchObject({ ran: 0 });
    } finally {
      setClock(() => NOW);
    }
    expect(await confirmations(p.email)).toHaveLength(1);
    expect(await confirmations(world.dubai.email)).toHaveLength(1);
  });
});
