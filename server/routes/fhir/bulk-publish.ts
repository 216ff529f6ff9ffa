/**
 * SMART Scheduling Links: GET /fhir/$bulk-publish (the manifest) and its NDJSON files, streamed
 * (services/fhir/bulk-publish.ts produces them line by line).
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../../src/shared/i18n/format.ts';
import { badRequest, notFound } from '../../errors.ts';
import { now } from '../../services/common/clock.ts';
import { feedChangedAt, feedRegions, locationLines, manifest, scheduleLines, slotFiles, slotLines } from '../../services/fhir/bulk-publish.ts';
import { numericId } from '../../services/fhir/ids.ts';
import { publicOrigin } from '../../services/seo/public-origin.ts';
import { notModified, weakEtag } from './conditional.ts';
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

function parseSince(raw: string | undefined): Date | undefined {
  if (raw === undefined) return undefined;
  const value = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(raw) ? new Date(raw) : new Date(NaN);
  if (Number.isNaN(value.getTime())) throw badRequest(t('fhir.badSince'), { _since: t('fhir.badSince') });
  return value;
}

const fhirBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const ndjson = (lines: AsyncGenerator<string>) => Readable.from(lines, { objectMode: false });
  /**
   * A file is read whole before answering so its ETag is the hash of what is sent (issue 39:
   * clients poll the feed and need 304s). A file is bounded (one Slot file is SLOT_FILE_DOCTORS
   * doctors over BULK_DAYS days), so this stays small; the lines are still produced page by page.
   */
  const sendFile = async (request: FastifyRequest, reply: FastifyReply, lines: AsyncGenerator<string>, lastModified: Date) => {
    const chunks: string[] = [];
    for await (const chunk of lines) chunks.push(chunk);
    const body = chunks.join('');
    reply.type(FHIR_NDJSON).header('cache-control', 'public, max-age=60');
    if (notModified(request, reply, weakEtag(body), lastModified)) return reply;
    return reply.send(ndjson((async function* () { yield body; })()));
  };

  app.get('/$bulk-publish', { schema: { querystring: sinceQuery, response: { 200: manifestData } } }, async (request, reply) => {
    const sinceAt = parseSince(request.query._since);
    const files = await slotFiles(db);
    const requestUrl = new URL(request.url, publicOrigin(request)).toString();
    const at = now();
    // SMART Scheduling Links' `extension.state`: where each file's clinics are, for clients that want one region.
    const body = manifest(files, fhirBase(request), requestUrl, at, sinceAt, await feedRegions(db, files));
    reply.type(FHIR_JSON).header('cache-control', 'public, max-age=60');
    // transactionTime moves with every request; the list of files is what a client caches.
    if (notModified(request, reply, weakEtag(JSON.stringify(body.output)), await feedChangedAt(db, at))) return reply;
    return body;
  });

  app.get('/$bulk-publish/Location.ndjson', { schema: { querystring: sinceQuery } }, async (request, reply) => {
    const sinceAt = parseSince(request.query._since);
    return sendFile(request, reply, locationLines(db, publicOrigin(request), sinceAt), await feedChangedAt(db, now()));
  });

  app.get('/$bulk-publish/Schedule.ndjson', { schema: { querystring: sinceQuery } }, async (request, reply) => {
    const sinceAt = parseSince(request.query._since);
    return sendFile(request, reply, scheduleLines(db, publicOrigin(request), sinceAt), await feedChangedAt(db, now()));
  });

  app.get('/$bulk-publish/Slot.ndjson', { schema: { querystring: slotQuery } }, async (request, reply) => {
    const sinceAt = parseSince(request.query._since);
    const [from, to] = request.query.doctors.split('-').map(numericId);
    if (!from || !to || from > to) throw notFound(t('fhir.bulkFileUnknown'));
    // Only a file the manifest lists (SLOT_FILE_DOCTORS doctors): any other range is unknown, so no
    // request can ask for every doctor's slots at once (issue 36: 1-100000000 was 60 MB in 8 s).
    if (!(await slotFiles(db)).some((file) => file.fromDoctor === from && file.toDoctor === to)) throw notFound(t('fhir.bulkFileUnknown'));
    const at = now();
    // Past slots leave the window as the clock moves: the file is as new as the current minute at most.
    const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
    const changed = await feedChangedAt(db, at);
    return sendFile(request, reply, slotLines(db, publicOrigin(request), { fromDoctor: from, toDoctor: to }, at, sinceAt), changed > minute ? changed : minute);
  });
};

export default fhirBulkRoutes;
