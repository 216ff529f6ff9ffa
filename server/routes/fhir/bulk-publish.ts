/**
 * SMART Scheduling Links: GET /fhir/$bulk-publish (the manifest) and its NDJSON files. Whole files
 * are made once per change and window (services/fhir/bulk-cache.ts); `_since` files per request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../../src/shared/i18n/format.ts';
import { badRequest, notFound } from '../../errors.ts';
import { now } from '../../services/common/clock.ts';
import { feedChangedAt, locationLines, manifest, scheduleLines, slotLines } from '../../services/fhir/bulk-publish.ts';
import { numericId } from '../../services/fhir/ids.ts';
import { publicOrigin } from '../../services/seo/public-origin.ts';
import { notModified, sendGenerated, sendMade, weakEtag } from '../conditional.ts';
import { fhirBase, FHIR_JSON, FHIR_NDJSON } from './fhir-http.ts';

const since = z.string().trim().max(40).optional();
const sinceQuery = z.strictObject({ _since: since });
const slotQuery = z.strictObject({ _since: since, doctors: z.string().max(30).regex(/^\d{1,10}-\d{1,10}$/) });
const manifestData = z.object({
  transactionTime: z.string(),
  request: z.string(),
  output: z.array(z.object({ type: z.enum(['Location', 'Schedule', 'Slot']), url: z.string(), extension: z.object({ state: z.array(z.string()) }).optional() })),
  error: z.array(z.never()),
});

/**
 * Clients and caches may keep a file a minute: the feed's window (FEED_WINDOW_MS), within which the
 * clock alone changes nothing in it; a change to the data makes a new file at once (a new ETag).
 */
const FEED_CACHE = 'public, max-age=60';

function parseSince(raw: string | undefined): Date | undefined {
  if (raw === undefined) return undefined;
  const value = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(raw) ? new Date(raw) : new Date(NaN);
  if (Number.isNaN(value.getTime())) throw badRequest(t('fhir.badSince'), { _since: t('fhir.badSince') });
  return value;
}

const fhirBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const feed = app.bulkFeed;
  /**
   * A `_since` file is made for its request (each client's instant differs) and read whole before
   * answering, so its ETag is the hash of what is sent (issue 39: clients poll the feed and need 304s).
   * A file is bounded (one Slot file is SLOT_FILE_DOCTORS doctors over BULK_DAYS days).
   */
  const sendLive = async (request: FastifyRequest, reply: FastifyReply, lines: AsyncGenerator<string>, lastModified: Date) => {
    const chunks: string[] = [];
    for await (const chunk of lines) chunks.push(chunk);
    return sendMade(request, reply, chunks.join(''), lastModified, FHIR_NDJSON, FEED_CACHE);
  };
  // Whole files come from the feed's store (services/fhir/bulk-cache.ts), already gzipped: @fastify/compress stays off.
  const stored = { compress: false as const };

  app.get('/$bulk-publish', { schema: { querystring: sinceQuery, response: { 200: manifestData } } }, async (request, reply) => {
    const sinceAt = parseSince(request.query._since);
    const layout = await feed.layout();
    const requestUrl = new URL(request.url, publicOrigin(request)).toString();
    // The feed's time: every file holds every change made before it (bulk-cache.ts).
    const at = feed.windowStart();
    // SMART Scheduling Links' `extension.state`: where each file's clinics are, for clients that want one region.
    const body = manifest(layout.files, fhirBase(request), requestUrl, at, sinceAt, layout.regions);
    reply.type(FHIR_JSON).header('cache-control', FEED_CACHE);
    // transactionTime moves with every window; the list of files is what a client caches.
    if (notModified(request, reply, weakEtag(JSON.stringify(body.output)), await feedChangedAt(db, now()))) return reply;
    return body;
  });

  for (const type of ['Location', 'Schedule'] as const) {
    app.get(`/$bulk-publish/${type}.ndjson`, { schema: { querystring: sinceQuery }, ...stored }, async (request, reply) => {
      const sinceAt = parseSince(request.query._since);
      const origin = publicOrigin(request);
      if (sinceAt) {
        const lines = type === 'Location' ? locationLines(db, origin, sinceAt) : scheduleLines(db, origin, sinceAt);
        return sendLive(request, reply, lines, await feedChangedAt(db, now()));
      }
      return sendGenerated(request, reply, await feed.directoryFile(type, origin), FHIR_NDJSON, FEED_CACHE);
    });
  }

  app.get('/$bulk-publish/Slot.ndjson', { schema: { querystring: slotQuery }, ...stored }, async (request, reply) => {
    const sinceAt = parseSince(request.query._since);
    const [from, to] = request.query.doctors.split('-').map(numericId);
    if (!from || !to || from > to) throw notFound(t('fhir.bulkFileUnknown'));
    // Only a file the manifest lists (SLOT_FILE_DOCTORS doctors): any other range is unknown, so no
    // request can ask for every doctor's slots at once (issue 36: 1-100000000 was 60 MB in 8 s).
    const layout = await feed.layout();
    const index = layout.files.findIndex((file) => file.fromDoctor === from && file.toDoctor === to);
    if (index < 0) throw notFound(t('fhir.bulkFileUnknown'));
    const origin = publicOrigin(request);
    if (!sinceAt) return sendGenerated(request, reply, await feed.slotFile(origin, layout, index), FHIR_NDJSON, FEED_CACHE);
    const at = feed.windowStart();
    const changed = await feedChangedAt(db, now());
    return sendLive(request, reply, slotLines(db, origin, layout.files[index]!, at, sinceAt), changed > at ? changed : at);
  });
};

export default fhirBulkRoutes;
