import type { MessagingDeps } from '../messaging/send-message.ts';
import { runDoctorSummaryJob } from '../reminders/doctor-summary.ts';
import { runReminderJob } from '../reminders/reminder-job.ts';
import { DOCTOR_SUMMARY_JOB, REMINDER_JOB } from '../reminders/reminder-schedule.ts';
import { MESSAGE_JOB, runMessageJob } from './message-job.ts';
import { claimDueJobs, failJob, WORKER_ID, type JobRow } from './queue.ts';

/** What jobs need: messaging, and the key the one-tap links are signed with. A Fastify app fits as is. */
export interface JobDeps extends MessagingDeps {
  otpSecret: () => Promise<Buffer>;
}

type Handler = (deps: JobDeps, job: JobRow, worker: string) => Promise<void>;

const handlers: Record<string, Handler> = {
  [MESSAGE_JOB]: runMessageJob,
  [REMINDER_JOB]: runReminderJob,
  [DOCTOR_SUMMARY_JOB]: runDoctorSummaryJob,
};

export interface RunOptions {
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

async function runOne(deps: JobDeps, job: JobRow, worker: string, result: RunResult): Promise<void> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`unknown job kind ${job.kind}`);
    await handler(deps, job, worker);
    result.ran++;
  } catch (error) {
    const outcome = await failJob(deps.database.db, job, error, worker);
    deps.log.error({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, outcome }, 'job failed');
    if (outcome === 'failed') result.failed++;
    else result.retried++;
  }
}

/**
 * Runs every due job, batch after batch, until none is due (jobs a job queues for now, such as a
 * reminder's messages, run in the same call). Safe in any number of processes at once.
 */
export async function runDueJobs(deps: JobDeps, options: RunOptions = {}): Promise<RunResult> {
  const batch = options.batch ?? 20;
  const maxJobs = options.maxJobs ?? 10_000;
  const worker = options.worker ?? WORKER_ID;
  const result: RunResult = { ran: 0, retried: 0, failed: 0 };
  let claimedSoFar = 0;
  while (claimedSoFar < maxJobs) {
    const claimed = await claimDueJobs(deps.database.db, Math.min(batch, maxJobs - claimedSoFar), worker, options.ids, options.dueBy);
    if (!claimed.length) break;
    claimedSoFar += claimed.length;
    await Promise.all(claimed.map((job) => runOne(deps, job, worker, result)));
    if (options.ids) break;
  }
  return result;
}

/**
 * Sends the given jobs now (the confirmations of a booking just committed), so the answer goes
 * out with the mail already in the outbox as before the queue. A job another process took, or
 * one that fails, stays with the queue.
 */
export async function deliverJobsNow(deps: MessagingDeps & Partial<Pick<JobDeps, 'otpSecret'>>, ids: Array<number | null>): Promise<void> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return;
  // Message jobs need no key; a reminder run this way without one fails and stays with the queue.
  // Named one by one: deps may be the Fastify app, whose decorations a spread does not copy.
  const jobDeps: JobDeps = {
    config: deps.config,
    database: deps.database,
    log: deps.log,
    otpSecret: deps.otpSecret ?? (() => Promise.reject(new Error('no link key in this caller'))),
  };
  try {
    await runDueJobs(jobDeps, { ids: wanted, batch: wanted.length });
  } catch (error) {
    deps.log.error({ err: error, jobs: wanted }, 'immediate delivery failed; the queue retries');
  }
}

export interface JobWorker {
  stop(): Promise<void>;
  /** Runs a pass now (the dev route, tests). */
  runNow(): Promise<RunResult>;
}

/** Each process polls every `intervalMs`; passes never overlap within a process. */
export function startJobWorker(deps: JobDeps, intervalMs: number): JobWorker {
  let running: Promise<RunResult> | null = null;
  let stopped = false;
  const pass = (): Promise<RunResult> => {
    if (running) return running;
    running = runDueJobs(deps)
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
