import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../src/shared/schemas/envelope.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: ok(z.object({ db: z.enum(['pglite', 'postgres']) })) } }, config: { rateLimit: false } }, async (_request, reply) => {
    await app.database.db.execute(sql`select 1`);
    return reply.header('cache-control', 'no-store').send({ success: true as const, data: { db: app.database.kind } });
  });
};

export default healthRoutes;
