import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { outboxMessages } from '../../db/schema/content.ts';
import { now } from '../common/clock.ts';
import { addressFor, deliverThroughTransport, storedAttachment, type MessagingDeps, type OutgoingMessage } from '../messaging/send-message.ts';
import { enqueueJob, type DbOrTx, type JobRow } from './queue.ts';

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
  return enqueueJob(tx, {
    kind: MESSAGE_JOB,
    payload: { ...message, to: addressFor(message) },
    runAt: options.runAt,
    appointmentId: options.appointmentId,
    dedupeKey: options.dedupeKey,
  });
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
  const message = job.payload as QueuedMessage;
  const delivered = await deliverThroughTransport(deps, message, null, message.body);
  const db: Db = deps.database.db;
  const at = now();
  const attachments = message.attachments?.length ? message.attachments.map(storedAttachment) : null;
  // finishJob and the outbox row in ONE statement (atomic as the transaction it replaces, in one
  // round trip instead of four): the row is written only when this worker still held the lease.
  const { rows } = await db.execute(sql`
    with done as (
      update ${jobs} set done_at = ${at.toISOString()}::timestamptz, locked_until = null
      where id = ${job.id} and locked_by = ${worker} and done_at is null
      returning id
    )
    insert into ${outboxMessages} (channel, "to", subject, body, code, attachments, job_id, created_at, sent_at)
    select ${message.channel}, ${message.to}, ${message.subject}, ${message.body}, null,
      ${attachments === null ? null : JSON.stringify(attachments)}::jsonb, done.id,
      ${at.toISOString()}::timestamptz, ${delivered ? at.toISOString() : null}::timestamptz
    from done
    returning id`);
  if (!rows.length) deps.log.warn({ jobId: job.id }, 'message job lost its lease before recording; not recorded twice');
}
