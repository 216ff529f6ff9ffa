/**
 * Cached HTML of the server-rendered public pages (issue 40): one render of a page serves every
 * anonymous visitor until something it shows changes (services/common/page-cache.ts).
 *
 * Who gets what:
 * - An anonymous GET of a server-rendered page reads and fills the cache: `ETag` (304 on a matching
 *   `If-None-Match`), `Cache-Control: public, no-cache` (browsers and CDNs revalidate each use) and a
 *   `CDN-Cache-Control` of the strictest API answer the page shows (public-read.ts): a page with
 *   today's free slots `max-age=5, must-revalidate`, never stale, as the availability answer itself;
 *   any other `max-age=30, stale-while-revalidate=300`, as the catalog answers.
 * - A request with a session cookie or an Authorization header never reads nor fills it and is
 *   `private, no-cache`; nor is a page kept whose answer sets a cookie, is not a 200, was not
 *   server-rendered (the shell after a render error or time-out), or read anything through an API
 *   call the read cache did not answer (render-deps.ts).
 * - `Vary` names every header that selects the answer: Accept-Encoding (the body's encoding), Cookie
 *   (a session; the saved language that redirects an English URL), Authorization (a Bearer session:
 *   private), Accept-Language and, on English
 *   (unprefixed) URLs, User-Agent: a browser preferring another language is redirected there, a
 *   crawler gets the page (spa.ts, firstVisitRedirect).
 * Tests see `x-page-cache: hit | miss` (NODE_ENV=test only) to tell a cached answer from a render.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isServerRendered } from '../../src/shared/ssr-paths.ts';
import { bodyBytes, compressedBody } from '../services/common/read-cache.ts';
import { PageCache, type CachedPage } from '../services/common/page-cache.ts';
import { collectRenderDeps } from '../services/common/render-deps.ts';
import { pageLocaleOf } from '../services/common/locale-context.ts';
import { CDN_POLICY, matches, pickEncoding, signedIn } from './public-read.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

/** A page as spa.ts renders it: the HTML, and whether the server rendered its body (not the shell). */
export interface RenderedPage {
  html: string;
  rendered: boolean;
}

/** The request headers that select a page's answer (see above). */
export function pageVary(request: FastifyRequest): string {
  const common = 'Accept-Encoding, Accept-Language, Authorization, Cookie';
  return pageLocaleOf(request) === 'en' ? `${common}, User-Agent` : common;
}

const sendHtml = (reply: FastifyReply, html: string | Buffer) => reply.type('text/html; charset=utf-8').send(html);

function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss') {
  reply.header('etag', page.answer.etag).header('cache-control', 'public, no-cache').header('cdn-cache-control', CDN_POLICY[page.policy]);
  if (request.server.config.NODE_ENV === 'test') reply.header('x-page-cache', state);
  if (matches(request.headers['if-none-match'], page.answer.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const compressed = encoding ? compressedBody(page.answer, encoding) : null;
  if (encoding && compressed) return reply.type('text/html; charset=utf-8').header('content-encoding', encoding).send(compressed);
  return sendHtml(reply, bodyBytes(page.answer));
}

/**
 * Answers a page request: from the cache when it applies and holds the page, else through `render`
 * (head and body; null when it already answered, a redirect), keeping the result when it may be kept.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, render: () => Promise<RenderedPage | null>) {
  const pathname = request.url.split('?')[0] ?? '/';
  if (!isServerRendered(pathname)) {
    const page = await render();
    if (!page) return reply;
    // The English shell may be answered with a redirect to another language for other headers.
    if (request.locale === 'en') reply.header('vary', 'Accept-Language, Cookie');
    return sendHtml(reply.header('cache-control', 'no-cache'), page.html);
  }
  reply.header('vary', pageVary(request));
  if (signedIn(request)) {
    const page = await render();
    return page ? sendHtml(reply.header('cache-control', 'private, no-cache'), page.html) : reply;
  }
  const cache = request.server.pageCache;
  // The origin too: without PUBLIC_URL the page's links name the Host it was asked of (public-origin.ts).
  const key = `${request.protocol}://${request.host}${request.url}`;
  const found = await cache.lookup(key);
  if ('page' in found) return sendCached(request, reply, found.page, 'hit');
  try {
    const deps = await cache.begin();
    const page = await collectRenderDeps(deps, render);
    if (!page) return reply;
    const kept = page.rendered && reply.statusCode === 200 && !reply.hasHeader('set-cookie') ? cache.store(key, page.html, deps) : null;
    return kept ? sendCached(request, reply, kept, 'miss') : sendHtml(reply.header('cache-control', 'no-cache'), page.html);
  } finally {
    found.release();
  }
}

export default fp(
  async (app) => {
    app.decorate('pageCache', new PageCache(app.readCache.versions));
  },
  { name: 'page-cache' },
);
