import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { rateLimit: false } }, async (_request, reply) => {
    await app.database.db.execute(sql`select 1`);
    return reply.header('cache-control', 'no-store').send({ success: true, data: { db: app.database.kind } });
  });
};

export default healthRoutes;
