import type { FastifyRequest } from 'fastify';
import { now } from '../services/common/clock.ts';
import { deliverJobsNow } from '../services/messaging/message-job.ts';
import type { MessagingDeps } from '../services/messaging/send-message.ts';
import { publicOrigin } from '../services/seo/public-origin.ts';
import { deliverWaitlistOffers } from '../services/waitlist/waitlist-notify.ts';

/** What sendMessage needs, with the request's logger. */
export const messagingOf = (request: FastifyRequest): MessagingDeps => ({
  config: request.server.config,
  database: request.server.database,
  log: request.log,
});

/**
 * A change's own messages now (the queue keeps them if sending fails), then any waitlist offer the
 * time it freed made (the sweep would, later): a cancel, a move, an accepted proposal.
 */
export async function sendNow(request: FastifyRequest, jobIds: Array<number | null>): Promise<void> {
  await deliverJobsNow(messagingOf(request), jobIds);
  await sendWaitlistOffers(request);
}

/** Only the waitlist offers a freed time made. */
export const sendWaitlistOffers = (request: FastifyRequest) => deliverWaitlistOffers(messagingOf(request), publicOrigin(request), now());
