import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/shared/i18n/format.ts';
import { dirOf, type Locale } from '../../src/shared/i18n/locale.ts';
import { isServerRendered } from '../../src/shared/ssr-paths.ts';
import { escapeHtml } from '../services/seo/seo-text.ts';

/**
 * Server-rendered pages limited as pages (issue 40): PAGE_RATE_LIMIT_MAX a minute per client, counted
 * in the same store as the API limit (Redis with REDIS_URL: one count across processes). A render's reads
 * are no requests (public-read.ts, callPublicRead), so this is what keeps one address from spending
 * every render the server can do. Only requests the page handler (spa.ts) is about to answer with a
 * server-rendered page count: files (assets, fonts, the service worker, the manifests), the API, the
 * browser-rendered app pages and the first-visit language redirect do not.
 *
 * Past the limit the visitor gets a page that says so, in the page's language, with Retry-After: never
 * the empty shell, whose script would go on to call the API for it. No rate-limit headers on the pages
 * under the limit: they would make a page's HTML differ per client and so uncacheable by a CDN.
 */
export type PageLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

const STYLE = `body{margin:0;font:16px/1.5 system-ui,"Noto Sans","Noto Sans Arabic","Noto Sans Devanagari","Noto Sans Arabic Variable","Noto Sans Devanagari Web",sans-serif;background:#f3f6fa;color:#1c2733}
main{max-width:30rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001}
h1{font-size:1.35rem;margin:0 0 1rem}p{margin:0 0 1rem}a{color:#0f766e;font-weight:600}`;

/** The answer past the limit: a plain page, no script (the page's CSP allows no inline one). */
export function tooManyPagesHtml(locale: Locale, seconds: number, url: string, fontFaces = ''): string {
  const tx = (key: Parameters<typeof t>[0], params?: Record<string, string | number>) => escapeHtml(t(key, params, locale));
  return `<!doctype html><html lang="${locale}" dir="${dirOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${tx('pageLimit.title')} | MedBook</title><style>${STYLE}${fontFaces}</style></head><body><main><h1>${tx('pageLimit.title')}</h1><p>${tx('pageLimit.body', { seconds })}</p><p><a href="${escapeHtml(url)}">${tx('pageLimit.retry')}</a></p></main></body></html>`;
}

/** The page limit; call after @fastify/rate-limit is registered (it keeps the counts). */
export function pageLimiter(app: FastifyInstance, max: number): PageLimit {
  // A child of the plugin's store: the same Redis client, prefix and skipOnError as the API limit, its own
  // counters. No allow list: the API limit's (everything outside /api and /fhir) is not this one's.
  const check = app.createRateLimit({ max, timeWindow: '1 minute', allowList: () => false });
  return async (request, reply) => {
    if (!isServerRendered(request.url.split('?')[0] ?? '/')) return false;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return false;
    const seconds = Math.max(1, result.ttlInSeconds);
    await reply
      .code(429)
      .header('retry-after', String(seconds))
      .header('x-ratelimit-limit', String(result.max))
      .header('x-ratelimit-remaining', '0')
      .header('x-ratelimit-reset', String(seconds))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(tooManyPagesHtml(request.locale, seconds, request.url, app.scriptFontFaces));
    return true;
  };
}
