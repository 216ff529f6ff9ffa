/**
 * Conditional GETs (RFC 9110 §13): a weak ETag and Last-Modified on the answer, and 304 without a
 * body when the client's copy is current. If-None-Match wins over If-Modified-Since, as the RFC says.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../../services/common/clock.ts';

/** A weak validator: equal bodies (up to fields that always move, such as transactionTime) share it. */
export const weakEtag = (content: string) => `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;

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
