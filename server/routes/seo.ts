import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allSeosBody, doctorSeoDataBody, pageSeo as pageSeoData, specialityDescriptionBody, specialityDescriptionData } from '../../src/shared/schemas/seo.ts';
import { ok } from '../../src/shared/schemas/envelope.ts';
import { t } from '../../src/shared/i18n/format.ts';
import { notFound } from '../errors.ts';
import { pageSeo, specialityDescription } from '../services/seo/seo.ts';
import { doctorSeo } from '../services/seo/seo-doctor.ts';
import { publicOrigin } from '../services/seo/public-origin.ts';
import { robotsTxt, sitemapPart, sitemapRoot } from '../services/seo/sitemap.ts';

/** Page SEO calls under /api (000 §7). */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/all-seos', { schema: { body: allSeosBody, response: { 200: ok(pageSeoData) } } }, async (request) => {
    const { page_type, speciality_id, location } = request.body;
    const seo = await pageSeo(app.database.db, publicOrigin(request), {
      pageType: page_type,
      specialityId: speciality_id,
      location,
    });
    const data = { title: seo.title, description: seo.description, canonical_url: seo.canonical_url };
    return { success: true as const, data: page_type === 'Home' ? data : { ...data, main_description: seo.main_description ?? null } };
  });

  app.post('/speciality-description', { schema: { body: specialityDescriptionBody, response: { 200: ok(specialityDescriptionData) } } }, async (request) => {
    const description = await specialityDescription(app.database.db, request.body);
    if (description === null) throw notFound(t('speciality.notFound'));
    return { success: true as const, data: { description } };
  });

  app.post('/doctor-seo-data', { schema: { body: doctorSeoDataBody, response: { 200: ok(pageSeoData) } } }, async (request) => {
    const seo = await doctorSeo(app.database.db, publicOrigin(request), request.body.doctor_id);
    if (!seo) throw notFound(t('doctor.notFound'));
    return { success: true as const, data: { title: seo.title, description: seo.description, canonical_url: seo.canonical_url } };
  });
};

export default seoRoutes;

const XML = 'application/xml; charset=utf-8';
const CRAWLER_CACHE = 'public, max-age=3600';

/** /sitemap.xml, /sitemaps/*.xml and /robots.txt at the site root (registered before the SPA fallback). */
export const crawlerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(publicOrigin(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemapRoot(app.database.db, publicOrigin(request));
    return reply.type(XML).header('cache-control', CRAWLER_CACHE).send(xml);
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const xml = await sitemapPart(app.database.db, publicOrigin(request), request.params.name);
    if (xml === null) throw notFound(t('common.notFound'));
    return reply.type(XML).header('cache-control', CRAWLER_CACHE).send(xml);
  });
};
