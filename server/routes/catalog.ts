import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { globalSearchBody } from '../../src/shared/schemas/catalog.ts';
import { loadHome } from '../services/listing/catalog.ts';
import { globalSearch } from '../services/listing/global-search.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/home', async (_request, reply) => {
    const data = await loadHome(app.database.db);
    return reply.header('cache-control', 'public, max-age=300').send({ success: true, data });
  });

  app.post('/global-search', { schema: { body: globalSearchBody } }, async (request) => {
    const data = await globalSearch(app.database.db, request.body.search);
    return { success: true, data };
  });
};

export default catalogRoutes;
