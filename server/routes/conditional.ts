/**
 * Conditional GETs (RFC 9110 §13): a weak ETag and Last-Modified on the answer, and 304 without a
 * body when the client's copy is current. If-None-Match wins over If-Modified-Since, as the RFC says.
 */
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../services/common/clock.ts';
import { weakEtag, type GeneratedFile } from '../services/common/generated-files.ts';

/** A weak validator: equal bodies (up to fields that always move, such as transactionTime) share it. */
export { weakEtag } from '../services/common/generated-files.ts';

/** HTTP dates have whole seconds: compare at that precision, or a copy would never be current. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function isCurrent(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // An unreadable date, or one later than our clock, is ignored (RFC 9110 §13.1.3; RFC 7232 §3.3): the full answer follows.
  return !Number.isNaN(since) && since <= now().getTime() && seconds(lastModified) <= Math.floor(since / 1000);
}

/** Sets the validators; true when a 304 was sent and the caller must not send a body. */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string, lastModified: Date): boolean {
  reply.header('etag', etag).header('last-modified', new Date(seconds(lastModified) * 1000).toUTCString());
  if (!isCurrent(request, etag, lastModified)) return false;
  reply.code(304).send();
  return true;
}

const gzip = promisify(zlib.gzip);

/** Whether Accept-Encoding names gzip (or `*`) with a quality above 0. */
function takesGzip(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((item) => {
    const [name, ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Answers a stored generated file (services/common/generated-files.ts): 304 when the client's copy is
 * current, else the stored gzip as is, or inflated for a client that does not take gzip. The route
 * must turn @fastify/compress off (`compress: false`), which would otherwise compress it again.
 */
export function sendGenerated(request: FastifyRequest, reply: FastifyReply, file: GeneratedFile, type: string, cacheControl: string) {
  reply.type(type).header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
  if (notModified(request, reply, file.etag, file.lastModified)) return reply;
  if (takesGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(Readable.from([file.gzip]).pipe(zlib.createGunzip()));
}

/** The same for a body made for this request alone (not stored): gzipped only when it is sent. */
export async function sendMade(request: FastifyRequest, reply: FastifyReply, body: string, lastModified: Date, type: string, cacheControl: string) {
  reply.type(type).header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
  if (notModified(request, reply, weakEtag(body), lastModified)) return reply;
  if (takesGzip(request.headers['accept-encoding']) && body.length >= 1024) return reply.header('content-encoding', 'gzip').send(await gzip(body));
  return reply.send(body);
}
