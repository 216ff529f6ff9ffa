/**
 * Server rendering of the public pages (issue 17), from the same route tree, loaders and query
 * options as the browser. Built by `vite build --ssr` into build/ssr/ and called by the server's
 * page handler (server/plugins/ssr.ts), which hands it:
 * - the request's language (its own AsyncLocalStorage context), read by every `t()` and label here;
 * - an in-process API transport (server/plugins/public-read.ts, callPublicRead), so the loaders' calls
 *   run the very public reads (input schemas, read cache, failure answers) a browser's would, without a
 *   request or a network hop (as an anonymous caller; they are the page's cost, not its visitor's API
 *   calls: the page is limited as a page).
 *
 * A public page's loaders declare its data and, on the server, wait for it (src/lib/server-data.ts),
 * so the page renders once (issue 40: up to 4 passes before, each a full React render). A query a
 * component still asks for that no loader declared is fetched after the pass and the page rendered
 * again, so the page stays right; `renders` reports the passes (tests hold public pages to one).
 * The filled cache is dehydrated into the page, and the browser hydrates from it without
 * refetching (src/main.tsx).
 */
import './lib/zod-config.ts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { AnyRedirect } from '@tanstack/react-router';
import { QueryClientProvider, dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen.ts';
import { NotFoundPage } from './components/layout/not-found.tsx';
import { RouteError } from './components/layout/route-error.tsx';
import { PageSpinner } from './components/ui/page-spinner.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { localeRewrite } from './lib/i18n.ts';
import { setApiTransport, type ApiAnswer } from './lib/api-client.ts';
import { loadCatalog } from './shared/i18n/catalogs.ts';
import { setLocaleSource } from './shared/i18n/format.ts';
import { LOCALE_CODES, type Locale } from './shared/i18n/locale.ts';

export interface SsrSetup {
  /** The language of the request being rendered. */
  locale: () => Locale;
  /** Answers an API call of the page being rendered (same URL and init a browser would send). */
  fetch: (url: string, init: RequestInit) => Promise<ApiAnswer>;
}

export async function setupSsr(setup: SsrSetup): Promise<void> {
  // Every page language's messages, through the browser's own loader (src/shared/i18n/catalogs.ts).
  await Promise.all(LOCALE_CODES.map((locale) => loadCatalog('common', locale)));
  // The one language source every t(), label and formatter reads (src/shared/i18n/format.ts).
  setLocaleSource(setup.locale);
  setApiTransport(setup.fetch);
}

/** router-core's ServerLoadResult (not exported). */
type ServerLoadResult = { type: 'render'; status: 200 | 404 | 500 } | { type: 'redirect'; redirect: AnyRedirect };

export type SsrResult =
  | { kind: 'page'; status: number; html: string; state: DehydratedState; /** React render passes it took. */ renders: number }
  | { kind: 'redirect'; status: number; location: string };

/** At most this many render passes: a page that keeps asking for new data is served as it stands. */
const MAX_PASSES = 4;

/** A Suspense boundary renderToString gave up on (its fallback sent, left for the browser to render). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

async function renderOnce(app: ReactNode): Promise<string> {
  // Issue 40: once a page's code is loaded (a lazy component or route chunk suspends only on its first
  // render in the process) and its loaders filled the cache, nothing suspends, and the synchronous
  // renderer builds the same HTML as a string; prerender encodes every chunk to bytes for a stream that
  // is then decoded back (~15 % of a doctor page's render). Anything that does suspend or fail makes the
  // string renderer give up on that boundary (or throw): the page then takes prerender, which waits.
  try {
    const html = renderToString(app);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  } catch {
    // Suspended outside any boundary: prerender waits for it.
  }
  // One piece of HTML, every boundary inline: no streaming scripts (the page's CSP allows none inline).
  const { prelude } = await prerender(app, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

function wantsData(query: Query, tried: ReadonlySet<string>): boolean {
  if (tried.has(query.queryHash) || query.state.data !== undefined || query.state.status === 'error') return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) : enabled;
  return on !== false && typeof query.options.queryFn === 'function';
}

/** Renders one page at `url` (path and query, unprefixed or with its language prefix). */
export async function renderPage(url: string): Promise<SsrResult> {
  const queryClient = createQueryClient();
  try {
    return await renderWith(queryClient, url);
  } finally {
    // Every query of the render scheduled its garbage collection in the browser's gcTime (7 days, for the
    // persisted cache): a timer that kept the query, its client, the router and the page request alive for
    // a week after every render. The heap grew by each page rendered (issue 40: ~6 000 renders' worth after
    // 25 s of the bench, its collector's pauses most of the page's p99). Cleared, the timers go with them.
    queryClient.clear();
  }
}

async function renderWith(queryClient: QueryClient, url: string): Promise<SsrResult> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient, session: null },
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PageSpinner,
    rewrite: localeRewrite,
    isServer: true,
  });
  await router.load();
  // The router's own account of a server load (not in its public types).
  const outcome = (router as unknown as { _serverResult?: ServerLoadResult })._serverResult;
  if (outcome?.type === 'redirect') {
    const { redirect } = outcome;
    return {
      kind: 'redirect',
      status: redirect.status || 307,
      location: redirect.headers.get('Location') ?? redirect.options.href ?? '/',
    };
  }
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const tried = new Set<string>();
  let html = await renderOnce(app);
  let renders = 1;
  for (; renders < MAX_PASSES; renders++) {
    const wanted = queryClient
      .getQueryCache()
      .findAll()
      .filter((query) => wantsData(query, tried));
    if (wanted.length === 0) break;
    for (const query of wanted) tried.add(query.queryHash);
    await Promise.allSettled(wanted.map((query) => query.fetch()));
    html = await renderOnce(app);
  }
  return {
    kind: 'page',
    status: outcome?.type === 'render' ? outcome.status : 200,
    html,
    state: dehydrate(queryClient),
    renders,
  };
}
