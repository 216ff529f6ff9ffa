import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../services/messaging/outbox.ts';

/**
 * Demo-mode helpers (DESIGN §8). Registered only when config.demoOutbox is
 * true (never in production): elsewhere these paths answer 404.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { querystring: z.object({ to: z.string().trim().min(1).max(200) }) }, config: { rateLimit: false } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, data: await listOutbox(app.database.db, request.query.to) };
    },
  );
};

export default devRoutes;
