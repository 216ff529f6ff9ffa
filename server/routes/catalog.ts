import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { globalSearchBody, homeData, searchResult } from '../../src/shared/schemas/catalog.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { publicRead } from '../plugins/public-read.ts';
import { CATALOG_SCOPE, CATALOG_TTL_MS } from '../services/common/read-cache.ts';
import { loadHome } from '../services/listing/catalog.ts';
import { globalSearch, searchText } from '../services/listing/global-search.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const homeAnswer = ok(homeData);
  publicRead(app, {
    method: 'GET',
    url: '/home',
    response: homeAnswer,
    policy: 'catalog',
    read: () =>
      app.readCache.read({
        key: 'home',
        scopes: [CATALOG_SCOPE],
        ttlMs: CATALOG_TTL_MS,
        schema: homeAnswer,
        load: async () => ({ success: true as const, data: await loadHome(app.database.db) }),
      }),
  });

  const searchAnswer = ok(z.array(searchResult));
  publicRead(app, {
    method: 'POST',
    url: '/global-search',
    input: globalSearchBody,
    response: searchAnswer,
    policy: 'catalog',
    read: (body) => {
      // The answer depends on the text only as globalSearch normalises it, and on catalog tables only
      // (doctors, specialities, specializations, services: each bumps the catalog version), so it is
      // cached like the listing: a type-ahead repeats the same few prefixes across every visitor.
      const text = searchText(body.search);
      return app.readCache.read({
        key: `search:${text}`,
        scopes: [CATALOG_SCOPE],
        ttlMs: CATALOG_TTL_MS,
        schema: searchAnswer,
        load: async () => ({ success: true as const, data: await globalSearch(app.database.db, text) }),
      });
    },
  });
};

export default catalogRoutes;
