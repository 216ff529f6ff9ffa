import { runClaimedJobs, runDueJobs, type JobHandlers } from '../jobs/run-jobs.ts';
import type { JobRow } from '../jobs/queue.ts';
import { MESSAGE_JOB, messageJobHandler } from './message-job.ts';
import type { MessagingDeps } from './send-message.ts';

/** The only kind a request delivers at once: its own messages (a reminder waits for the worker). */
const messageHandlers: JobHandlers<MessagingDeps> = { [MESSAGE_JOB]: messageJobHandler };

/**
 * Sends the given message jobs now (the confirmations of a booking just committed), so the answer
 * goes out with the mail already in the outbox as before the queue. A job another process took,
 * one of another kind, or one that fails, stays with the queue.
 */
export async function deliverJobsNow(deps: MessagingDeps, ids: Array<number | null>): Promise<void> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return;
  try {
    await runDueJobs(deps, messageHandlers, { ids: wanted, batch: wanted.length, kinds: [MESSAGE_JOB] });
  } catch (error) {
    deps.log.error({ err: error, jobs: wanted }, 'immediate delivery failed; the queue retries');
  }
}

/**
 * Runs message jobs this process inserted already claimed (NewJob.claimedBy = WORKER_ID: a
 * booking's confirmations), without a claim statement. As deliverJobsNow, a failure stays with the queue.
 */
export async function deliverClaimedJobs(deps: MessagingDeps, claimed: JobRow[]): Promise<void> {
  const messages = claimed.filter((job) => job.kind === MESSAGE_JOB);
  if (!messages.length) return;
  try {
    await runClaimedJobs(deps, messageHandlers, messages);
  } catch (error) {
    deps.log.error({ err: error, jobs: messages.map((job) => job.id) }, 'immediate delivery failed; the queue retries');
  }
}
