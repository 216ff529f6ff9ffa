import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { globalSearchBody, homeData, searchResult } from '../../src/shared/schemas/catalog.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { loadHome } from '../services/listing/catalog.ts';
import { globalSearch } from '../services/listing/global-search.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/home', { schema: { response: { 200: ok(homeData) } } }, async (_request, reply) => {
    const data = await loadHome(app.database.db);
    return reply.header('cache-control', 'public, max-age=300').send({ success: true as const, data });
  });

  app.post('/global-search', { schema: { body: globalSearchBody, response: { 200: ok(z.array(searchResult)) } } }, async (request) => {
    const data = await globalSearch(app.database.db, request.body.search);
    return { success: true as const, data };
  });
};

export default catalogRoutes;
