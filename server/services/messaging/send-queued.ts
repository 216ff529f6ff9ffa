import type { MessagingDeps } from './send-message.ts';
import { enqueueMessage, type EnqueueMessageOptions, type QueuedMessage } from './message-job.ts';
import { deliverJobsNow } from './deliver-now.ts';

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
