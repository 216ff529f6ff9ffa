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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { t } from '../../src/shared/i18n/format.ts';
import type { MessageKey } from '../../src/shared/i18n/en.ts';
import { badRequest, notFound } from '../errors.ts';
import { answerEtag, bodyBytes, compressedBody, ReadCache, readAllVersions, type CachedAnswer } from '../services/common/read-cache.ts';
import { renderDeps, type ReadPolicy } from '../services/common/render-deps.ts';
import { VersionFeed } from '../services/common/version-feed.ts';
import { refuseHostileInput } from './input-guard.ts';
import { failureOf, invalidSchemaInput } from './errors.ts';

export type { ReadPolicy };

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
    /** Every public read by `METHOD /full/path` (publicRead below): what the server renderer may call. */
    publicReads: Map<string, PublicRead<never>>;
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
  const etag = answerEtag(answer);
  reply.header('etag', etag);
  reply.header('vary', 'Accept-Encoding, Accept-Language, X-Page-Locale');
  if (isPrivate) {
    reply.header('cache-control', 'private, no-cache');
  } else {
    reply.header('cache-control', 'public, no-cache');
    reply.header('cdn-cache-control', CDN_POLICY[policy]);
  }
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const compressed = encoding ? compressedBody(answer, encoding) : null;
  if (encoding && compressed) {
    reply.header('content-encoding', encoding);
    return reply.send(compressed);
  }
  return reply.send(bodyBytes(answer));
}

/**
 * A public read (issue 40): one definition is both its API route and what the server renderer calls
 * in-process for a page (callPublicRead). The renderer used to reach the route through Fastify's
 * `inject`, a whole request each (hooks, headers, a body to parse again): 1.2-1.5 ms of a 5 ms doctor
 * page for its three reads. It now runs the same input schema and the same `read`, in the page
 * request's language and origin, as an anonymous caller, and gets the answer the route would send.
 */
export interface PublicRead<I> {
  method: 'GET' | 'POST';
  /** The route's path under its plugin's prefix (`/doctor-detail`). */
  url: string;
  /** The query (GET) or body (POST): parsed by the route's validator, and by callPublicRead alike. */
  input?: z.ZodType<I>;
  /** The 200 answer's schema (the read cache serialises through it; OpenAPI describes it). */
  response: z.ZodType;
  policy: ReadPolicy;
  /** The answer any anonymous caller gets, through `app.readCache`; null: a 404 with `notFound`'s message. */
  read: (input: I, request: FastifyRequest) => Promise<CachedAnswer | null>;
  notFound?: MessageKey;
  /** A signed-in caller's own answer (`private`, never cached; availability's held slots), or null for the public one. */
  own?: (input: I, request: FastifyRequest) => Promise<CachedAnswer | null>;
}

/** Registers `read` as a route of `app` (an /api plugin) and in `app.publicReads`. */
export function publicRead<I>(app: FastifyInstance, read: PublicRead<I>): void {
  const part = read.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: read.method,
    url: read.url,
    schema: { ...(read.input ? { [part]: read.input } : {}), response: { 200: read.response } },
    handler: async (request, reply) => {
      const input = (read.method === 'GET' ? request.query : request.body) as I;
      const own = read.own ? await read.own(input, request) : null;
      if (own) return sendRead(request, reply, own, read.policy, { private: true });
      return sendRead(request, reply, await publicAnswer(read, input, request), read.policy);
    },
  });
  app.publicReads.set(`${read.method} ${app.prefix}${read.url}`, read as unknown as PublicRead<never>);
}

/** The answer `read` gives anyone, or the 404 its route answers. */
async function publicAnswer<I>(read: PublicRead<I>, input: I, request: FastifyRequest): Promise<CachedAnswer> {
  const answer = await read.read(input, request);
  if (!answer) throw notFound(t(read.notFound ?? 'common.notFound'));
  return answer;
}

/** What the web app's API client reads of an answer (ApiAnswer in src/lib/api-client.ts). */
export interface ReadAnswer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

const failed = (status: number, body: unknown): ReadAnswer => ({ ok: false, status, json: async () => body });

function inputOf(method: string, url: URL, body: string | undefined): unknown {
  if (method === 'GET') {
    // As Fastify's query parser: a repeated name is a list.
    const query: Record<string, string | string[]> = {};
    for (const [name, value] of url.searchParams) {
      const before = query[name];
      query[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
    }
    return query;
  }
  // As the route's validator: a POST without a body is an empty form; as Fastify's parser, bad JSON is unreadable.
  if (body === undefined || body === '') return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw badRequest(t('validation.unreadable'));
  }
}

/**
 * The server renderer's call of a public read, for the page `request` (ssr.ts): the answer the route gives
 * an anonymous caller, failures included (the errors plugin's statuses and messages), without a request.
 * Only public reads can be called: anything else is a 404, and the page is not kept (render-deps.ts).
 */
export async function callPublicRead(request: FastifyRequest, method: string, path: string, body: string | undefined): Promise<ReadAnswer> {
  const deps = renderDeps();
  // A path of this server's, as the web app's client builds them: never another origin's URL.
  const url = path.startsWith('/') && !path.startsWith('//') ? new URL(path, 'http://page.invalid') : null;
  const read = url && request.server.publicReads.get(`${method} ${url.pathname}`);
  try {
    if (!url || !read) throw notFound(t('common.notFound'));
    let input = inputOf(method, url, body);
    // The input guard's checks, as for any request.
    refuseHostileInput(input);
    if (read.input) {
      const parsed = read.input.safeParse(input);
      if (!parsed.success) throw invalidSchemaInput(parsed.error.issues);
      input = parsed.data;
    }
    const answer = await publicAnswer(read, input as never, request);
    deps?.notePolicy(read.policy);
    return { ok: true, status: 200, json: async () => JSON.parse(answer.body) as unknown };
  } catch (error) {
    // What the page shows of it is tracked by no version: the page is not kept.
    if (deps) deps.uncacheable = true;
    const failure = failureOf(error, request);
    return failed(failure.status, failure.body);
  }
}

export default fp(async (app) => {
  app.decorate('publicReads', new Map<string, PublicRead<never>>());
  // Versions pushed by the database (version-feed.ts): a cached read asks the table only for scopes not seen yet.
  const feed = new VersionFeed(app.database, app.log, readAllVersions(app.database.db));
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
