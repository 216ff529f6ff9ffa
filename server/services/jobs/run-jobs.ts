import { runDoctorSummaryJob } from '../reminders/doctor-summary.ts';
import { runReminderJob } from '../reminders/reminder-job.ts';
import { DOCTOR_SUMMARY_JOB, REMINDER_JOB } from '../reminders/reminder-schedule.ts';
import { MESSAGE_JOB, recordMessageJobs, runMessageJob, sendMessageJob, type SentMessageJob } from './message-job.ts';
import { claimDueJobs, failJob, WORKER_ID, type JobRow } from './queue.ts';
import type { MessagingDeps } from '../messaging/send-message.ts';
import type { JobDeps } from './job-deps.ts';

export type { JobDeps } from './job-deps.ts';

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

async function failed(deps: JobDeps, job: JobRow, error: unknown, worker: string, result: RunResult): Promise<void> {
  const outcome = await failJob(deps.database.db, job, error, worker);
  deps.log.error({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, outcome }, 'job failed');
  if (outcome === 'failed') result.failed++;
  else result.retried++;
}

async function runOne(deps: JobDeps, job: JobRow, worker: string, result: RunResult): Promise<void> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`unknown job kind ${job.kind}`);
    await handler(deps, job, worker);
    result.ran++;
  } catch (error) {
    await failed(deps, job, error, worker, result);
  }
}

/**
 * Message jobs of one batch: each through its transport (a failure fails that job alone), then
 * every sent one recorded in one statement (recordMessageJobs) instead of one round trip each.
 */
async function runMessages(deps: JobDeps, list: JobRow[], worker: string, result: RunResult): Promise<void> {
  if (list.length === 1) return runOne(deps, list[0]!, worker, result);
  const sent: SentMessageJob[] = [];
  await Promise.all(
    list.map(async (job) => {
      try {
        sent.push(await sendMessageJob(deps, job));
      } catch (error) {
        await failed(deps, job, error, worker, result);
      }
    }),
  );
  try {
    await recordMessageJobs(deps, sent, worker);
    result.ran += sent.length;
  } catch (error) {
    for (const { job } of sent) await failed(deps, job, error, worker, result);
  }
}

/** Runs claimed jobs: the message jobs together (runMessages), every other one on its own. */
async function runJobs(deps: JobDeps, claimed: JobRow[], worker: string, result: RunResult): Promise<void> {
  const messages = claimed.filter((job) => job.kind === MESSAGE_JOB);
  await Promise.all([
    ...claimed.filter((job) => job.kind !== MESSAGE_JOB).map((job) => runOne(deps, job, worker, result)),
    messages.length ? runMessages(deps, messages, worker, result) : undefined,
  ]);
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
    await runJobs(deps, claimed, worker, result);
    if (options.ids) break;
  }
  return result;
}

/**
 * What a request's immediate delivery runs with. Message jobs need no key; a reminder run this way
 * without one fails and stays with the queue. Named one by one: deps may be the Fastify app, whose
 * decorations a spread does not copy.
 */
const jobDepsOf = (deps: MessagingDeps & Partial<Pick<JobDeps, 'otpSecret'>>): JobDeps => ({
  config: deps.config,
  database: deps.database,
  log: deps.log,
  otpSecret: deps.otpSecret ?? (() => Promise.reject(new Error('no link key in this caller'))),
});

/**
 * Sends the given jobs now (the confirmations of a booking just committed), so the answer goes
 * out with the mail already in the outbox as before the queue. A job another process took, or
 * one that fails, stays with the queue.
 */
export async function deliverJobsNow(deps: MessagingDeps & Partial<Pick<JobDeps, 'otpSecret'>>, ids: Array<number | null>): Promise<void> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return;
  try {
    await runDueJobs(jobDepsOf(deps), { ids: wanted, batch: wanted.length });
  } catch (error) {
    deps.log.error({ err: error, jobs: wanted }, 'immediate delivery failed; the queue retries');
  }
}

/**
 * Runs jobs this process inserted already claimed (NewJob.claimedBy = WORKER_ID: a booking's
 * confirmations), without a claim statement. As deliverJobsNow, a failure stays with the queue.
 */
export async function deliverClaimedJobs(deps: MessagingDeps & Partial<Pick<JobDeps, 'otpSecret'>>, claimed: JobRow[]): Promise<void> {
  if (!claimed.length) return;
  try {
    await runJobs(jobDepsOf(deps), claimed, WORKER_ID, { ran: 0, retried: 0, failed: 0 });
  } catch (error) {
    deps.log.error({ err: error, jobs: claimed.map((job) => job.id) }, 'immediate delivery failed; the queue retries');
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
