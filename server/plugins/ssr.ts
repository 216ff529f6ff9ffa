import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isServerRendered } from '../../src/shared/ssr-paths.ts';
import { localeNow } from '../services/common/locale-context.ts';
import { callPublicRead, type ReadAnswer } from './public-read.ts';

/**
 * Server rendering of the public pages (issue 17): the page handler (plugins/spa.ts) asks this
 * plugin for `#root`'s markup and the page's dehydrated query cache. The renderer is the web app's
 * own route tree, built by `vite build --ssr` into build/ssr/ (src/entry-server.tsx). Without that
 * build (API-only runs, unit tests) pages stay client-rendered, as they are on any render error.
 */
export interface SsrOptions {
  /** build/ssr/entry-server.js; absent means no server rendering. */
  entry: string;
  /** A render that takes longer is dropped for the client-rendered shell. */
  timeoutMs?: number;
}

interface Renderer {
  setupSsr(setup: { locale: () => string; fetch: (url: string, init: RequestInit) => Promise<ReadAnswer> }): Promise<void>;
  renderPage(
    url: string,
  ): Promise<{ kind: 'page'; status: number; html: string; state: unknown } | { kind: 'redirect'; status: number; location: string }>;
}

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
/** JSON inside a `<script type="application/json">`: nothing in it may close the element (one pass over the text). */
export const jsonForPage = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c]!);

const ROOT = '<div id="root"></div>';

/**
 * The page: `#root` filled with the rendered markup, the dehydrated state after it. Spliced, not
 * `String.replace` with the page as its replacement text: that reads `$&`, `$$` and `` $` `` in it as
 * patterns (a review's "$$" became "$" in the state, unlike the markup: a hydration mismatch), and
 * scans the ~90 kB for them on every render.
 */
export function fillRoot(html: string, markup: string, state: unknown): string {
  const at = html.indexOf(ROOT);
  if (at < 0) return html;
  const script = `<script id="mb-ssr" type="application/json">${jsonForPage(state)}</script>`;
  return `${html.slice(0, at)}<div id="root">${markup}</div>${script}${html.slice(at + ROOT.length)}`;
}

async function loadRenderer(app: FastifyInstance, entry: string): Promise<Renderer | null> {
  if (!fs.existsSync(entry)) {
    app.log.warn({ entry: path.relative(process.cwd(), entry) }, 'no server-render build found; public pages render in the browser');
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as Renderer;
}

export default fp<SsrOptions>(async (app, opts) => {
  const renderer = await loadRenderer(app, opts.entry);
  if (!renderer) return;
  const timeoutMs = opts.timeoutMs ?? 4000;
  // The page request a render's reads belong to (its language and origin).
  const pageRequest = new AsyncLocalStorage<FastifyRequest>();

  await renderer.setupSsr({
    locale: localeNow,
    // The render's reads: the public reads themselves, run in-process for the page request (its language and
    // origin) as an anonymous caller: no request, so nothing counts against the visitor's API limit (the page
    // was counted as a page) and no cookie or authorization of the visitor is seen.
    fetch: async (url, init) => {
      const request = pageRequest.getStore();
      if (!request) throw new Error('a server render read outside a page request');
      return callPublicRead(request, init.method ?? 'GET', url, typeof init.body === 'string' ? init.body : undefined);
    },
  });

  app.setBodyRenderer(async (request, html, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!html.includes(ROOT) || !isServerRendered(pathname)) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        pageRequest.run(request, () => renderer.renderPage(request.url)),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), timeoutMs);
        }),
      ]);
      if (!result) {
        request.log.warn({ url: pathname }, 'server render timed out; sending the client-rendered shell');
        return null;
      }
      if (result.kind === 'redirect') {
        void reply.redirect(result.location, result.status);
        return null;
      }
      if (result.status === 404) reply.code(404);
      return fillRoot(html, result.html, result.state);
    } catch (error) {
      request.log.error({ err: error, url: pathname }, 'server render failed; sending the client-rendered shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  });
});
