import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allSeosBody, doctorSeoDataBody, pageSeo as pageSeoData, specialityDescriptionBody, specialityDescriptionData } from '../../src/shared/schemas/seo.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { notFound } from '../errors.ts';
import { publicRead } from '../plugins/public-read.ts';
import { CATALOG_SCOPE, CATALOG_TTL_MS } from '../services/common/read-cache.ts';
import { pageSeo, specialityDescription } from '../services/seo/seo.ts';
import { doctorSeo } from '../services/seo/seo-doctor.ts';
import { publicOrigin } from '../services/seo/public-origin.ts';
import { robotsTxt } from '../services/seo/sitemap.ts';
import { SITEMAP_ROOT } from '../services/seo/sitemap-files.ts';
import { sendGenerated } from './conditional.ts';

/** Page SEO calls under /api (000 §7). */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const seoAnswer = ok(pageSeoData);
  const descriptionAnswer = ok(specialityDescriptionData);
  // Canonical URLs are absolute: the origin is part of every SEO key.
  publicRead(app, {
    method: 'POST',
    url: '/all-seos',
    input: allSeosBody,
    response: seoAnswer,
    policy: 'catalog',
    read: (body, request) => {
      const { page_type, speciality_id, location } = body;
      const origin = publicOrigin(request);
      return app.readCache.read({
        key: `all-seos:${origin}:${JSON.stringify(body)}`,
        scopes: [CATALOG_SCOPE],
        ttlMs: CATALOG_TTL_MS,
        schema: seoAnswer,
        load: async () => {
          const seo = await pageSeo(app.database.db, origin, { pageType: page_type, specialityId: speciality_id, location });
          const data = { title: seo.title, description: seo.description, canonical_url: seo.canonical_url };
          return { success: true as const, data: page_type === 'Home' ? data : { ...data, main_description: seo.main_description ?? null } };
        },
      });
    },
  });

  publicRead(app, {
    method: 'POST',
    url: '/speciality-description',
    input: specialityDescriptionBody,
    response: descriptionAnswer,
    policy: 'catalog',
    notFound: 'speciality.notFound',
    read: (body) =>
      app.readCache.read({
        key: `speciality-description:${JSON.stringify(body)}`,
        scopes: [CATALOG_SCOPE],
        ttlMs: CATALOG_TTL_MS,
        schema: descriptionAnswer,
        load: async () => {
          const description = await specialityDescription(app.database.db, body);
          return description === null ? null : { success: true as const, data: { description } };
        },
      }),
  });

  publicRead(app, {
    method: 'POST',
    url: '/doctor-seo-data',
    input: doctorSeoDataBody,
    response: seoAnswer,
    policy: 'catalog',
    notFound: 'doctor.notFound',
    read: ({ doctor_id: doctorId }, request) => {
      const origin = publicOrigin(request);
      return app.readCache.read({
        key: `doctor-seo:${origin}:${doctorId}`,
        scopes: [CATALOG_SCOPE],
        ttlMs: CATALOG_TTL_MS,
        schema: seoAnswer,
        load: async () => {
          const seo = await doctorSeo(app.database.db, origin, doctorId);
          return seo ? { success: true as const, data: { title: seo.title, description: seo.description, canonical_url: seo.canonical_url } } : null;
        },
      });
    },
  });
};

export default seoRoutes;

const XML = 'application/xml; charset=utf-8';
const CRAWLER_CACHE = 'public, max-age=3600';
/** Sitemaps are exact through the catalog version: caches revalidate (a 304 while nothing changed). */
const SITEMAP_CACHE = 'public, no-cache';

/** /sitemap.xml, /sitemaps/*.xml and /robots.txt at the site root (registered before the SPA fallback). */
export const crawlerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(publicOrigin(request))),
  );

  // Stored already gzipped (services/common/generated-files.ts): @fastify/compress stays off.
  app.get('/sitemap.xml', { compress: false }, async (request, reply) => {
    const file = await app.sitemaps.file(publicOrigin(request), SITEMAP_ROOT);
    return sendGenerated(request, reply, file!, XML, SITEMAP_CACHE);
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', { compress: false }, async (request, reply) => {
    const file = await app.sitemaps.file(publicOrigin(request), request.params.name);
    if (!file) throw notFound(t('common.notFound'));
    return sendGenerated(request, reply, file, XML, SITEMAP_CACHE);
  });

  // Any other sitemap-like name (`/sitemap-…`, `/sitemap_index.xml`, `/sitemaps/a/b`) is no page of the web
  // app: a 404 for crawlers, never the app's shell with a 200.
  const unknown = async () => {
    throw notFound(t('common.notFound'));
  };
  app.get('/sitemap*', unknown);
  app.get('/sitemaps/*', unknown);
};
