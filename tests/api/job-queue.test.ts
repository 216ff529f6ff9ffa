/**
 * The durable job queue (issue 19): a failing transport is retried with backoff and recorded
 * once when it goes through; a job fails for good after its attempts; a lease held by a process
 * that died is taken over once it runs out, and the dead worker can no longer finish the job.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../server/db/schema/content.ts';
import { jobs } from '../../server/db/schema/jobs.ts';
import { enqueueMessage, MESSAGE_JOB, messageJob } from '../../server/services/messaging/message-job.ts';
import { claimDueJobs, enqueueJob, finishJob, insertJobs, JOB_LEASE_MS, WORKER_ID } from '../../server/services/jobs/queue.ts';
import { deliverClaimedJobs } from '../../server/services/messaging/message-job.ts';
import { jobHandlers } from '../../server/services/job-handlers.ts';
import { runDueJobs } from '../../server/services/jobs/run-jobs.ts';
import { testClock } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { NOW } from './booking-fixtures.ts';

let ctx: TestApp;
const clock = testClock(NOW);
const twilio = { SMS_PROVIDER: 'twilio', SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 'tok', SMS_FROM: '+15005550006' };

beforeAll(async () => {
  ctx = await createTestApp({ env: twilio });
}, 60_000);
afterAll(async () => {
  clock.reset();
  await ctx?.close();
});
afterEach(() => vi.restoreAllMocks());

const outboxTo = (to: string) => ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
const jobById = async (id: number) => (await ctx.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('job queue', () => {
  it('retries a failing transport after its backoff and records the message once', async () => {
    clock.set(NOW);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{"message":"down"}', { status: 503 }));
    const id = (await enqueueMessage(ctx.database.db, { channel: 'sms', to: '+971 50 000 0001', subject: 'Retry', body: 'Hello' }))!;
    expect(await runDueJobs(ctx.app, jobHandlers)).toEqual({ ran: 0, retried: 1, failed: 0 });
    const afterFailure = await jobById(id);
    expect(afterFailure.attempts).toBe(1);
    expect(afterFailure.lastError).toMatch(/503/);
    expect(afterFailure.runAt.getTime()).toBe(NOW + 30_000);
    expect(await outboxTo('+971500000001')).toHaveLength(0);

    clock.set(NOW + 29_000);
    await runDueJobs(ctx.app, jobHandlers);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
    clock.set(NOW + 30_000);
    expect(await runDueJobs(ctx.app, jobHandlers)).toEqual({ ran: 1, retried: 0, failed: 0 });
    await runDueJobs(ctx.app, jobHandlers);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const rows = await outboxTo('+971500000001');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).not.toBeNull();
    expect(rows[0]!.jobId).toBe(id);
    expect((await jobById(id)).doneAt).not.toBeNull();
  });

  it('gives up after max_attempts, with the last error kept', async () => {
    clock.set(NOW + 3_600_000);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('bad number', { status: 400 }));
    const id = (await enqueueJob(ctx.database.db, {
      kind: MESSAGE_JOB,
      payload: { channel: 'sms', to: '+971500000002', subject: 's', body: 'b' },
      maxAttempts: 3,
    }))!;
    for (let i = 0; i < 5; i++) {
      await runDueJobs(ctx.app, jobHandlers);
      clock.advance(3600);
    }
    const job = await jobById(id);
    expect(job.attempts).toBe(3);
    expect(job.failedAt).not.toBeNull();
    expect(job.lastError).toMatch(/400/);
  });

  it("a dead worker's lease runs out; another worker sends the job once and the dead one cannot finish it", async () => {
    clock.set(NOW + 10 * 3_600_000);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 201 }));
    const id = (await enqueueMessage(ctx.database.db, { channel: 'sms', to: '+971500000003', subject: 'Lease', body: 'b' }))!;
    const [taken] = await claimDueJobs(ctx.database.db, 10, 'dead-worker', [id]);
    expect(taken!.id).toBe(id);
    expect(await runDueJobs(ctx.app, jobHandlers)).toEqual({ ran: 0, retried: 0, failed: 0 });
    clock.advance(JOB_LEASE_MS / 1000);
    expect(await runDueJobs(ctx.app, jobHandlers)).toEqual({ ran: 1, retried: 0, failed: 0 });
    expect(await ctx.database.db.transaction((tx) => finishJob(tx, taken!, 'dead-worker'))).toBe(false);
    expect(await outboxTo('+971500000003')).toHaveLength(1);
  });

  it('an unknown kind fails like any error, and a dedupe key queues once', async () => {
    clock.set(NOW + 20 * 3_600_000);
    const first = await enqueueJob(ctx.database.db, { kind: 'nothing-handles-this', payload: {}, dedupeKey: 'once', maxAttempts: 1 });
    const second = await enqueueJob(ctx.database.db, { kind: 'nothing-handles-this', payload: {}, dedupeKey: 'once', maxAttempts: 1 });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(await runDueJobs(ctx.app, jobHandlers)).toEqual({ ran: 0, retried: 0, failed: 1 });
    expect((await jobById(first!)).lastError).toBe('unknown job kind nothing-handles-this');
  });

  it('message jobs of one batch: each sent, all recorded together; a failed send or a lost lease keeps its job out', async () => {
    clock.set(NOW + 30 * 3_600_000);
    let calls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      ++calls === 2 ? new Response('down', { status: 503 }) : new Response('{}', { status: 201 }),
    );
    const ids: number[] = [];
    for (const n of [4, 5, 6, 7])
      ids.push((await enqueueMessage(ctx.database.db, { channel: 'sms', to: `+97150000000${n}`, subject: 'Batch', body: `b${n}` }))!);
    // Another worker holds the last one.
    await claimDueJobs(ctx.database.db, 1, 'other-worker', [ids[3]!]);
    expect(await runDueJobs(ctx.app, jobHandlers)).toEqual({ ran: 2, retried: 1, failed: 0 });
    const sent = await Promise.all([4, 5, 6, 7].map((n) => outboxTo(`+97150000000${n}`)));
    expect(sent.map((rows) => rows.length).filter((n) => n === 1)).toHaveLength(2);
    const recorded = sent.flat();
    for (const row of recorded) {
      expect(row.sentAt).not.toBeNull();
      expect(row.body).toBe(`b${row.to.slice(-1)}`);
      expect((await jobById(row.jobId!)).doneAt).not.toBeNull();
    }
    expect(sent[3]).toHaveLength(0);
    expect((await jobById(ids[3]!)).doneAt).toBeNull();
  });

  it("a job inserted claimed (a booking's confirmation) runs at once without a claim; no other worker takes it while its lease lasts", async () => {
    clock.set(NOW + 40 * 3_600_000);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 201 }));
    await runDueJobs(ctx.app, jobHandlers); // what earlier tests left due
    const [job] = await insertJobs(ctx.database.db, [
      messageJob({ channel: 'sms', to: '+971500000008', subject: 'Claimed', body: 'b' }, { claimedBy: WORKER_ID }),
    ]);
    expect(job).toMatchObject({ lockedBy: WORKER_ID, attempts: 1 });
    expect(job!.lockedUntil!.getTime()).toBe(NOW + 40 * 3_600_000 + JOB_LEASE_MS);
    expect(await claimDueJobs(ctx.database.db, 10, 'other-worker', [job!.id])).toEqual([]);
    await deliverClaimedJobs(ctx.app, [job!]);
    expect(await outboxTo('+971500000008')).toHaveLength(1);
    expect((await jobById(job!.id)).doneAt).not.toBeNull();
    // Should this process die before running it, the lease runs out and another worker sends it once.
    const [orphan] = await insertJobs(ctx.database.db, [
      messageJob({ channel: 'sms', to: '+971500000009', subject: 'Orphan', body: 'b' }, { claimedBy: 'dead-worker' }),
    ]);
    expect(await runDueJobs(ctx.app, jobHandlers)).toEqual({ ran: 0, retried: 0, failed: 0 });
    clock.advance(JOB_LEASE_MS / 1000);
    expect(await runDueJobs(ctx.app, jobHandlers)).toEqual({ ran: 1, retried: 0, failed: 0 });
    expect((await jobById(orphan!.id)).attempts).toBe(2);
    expect(await outboxTo('+971500000009')).toHaveLength(1);
  });
});
