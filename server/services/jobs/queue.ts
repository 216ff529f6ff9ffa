/**
 * The durable job queue (issue 19; DESIGN §1 "jobs"): a table, not a library. pg-boss 12 does run
 * on PGlite through its custom `db` adapter, but it decides what is due with the database's
 * now(), so the test clock (server/services/common/clock.ts) cannot drive it, it keeps its own
 * schema outside our migrations, and it needs Node 22; graphile-worker needs a pg Pool and
 * LISTEN/NOTIFY, which PGlite has no connection for. This queue is ~150 lines on one table:
 *
 * - enqueue: an insert in the caller's transaction (with the booking, the cancel, the move), so a
 *   job exists exactly when its cause committed; `dedupeKey` makes "once" an ON CONFLICT DO NOTHING;
 * - claim: UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) sets a lease (locked_by,
 *   locked_until): several processes never take the same job; a process that dies mid-job
 *   leaves a lease that expires and the job runs again;
 * - finish: done_at is set in the transaction that writes the job's effect, and only while this
 *   worker still holds the lease (finishJob), so the effect is written once;
 * - failure: run_at moves back by an exponential backoff; after max_attempts the job is failed.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { now } from '../common/clock.ts';

export type { DbOrTx, Tx };
export type JobRow = typeof jobs.$inferSelect;

/** How long a claimed job is this worker's before another may take it over (longer than any transport timeout). */
export const JOB_LEASE_MS = 5 * 60_000;
/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at 1 h. */
export const jobBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

/** This process's name on the leases it takes. */
export const WORKER_ID = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Due time; now when absent. */
  runAt?: Date | undefined;
  /** Jobs of a booking: dropped with dropJobsOf when the booking moves or is cancelled. */
  appointmentId?: number | null | undefined;
  /** At most one job ever has this key: a second enqueue with it does nothing (returns null). */
  dedupeKey?: string | null | undefined;
  maxAttempts?: number | undefined;
  /**
   * Inserted already claimed by this worker (its lease and first attempt, as claimDueJobs would set
   * them): the process that commits it runs it at once without a claim statement, and no poller
   * takes it first. Should this process die before finishing it, the lease runs out and another
   * worker runs it, as with any claimed job.
   */
  claimedBy?: string | undefined;
}

/** The row of a new job, its defaults filled (due now, 8 attempts). */
function jobRow(job: NewJob, at: Date) {
  return {
    kind: job.kind,
    payload: job.payload,
    runAt: job.runAt ?? at,
    appointmentId: job.appointmentId ?? null,
    dedupeKey: job.dedupeKey ?? null,
    maxAttempts: job.maxAttempts ?? 8,
    createdAt: at,
    ...(job.claimedBy ? { lockedBy: job.claimedBy, lockedUntil: new Date(at.getTime() + JOB_LEASE_MS), attempts: 1 } : {}),
  };
}

export async function enqueueJob(tx: DbOrTx, job: NewJob): Promise<number | null> {
  const [row] = await tx
    .insert(jobs)
    .values(jobRow(job, now()))
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.dedupeKey} is not null` })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** Several jobs in one insert (one round trip); as enqueueJob each, a dedupe key already taken skips its job. */
export async function enqueueJobs(tx: DbOrTx, list: NewJob[]): Promise<void> {
  if (!list.length) return;
  const at = now();
  await tx
    .insert(jobs)
    .values(list.map((job) => jobRow(job, at)))
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.dedupeKey} is not null` });
}

/** enqueueJobs answering the rows it inserted (a job whose dedupe key was taken is not among them). */
export async function insertJobs(tx: DbOrTx, list: NewJob[]): Promise<JobRow[]> {
  if (!list.length) return [];
  const at = now();
  return tx
    .insert(jobs)
    .values(list.map((job) => jobRow(job, at)))
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.dedupeKey} is not null` })
    .returning();
}

/** Deletes a booking's jobs that have not run (of the given kinds): its move or cancel made them wrong. */
export async function dropPendingJobs(tx: DbOrTx, appointmentId: number, kinds: string[]): Promise<number> {
  const dropped = await tx
    .delete(jobs)
    .where(and(eq(jobs.appointmentId, appointmentId), inArray(jobs.kind, kinds), isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .returning({ id: jobs.id });
  return dropped.length;
}

/**
 * Takes up to `limit` due jobs for this worker (oldest due first). Rows another process is
 * claiming right now are skipped, not waited for; a lease that ran out is taken over.
 */
export async function claimDueJobs(db: Db, limit: number, worker = WORKER_ID, ids?: number[], dueBy?: Date, kinds?: string[]): Promise<JobRow[]> {
  const at = now();
  const dueUntil = dueBy ?? at;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, dueUntil),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at)),
        ids ? inArray(jobs.id, ids) : undefined,
        kinds ? inArray(jobs.kind, kinds) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedBy: worker, lockedUntil: new Date(at.getTime() + JOB_LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * Marks the job done inside the transaction that writes its effect. false (write nothing then)
 * when this worker lost the lease or the job was dropped meanwhile.
 */
export async function finishJob(tx: Tx, job: JobRow, worker = WORKER_ID): Promise<boolean> {
  const [row] = await tx
    .update(jobs)
    .set({ doneAt: now(), lockedUntil: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
  return Boolean(row);
}

/** A failed attempt: retry after the backoff, or give up after max_attempts. */
export async function failJob(db: Db, job: JobRow, error: unknown, worker = WORKER_ID): Promise<'retry' | 'failed'> {
  const at = now();
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const final = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      final
        ? { failedAt: at, lockedUntil: null, lastError: message }
        : { runAt: new Date(at.getTime() + jobBackoffMs(job.attempts)), lockedUntil: null, lastError: message },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), isNull(jobs.doneAt)));
  return final ? 'failed' : 'retry';
}
