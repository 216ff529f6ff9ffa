import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allSeosBody, doctorSeoDataBody, pageSeo as pageSeoData, specialityDescriptionBody, specialityDescriptionData } from '../../src/shared/schemas/seo.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { notFound } from '../errors.ts';
import { sendRead } from '../plugins/public-read.ts';
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
  app.post('/all-seos', { schema: { body: allSeosBody, response: { 200: seoAnswer } } }, async (request, reply) => {
    const { page_type, speciality_id, location } = request.body;
    const origin = publicOrigin(request);
    const answer = await app.readCache.read({
      key: `all-seos:${origin}:${JSON.stringify(request.body)}`,
      scopes: [CATALOG_SCOPE],
      ttlMs: CATALOG_TTL_MS,
      schema: seoAnswer,
      load: async () => {
        const seo = await pageSeo(app.database.db, origin, { pageType: page_type, specialityId: speciality_id, location });
        const data = { title: seo.title, description: seo.description, canonical_url: seo.canonical_url };
        return { success: true as const, data: page_type === 'Home' ? data : { ...data, main_description: seo.main_description ?? null } };
      },
    });
    return sendRead(request, reply, answer!, 'catalog');
  });

  app.post('/speciality-description', { schema: { body: specialityDescriptionBody, response: { 200: descriptionAnswer } } }, async (request, reply) => {
    const answer = await app.readCache.read({
      key: `speciality-description:${JSON.stringify(request.body)}`,
      scopes: [CATALOG_SCOPE],
      ttlMs: CATALOG_TTL_MS,
      schema: descriptionAnswer,
      load: async () => {
        const description = await specialityDescription(app.database.db, request.body);
        return description === null ? null : { success: true as const, data: { description } };
      },
    });
    if (!answer) throw notFound(t('speciality.notFound'));
    return sendRead(request, reply, answer, 'catalog');
  });

  app.post('/doctor-seo-data', { schema: { body: doctorSeoDataBody, response: { 200: seoAnswer } } }, async (request, reply) => {
    const origin = publicOrigin(request);
    const answer = await app.readCache.read({
      key: `doctor-seo:${origin}:${request.body.doctor_id}`,
      scopes: [CATALOG_SCOPE],
      ttlMs: CATALOG_TTL_MS,
      schema: seoAnswer,
      load: async () => {
        const seo = await doctorSeo(app.database.db, origin, request.body.doctor_id);
        return seo ? { success: true as const, data: { title: seo.title, description: seo.description, canonical_url: seo.canonical_url } } : null;
      },
    });
    if (!answer) throw notFound(t('doctor.notFound'));
    return sendRead(request, reply, answer, 'catalog');
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
