import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import { outboxMessages } from '../../db/schema/content.ts';
import { now } from '../common/clock.ts';
import { addressFor, deliverThroughTransport, storedAttachment, type MessagingDeps, type OutgoingMessage } from './send-message.ts';
import { runClaimedJobs, runDueJobs, type JobHandler, type JobHandlers } from '../jobs/run-jobs.ts';
import { enqueueJob, type DbOrTx, type JobRow, type NewJob } from '../jobs/queue.ts';

export const MESSAGE_JOB = 'message';

/** A message to send later: never a one-time code (a job's payload is stored in clear). */
export type QueuedMessage = Omit<OutgoingMessage, 'code' | 'attachments'> & {
  attachments?: Array<{ filename: string; contentType?: string | undefined; content: string }> | undefined;
};

export interface EnqueueMessageOptions {
  appointmentId?: number | null | undefined;
  runAt?: Date | undefined;
  dedupeKey?: string | undefined;
}

/**
 * Queues one message to one address, in the caller's transaction: it is sent once that
 * transaction commits (by the worker, or at once with deliverJobsNow), retried with backoff when
 * its transport fails, and written to the outbox exactly once.
 */
export function enqueueMessage(tx: DbOrTx, message: QueuedMessage, options: EnqueueMessageOptions = {}): Promise<number | null> {
  return enqueueJob(tx, messageJob(message, options));
}

/** The job enqueueMessage inserts, for a caller that inserts it with others (insertJobs). */
export function messageJob(message: QueuedMessage, options: EnqueueMessageOptions & { claimedBy?: string } = {}): NewJob {
  return {
    kind: MESSAGE_JOB,
    payload: { ...message, to: addressFor(message) },
    runAt: options.runAt,
    appointmentId: options.appointmentId,
    dedupeKey: options.dedupeKey,
    claimedBy: options.claimedBy,
  };
}

/**
 * Queues one email to each side of a booking that has an address (the patient's verified one,
 * the doctor's), each with the same attachments; answers their job ids.
 */
export async function enqueueBookingMails(
  tx: DbOrTx,
  appointmentId: number,
  mails: Array<{ to: string | null | undefined; subject: string; body: string }>,
  attachments: QueuedMessage['attachments'],
): Promise<Array<number | null>> {
  const ids: Array<number | null> = [];
  for (const mail of mails) {
    if (!mail.to) continue;
    ids.push(await enqueueMessage(tx, { channel: 'email', to: mail.to, subject: mail.subject, body: mail.body, attachments }, { appointmentId }));
  }
  return ids;
}

/**
 * Sends through the transport, then records the outbox row and finishes the job in one
 * transaction. With the demo outbox (no external transport) that makes the message exactly
 * once; with a real transport a process dying between the send and the commit sends it again
 * when its lease runs out (at least once), never twice otherwise.
 */
export async function runMessageJob(deps: MessagingDeps, job: JobRow, worker: string): Promise<void> {
  await recordMessageJobs(deps, [await sendMessageJob(deps, job)], worker);
}

/** A message job whose transport step is done: what recordMessageJobs writes for it. */
export interface SentMessageJob {
  job: JobRow;
  delivered: boolean;
}

/** runMessageJob's transport step alone (a transport failure throws, as there). */
export async function sendMessageJob(deps: MessagingDeps, job: JobRow): Promise<SentMessageJob> {
  const message = job.payload as QueuedMessage;
  return { job, delivered: await deliverThroughTransport(deps, message, null, message.body) };
}

/**
 * runMessageJob's recording step for several jobs in ONE statement (a booking's two confirmations:
 * one round trip instead of one each): each job is finished and its outbox row written only while
 * this worker still held its lease, atomically per statement as in runMessageJob.
 */
export async function recordMessageJobs(deps: MessagingDeps, sent: SentMessageJob[], worker: string): Promise<void> {
  if (!sent.length) return;
  const at = now().toISOString();
  const values = sent.map(({ job, delivered }) => {
    const message = job.payload as QueuedMessage;
    return {
      job_id: job.id,
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? null,
      body: message.body,
      attachments: message.attachments?.length ? message.attachments.map(storedAttachment) : null,
      delivered,
    };
  });
  const { rows } = await deps.database.db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        as v(job_id bigint, channel text, "to" text, subject text, body text, attachments jsonb, delivered boolean)
    ), done as (
      update ${jobs} set done_at = ${at}::timestamptz, locked_until = null
      where id in (select job_id from v) and locked_by = ${worker} and done_at is null
      returning id
    )
    insert into ${outboxMessages} (channel, "to", subject, body, code, attachments, job_id, created_at, sent_at)
    select v.channel, v."to", v.subject, v.body, null, v.attachments, done.id, ${at}::timestamptz,
      case when v.delivered then ${at}::timestamptz end
    from done join v on v.job_id = done.id
    order by done.id
    returning job_id`);
  if (rows.length === sent.length) return;
  const recorded = new Set((rows as Array<{ job_id: number | string }>).map((row) => Number(row.job_id)));
  for (const { job } of sent) {
    if (!recorded.has(job.id)) deps.log.warn({ jobId: job.id }, 'message job lost its lease before recording; not recorded twice');
  }
}

/** The runner's handler of message jobs: alone, or several sent then recorded in one statement. */
export const messageJobHandler: JobHandler<MessagingDeps> = {
  run: runMessageJob,
  async runMany(deps, list, worker) {
    const outcomes: Array<{ job: JobRow; error?: unknown }> = [];
    const sent: SentMessageJob[] = [];
    await Promise.all(
      list.map(async (job) => {
        try {
          sent.push(await sendMessageJob(deps, job));
        } catch (error) {
          outcomes.push({ job, error });
        }
      }),
    );
    try {
      await recordMessageJobs(deps, sent, worker);
      outcomes.push(...sent.map(({ job }) => ({ job })));
    } catch (error) {
      outcomes.push(...sent.map(({ job }) => ({ job, error })));
    }
    return outcomes;
  },
};

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

/**
 * Every message that is not a one-time code goes through the durable queue (issue 19): queued in
 * one transaction, then sent at once by this process, so the outbox and the person have it when
 * the request answers, as before the queue. A transport failure does not fail the request: the
 * job stays queued and the workers retry it with backoff (and a process dying after the commit
 * leaves it to them). Answers the job ids.
 *
 * One-time codes are the exception and go straight through sendMessage: a job's payload is stored
 * in clear (a code must never be, outside the demo outbox), and a code delivered by a retry
 * minutes later is worth less than the "could not send, try again" the person sees at once.
 */
export async function sendThroughQueue(deps: MessagingDeps, messages: QueuedMessage[], options: EnqueueMessageOptions = {}): Promise<Array<number | null>> {
  if (!messages.length) return [];
  const ids = await deps.database.db.transaction(async (tx) => {
    const queued: Array<number | null> = [];
    for (const message of messages) queued.push(await enqueueMessage(tx, message, options));
    return queued;
  });
  await deliverJobsNow(deps, ids);
  return ids;
}
