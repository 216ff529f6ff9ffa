import { claimDueJobs, failJob, WORKER_ID, type JobRow } from './queue.ts';
import type { RunnerDeps } from './job-deps.ts';

export type { JobDeps, RunnerDeps } from './job-deps.ts';

/**
 * How one kind of job runs. The runner knows no kind: each domain exports its handlers and the
 * caller passes a registry (server/services/job-handlers.ts for the worker, messaging's own for
 * delivering a request's messages now), so jobs/ imports none of the domains it runs (issue 38).
 */
export interface JobHandler<D extends RunnerDeps = RunnerDeps> {
  run(deps: D, job: JobRow, worker: string): Promise<void>;
  /**
   * Several claimed jobs of this kind together (a booking's two confirmations in one statement);
   * answers each job with the error that failed it, if any. Without it, each job runs alone.
   */
  runMany?(deps: D, jobs: JobRow[], worker: string): Promise<Array<{ job: JobRow; error?: unknown }>>;
}

/** Job kind → handler. */
export type JobHandlers<D extends RunnerDeps = RunnerDeps> = Readonly<Record<string, JobHandler<D>>>;

export interface RunOptions {
  /** Only jobs of these kinds (deliverJobsNow: the messages, not a reminder it may not run). */
  kinds?: string[];
  /** Jobs claimed at a time. */
  batch?: number;
  /** Stop after this many (the next run continues). */
  maxJobs?: number;
  worker?: string;
  /** Only these jobs (deliverJobsNow). */
  ids?: number[];
  /** Also run jobs due by then (end-to-end tests: a reminder a day early), without moving the clock. */
  dueBy?: Date;
}

export interface RunResult {
  ran: number;
  retried: number;
  failed: number;
}

async function failed(deps: RunnerDeps, job: JobRow, error: unknown, worker: string, result: RunResult): Promise<void> {
  const outcome = await failJob(deps.database.db, job, error, worker);
  deps.log.error({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, outcome }, 'job failed');
  if (outcome === 'failed') result.failed++;
  else result.retried++;
}

async function runOne<D extends RunnerDeps>(deps: D, handlers: JobHandlers<D>, job: JobRow, worker: string, result: RunResult): Promise<void> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`unknown job kind ${job.kind}`);
    await handler.run(deps, job, worker);
    result.ran++;
  } catch (error) {
    await failed(deps, job, error, worker, result);
  }
}

/** Jobs of one kind whose handler takes several at once: each failure fails its job alone. */
async function runMany<D extends RunnerDeps>(deps: D, handler: JobHandler<D>, list: JobRow[], worker: string, result: RunResult): Promise<void> {
  let outcomes: Array<{ job: JobRow; error?: unknown }>;
  try {
    outcomes = await handler.runMany!(deps, list, worker);
  } catch (error) {
    outcomes = list.map((job) => ({ job, error }));
  }
  for (const { job, error } of outcomes) {
    if (error === undefined) result.ran++;
    else await failed(deps, job, error, worker, result);
  }
}

/** Runs claimed jobs: several of a kind whose handler has runMany together, every other one on its own. */
async function runJobs<D extends RunnerDeps>(deps: D, handlers: JobHandlers<D>, claimed: JobRow[], worker: string, result: RunResult): Promise<void> {
  const byKind = new Map<string, JobRow[]>();
  for (const job of claimed) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
  await Promise.all(
    [...byKind].flatMap(([kind, list]) => {
      const handler = handlers[kind];
      if (handler?.runMany && list.length > 1) return [runMany(deps, handler, list, worker, result)];
      return list.map((job) => runOne(deps, handlers, job, worker, result));
    }),
  );
}

/**
 * Runs every due job, batch after batch, until none is due (jobs a job queues for now, such as a
 * reminder's messages, run in the same call). Safe in any number of processes at once.
 */
export async function runDueJobs<D extends RunnerDeps>(deps: D, handlers: JobHandlers<D>, options: RunOptions = {}): Promise<RunResult> {
  const batch = options.batch ?? 20;
  const maxJobs = options.maxJobs ?? 10_000;
  const worker = options.worker ?? WORKER_ID;
  const result: RunResult = { ran: 0, retried: 0, failed: 0 };
  let claimedSoFar = 0;
  while (claimedSoFar < maxJobs) {
    const claimed = await claimDueJobs(deps.database.db, Math.min(batch, maxJobs - claimedSoFar), worker, options.ids, options.dueBy, options.kinds);
    if (!claimed.length) break;
    claimedSoFar += claimed.length;
    await runJobs(deps, handlers, claimed, worker, result);
    if (options.ids) break;
  }
  return result;
}

/** Runs jobs this process inserted already claimed (NewJob.claimedBy = WORKER_ID), without a claim statement. */
export async function runClaimedJobs<D extends RunnerDeps>(deps: D, handlers: JobHandlers<D>, claimed: JobRow[]): Promise<RunResult> {
  const result: RunResult = { ran: 0, retried: 0, failed: 0 };
  await runJobs(deps, handlers, claimed, WORKER_ID, result);
  return result;
}

export interface JobWorker {
  stop(): Promise<void>;
  /** Runs a pass now (the dev route, tests). */
  runNow(): Promise<RunResult>;
}

/** Each process polls every `intervalMs`; passes never overlap within a process. */
export function startJobWorker<D extends RunnerDeps>(deps: D, handlers: JobHandlers<D>, intervalMs: number): JobWorker {
  let running: Promise<RunResult> | null = null;
  let stopped = false;
  const pass = (): Promise<RunResult> => {
    if (running) return running;
    running = runDueJobs(deps, handlers)
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'job pass failed');
        return { ran: 0, retried: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void pass();
  }, intervalMs);
  timer.unref();
  return {
    runNow: pass,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
