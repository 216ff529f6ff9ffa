import type { FastifyRequest } from 'fastify';
import type { MessagingDeps } from '../services/messaging/send-message.ts';

/** What sendMessage needs, with the request's logger. */
export const messagingOf = (request: FastifyRequest): MessagingDeps => ({
  config: request.server.config,
  database: request.server.database,
  log: request.log,
});
