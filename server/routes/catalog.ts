import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { globalSearchBody, homeData, searchResult } from '../../src/shared/schemas/catalog.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { sendRead } from '../plugins/public-read.ts';
import { CATALOG_SCOPE, CATALOG_TTL_MS } from '../services/common/read-cache.ts';
import { loadHome } from '../services/listing/catalog.ts';
import { globalSearch } from '../services/listing/global-search.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const homeAnswer = ok(homeData);
  app.get('/home', { schema: { response: { 200: homeAnswer } } }, async (request, reply) => {
    const answer = await app.readCache.read({
      key: 'home',
      scopes: [CATALOG_SCOPE],
      ttlMs: CATALOG_TTL_MS,
      schema: homeAnswer,
      load: async () => ({ success: true as const, data: await loadHome(app.database.db) }),
    });
    return sendRead(request, reply, answer!, 'catalog');
  });

  app.post('/global-search', { schema: { body: globalSearchBody, response: { 200: ok(z.array(searchResult)) } } }, async (request) => {
    const data = await globalSearch(app.database.db, request.body.search);
    return { success: true as const, data };
  });
};

export default catalogRoutes;
