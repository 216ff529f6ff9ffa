/**
 * Public reads (issue 17): one in-process cache (`app.readCache`) and one way to answer from it
 * with `ETag`, `Cache-Control` and a 304 on a matching `If-None-Match`.
 *
 * Cache policy, chosen so no cache ever shows a change late to the people who made it:
 * - `Cache-Control: public, no-cache` for catalog answers: browsers and CDNs may keep them but
 *   revalidate each use (a 304 without a body when nothing changed), so a doctor's edit shows at
 *   once everywhere. `CDN-Cache-Control` (RFC 9213, read by CDNs only) lets the edge reuse them
 *   30 s and serve them stale up to 5 min while it revalidates: a burst of visitors costs one
 *   request a doctor page per 30 s.
 * - availability: `public, no-cache` and a CDN max-age of 5 s with `must-revalidate`, never stale:
 *   a slot someone just booked may show free at the edge for at most 5 s (the booking itself
 *   answers 409), never longer. (POST answers are not stored by CDNs today; the header says what
 *   a GET form of the call may be given.)
 * - An answer to a signed-in request (cookie or Bearer) is `private, no-cache`: whatever it holds,
 *   no shared cache stores it, and such requests never fill the shared in-process cache with
 *   anything that depends on who asks (routes skip the cache when the answer would).
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyBytes, compressedBody, ReadCache, type CachedAnswer } from '../services/common/read-cache.ts';
import { renderDeps, type ReadPolicy } from '../services/common/render-deps.ts';
import { VersionFeed } from '../services/common/version-feed.ts';

export type { ReadPolicy };

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export const CDN_POLICY: Record<ReadPolicy, string> = {
  catalog: 'max-age=30, stale-while-revalidate=300',
  availability: 'max-age=5, must-revalidate',
};

export function signedIn(request: FastifyRequest): boolean {
  return Boolean(request.auth) || request.headers.authorization !== undefined || request.headers.cookie?.includes('mb_session=') === true;
}

export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

const REFUSES = {
  br: /br\s*;\s*q=0(\.0*)?\s*(,|$)/,
  gzip: /gzip\s*;\s*q=0(\.0*)?\s*(,|$)/,
};

function chooseEncoding(accept: string): 'br' | 'gzip' | null {
  const offered = accept.toLowerCase();
  if (offered.includes('br') && !REFUSES.br.test(offered)) return 'br';
  if (offered.includes('gzip') && !REFUSES.gzip.test(offered)) return 'gzip';
  return null;
}

/** Browsers send a handful of Accept-Encoding values: each is read once (a bounded memo). */
const chosen = new Map<string, 'br' | 'gzip' | null>();

export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  let encoding = chosen.get(accept);
  if (encoding === undefined) {
    encoding = chooseEncoding(accept);
    if (chosen.size >= 100) chosen.clear();
    chosen.set(accept, encoding);
  }
  return encoding;
}

/** Answers a cached read: 304 on a matching If-None-Match, else the body (pre-compressed when asked). */
export function sendRead(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, policy: ReadPolicy, options: { private?: boolean } = {}) {
  const isPrivate = options.private === true || signedIn(request);
  // A server render's call (render-deps.ts): its page may be cached only if every call was a public cached read.
  renderDeps()?.noteServed(request, policy, isPrivate);
  reply.header('etag', answer.etag);
  reply.header('vary', 'Accept-Encoding, Accept-Language, X-Page-Locale');
  if (isPrivate) {
    reply.header('cache-control', 'private, no-cache');
  } else {
    reply.header('cache-control', 'public, no-cache');
    reply.header('cdn-cache-control', CDN_POLICY[policy]);
  }
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const compressed = encoding ? compressedBody(answer, encoding) : null;
  if (encoding && compressed) {
    reply.header('content-encoding', encoding);
    return reply.send(compressed);
  }
  return reply.send(bodyBytes(answer));
}

export default fp(async (app) => {
  // Versions pushed by the database (version-feed.ts): a cached read asks the table only for scopes not seen yet.
  const feed = new VersionFeed(app.database, app.log);
  await feed.start();
  app.addHook('onClose', () => feed.close());
  // A request that may have written has committed by the time it answers: this process's reads that
  // skip the round trip (cached pages, VersionReader.pushed) take one first, so its own writes show at once.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') feed.wrote();
    done(null, payload);
  });
  app.decorate('readCache', new ReadCache(app.database.db, undefined, feed));
});
