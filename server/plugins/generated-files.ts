/**
 * The stores of large generated files (issue 40): the sitemaps (`app.sitemaps`) and the SMART bulk
 * feed (`app.bulkFeed`), each made once per change and served from this process
 * (services/common/generated-files.ts). One version reader serves both.
 */
import fp from 'fastify-plugin';
import { GeneratedFiles } from '../services/common/generated-files.ts';
import { VersionReader } from '../services/common/read-cache.ts';
import { BulkFeed } from '../services/fhir/bulk-cache.ts';
import { Sitemaps } from '../services/seo/sitemap-files.ts';
import { SITEMAP_MAX_URLS } from '../services/seo/sitemap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sitemaps: Sitemaps;
    bulkFeed: BulkFeed;
  }
}

export default fp(async (app) => {
  const db = app.database.db;
  const versions = new VersionReader(db);
  // Separate stores: a burst of feed files never pushes the sitemaps out, nor the reverse.
  app.decorate('sitemaps', new Sitemaps(db, versions, new GeneratedFiles(), app.config.sitemapMaxUrls ?? SITEMAP_MAX_URLS));
  app.decorate('bulkFeed', new BulkFeed(db, versions, new GeneratedFiles()));
});
