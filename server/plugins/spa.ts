import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/shared/i18n/format.ts';
import { localizedManifest, withManifestOf } from './web-manifest.ts';
import { fontWaitTags } from './font-wait.ts';
import { pageVary, sendPage, type RenderedPage } from './page-cache.ts';
import { withPageReads } from '../services/common/page-reads.ts';
import { SCRIPT_FACES } from '../../src/shared/fonts/script-faces.ts';
import { isCrawler, localeFromCookie, type Locale, localizePath, parseLocalePath, preferredLocale } from '../../src/shared/i18n/locale.ts';

export interface SpaOptions {
  distDir: string;
}

/**
 * Fills the HTML head for a route (SEO); the default leaves index.html as built.
 * It may set the reply's status (404 for an unknown doctor; the SPA still renders).
 */
export type HeadRenderer = (request: FastifyRequest, html: string, reply: FastifyReply) => Promise<string> | string;

/**
 * Fills `#root` with the server-rendered page (issue 17), or leaves it empty (null) for the browser
 * to render. Runs after the head renderer, on its result.
 */
export type BodyRenderer = (request: FastifyRequest, html: string, reply: FastifyReply) => Promise<string | null>;

declare module 'fastify' {
  interface FastifyInstance {
    setHeadRenderer(renderer: HeadRenderer): void;
    setBodyRenderer(renderer: BodyRenderer): void;
    /** @font-face rules of the scripts' built faces, for pages outside the web app (scriptFontFaceCss). */
    scriptFontFaces: string;
    /** The preload links of a language's script face (scriptFontPreloads), for the same pages. */
    scriptFontPreloads: Partial<Record<Locale, string>>;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NO_CACHE = 'no-cache';

/** The built file of each script's web font (app.css declares the faces; vite hashes the names). */
const SCRIPT_FONT_FILES: Record<string, RegExp> = {
  ar: /^noto-sans-arabic-arabic-wght-normal-[\w-]+\.woff2$/,
  hi: /^noto-sans-devanagari-devanagari-(?:400|600)-normal-[\w-]+\.woff2$/,
};

/**
 * `<link rel="preload">` of the script's font for an Arabic or Hindi page (issue 37): fetched beside the
 * stylesheet rather than after layout finds it, so server-rendered text is drawn in it from the first
 * paint on a device with no font for the script. A phone with its own font downloads it once (a year's
 * cache): the price of never painting empty boxes where there is none.
 */
export function scriptFontPreloads(distDir: string): Partial<Record<Locale, string>> {
  const assets = path.join(distDir, 'assets');
  const files = fs.existsSync(assets) ? fs.readdirSync(assets) : [];
  const links: Partial<Record<Locale, string>> = {};
  for (const [locale, pattern] of Object.entries(SCRIPT_FONT_FILES)) {
    // Every face of the script (Devanagari has two weights): bold headings wait for theirs as well.
    const found = files.filter((name) => pattern.test(name)).sort();
    if (found.length) links[locale as Locale] = found.map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`).join('\n    ');
  }
  return links;
}

/**
 * The scripts' faces as @font-face rules for the server's own pages outside the web app (the SMART
 * sign-in and consent pages, issue 39), the same built files and subsets as app.css: on a device with
 * no font for Arabic or Devanagari their text is not empty boxes.
 */
export function scriptFontFaceCss(distDir: string): string {
  const assets = path.join(distDir, 'assets');
  const files = fs.existsSync(assets) ? fs.readdirSync(assets) : [];
  const rules: string[] = [];
  for (const locale of ['ar', 'hi'] as const) {
    const { family, unicodeRange } = SCRIPT_FACES[locale];
    for (const file of files.filter((name) => SCRIPT_FONT_FILES[locale]!.test(name))) {
      // The Arabic face is variable (every weight); a Devanagari file names its weight.
      const weight = /-(400|600)-normal-/.exec(file)?.[1] ?? '100 900';
      // block, as app.css: text laid out in a fallback with no glyph kept its empty boxes in Chromium.
      rules.push(`@font-face{font-family:"${family}";font-weight:${weight};font-display:block;src:url(/assets/${file}) format("woff2");unicode-range:${unicodeRange}}`);
    }
  }
  return rules.join('');
}

/** Puts `tags` first in the head, after its charset and viewport. */
export function headStart(html: string, tags: string): string {
  const after = /<meta\s+name="viewport"[^>]*>/i.exec(html) ?? /<meta\s+charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!after) return html;
  const at = after.index + after[0].length;
  return `${html.slice(0, at)}\n    ${tags}${html.slice(at)}`;
}

/**
 * A person's first visit to an English (unprefixed) page goes to their language: the one saved on the
 * device (the mb_locale cookie the web app sets with its choice), else the browser's Accept-Language among
 * ours. A prefixed URL is honoured as it is, and crawlers always get the English (x-default) page, so search
 * engines index every language by its own URL (hreflang) instead of being bounced between them.
 */
export function firstVisitRedirect(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || isCrawler(request.headers['user-agent'])) return null;
  const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
  const parsed = parseLocalePath(pathname);
  const wanted = preferredLocale({
    pathLocale: parsed.locale,
    pathPrefixed: parsed.locale !== 'en',
    saved: localeFromCookie(request.headers.cookie),
    acceptLanguage: request.headers['accept-language'],
  });
  if (!wanted) return null;
  return `${localizePath(parsed.path, wanted)}${query ? `?${query}` : ''}`;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html, the
 * service worker and the manifest always revalidated, and every other GET
 * that wants HTML answered with index.html (history fallback).
 */
export default fp<SpaOptions>(async (app, opts) => {
  let renderHead: HeadRenderer = (_request, html) => html;
  app.decorate('setHeadRenderer', (renderer: HeadRenderer) => {
    renderHead = renderer;
  });
  let renderBody: BodyRenderer = async () => null;
  app.decorate('setBodyRenderer', (renderer: BodyRenderer) => {
    renderBody = renderer;
  });

  const indexPath = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (!hasBuild) app.log.warn({ distDir: opts.distDir }, 'no web build found; serving the API only');

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      // One route per built file, listed at start (a build is immutable under a running server: it keeps
      // index.html in memory anyway). With a wildcard every page URL was first looked up on disk
      // (stat/readdir in @fastify/static's spelling check: ~13 % of a page's CPU, issue 40's profile)
      // before it fell through to the page handler.
      wildcard: false,
      setHeaders: (res, filePath) => {
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
        else if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest')) res.header('cache-control', NO_CACHE);
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  let indexHtml: string | undefined;
  const fontPreloads = hasBuild ? scriptFontPreloads(opts.distDir) : {};
  // The same faces for the server's own pages outside the web app (the SMART pages).
  app.decorate('scriptFontFaces', hasBuild ? scriptFontFaceCss(opts.distDir) : '');
  app.decorate('scriptFontPreloads', fontPreloads);
  /** index.html of a language (its font preload, its manifest), built once per language. */
  const localePages: Partial<Record<Locale, string>> = {};
  const localePage = (html: string, locale: Locale): string => {
    if (locale === 'en') return html;
    const preload = fontPreloads[locale];
    // The preloads first; the guard that keeps the body out of layout until they are in (font-wait.ts) last,
    // after the stylesheet: an inline script runs once the stylesheets above it are in, so the faces are declared.
    const guarded = html.replace('</head>', `  ${fontWaitTags(locale)}\n  </head>`);
    return (localePages[locale] ??= withManifestOf(preload ? headStart(guarded, preload) : guarded, locale));
  };

  // The manifest in each language of the site (server/plugins/web-manifest.ts); English is the built file.
  const manifestPath = path.join(opts.distDir, 'manifest.webmanifest');
  if (fs.existsSync(manifestPath)) {
    const english = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Parameters<typeof localizedManifest>[0];
    for (const locale of ['ar', 'hi'] as const) {
      const body = JSON.stringify(localizedManifest(english, locale), null, 2);
      app.get(`/${locale}/manifest.webmanifest`, (_request, reply) => reply.type('application/manifest+json; charset=utf-8').header('cache-control', NO_CACHE).send(body));
    }
  }
  /** The page's HTML, head and body rendered; null when a renderer already answered (a redirect). */
  // Head and body share their reads of one request (services/common/page-reads.ts: a doctor's SEO row).
  const renderPage = (request: FastifyRequest, reply: FastifyReply): Promise<RenderedPage | null> =>
    withPageReads(async () => {
      indexHtml ??= fs.readFileSync(indexPath, 'utf8');
      const head = await renderHead(request, localePage(indexHtml, request.locale), reply);
      if (reply.sent) return null;
      const body = await renderBody(request, head, reply);
      if (reply.sent) return null;
      return { html: body ?? head, rendered: body !== null };
    });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = firstVisitRedirect(request);
    if (target) return reply.header('vary', pageVary(request)).header('cache-control', 'private, no-cache').redirect(target, 302);
    // A server-rendered page past the client's page limit is answered there (429 page, rate-limits.ts).
    if (await app.limitPage(request, reply)) return reply;
    // Public pages of anonymous visitors from the HTML cache (page-cache.ts), the others rendered each time.
    return sendPage(request, reply, () => renderPage(request, reply));
  };

  app.get('/', (request, reply) => (hasBuild ? sendIndex(request, reply) : reply.callNotFound()));

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    if (hasBuild && wantsHtml) return sendIndex(request, reply);
    return reply.status(404).send({ success: false, message: t('common.notFound') });
  });
});
