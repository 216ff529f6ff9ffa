import './lib/zod-config.ts';
import { StrictMode, startTransition, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { hydrate, onlineManager, useIsRestoring, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen.ts';
import { NotFoundPage } from './components/layout/not-found.tsx';
import { RouteError } from './components/layout/route-error.tsx';
import { PageSpinner } from './components/ui/page-spinner.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { markCacheRestored } from './lib/cache-restored.ts';
import { createPersistOptions, PRIVATE_QUERY_ROOTS } from './lib/query-persister.ts';
import { PersistProvider } from './lib/persist-provider.tsx';
import { registerServiceWorker } from './lib/pwa.ts';
import { getSession, useSession } from './lib/session.ts';
import { localeRewrite, startI18n } from './lib/i18n.ts';
import { requestPersistentStorage } from './lib/storage-persistence.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import './styles/app.css';

// TanStack Query assumes online until an event says otherwise; a page opened offline must know at once.
onlineManager.setOnline(navigator.onLine);
const queryClient = createQueryClient();
const persistOptions = createPersistOptions();
// The page may not come back (a closed tab, a reload, a phone discarding a hidden app): the snapshot
// still in the persister's 1 s throttle is written now, so what was on screen opens offline.
const flushPersisted = () => void persistOptions.flush().catch(() => undefined);
addEventListener('pagehide', flushPersisted);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flushPersisted();
});
// The end-to-end tests wait for the offline copy itself before they go offline or leave a page
// (tests/helpers/e2e-offline.ts `offlineCopySaved`), never a fixed second.
(window as Window & { __medbookOfflineSaved?: () => Promise<void> }).__medbookOfflineSaved = persistOptions.saved;

/**
 * Built in its own task, after the modules above have been evaluated (issue 17, total blocking time):
 * the route tree (every route's options) costs ~20 ms of a desktop's main thread, four times that on a
 * phone, and module evaluation is one task that cannot be split.
 */
const makeRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient, session: getSession() },
    defaultPreload: 'intent',
    // Query owns freshness; the router always asks it (TanStack Router + Query guidance).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PageSpinner,
    // /ar/... and /hi/... map onto the same route tree (src/shared/i18n/locale.ts).
    rewrite: localeRewrite,
  });

let router: ReturnType<typeof makeRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}

const privateRoots: ReadonlySet<unknown> = new Set(PRIVATE_QUERY_ROOTS);

/** One person's bookings must not outlive their session on a shared device. */
function useForgetPrivateDataOnSignOut(client: QueryClient, userId: number | undefined) {
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== userId) {
      client.removeQueries({ predicate: (query) => privateRoots.has(query.queryKey[0]) });
      // Their queued offline writes must never be replayed under someone else's session.
      const leaving = previous.current;
      // Dexie loads on demand: it is not part of the first page's budget.
      void import('./lib/offline-db.ts').then((db) => db.forgetPendingActionsOf(leaving)).catch(() => undefined);
    }
    previous.current = userId;
  }, [client, userId]);
}

/** Signed in, this device keeps their bookings for offline use: ask the browser not to evict them. */
function usePersistentStorageWhenSignedIn(userId: number | undefined) {
  useEffect(() => {
    if (userId !== undefined) void requestPersistentStorage();
  }, [userId]);
}

/**
 * Set once the page has hydrated: tests wait for it. Not at the first commit: hydration yields, and
 * the boundaries below the shell (the page, the header's lazy parts) hydrate after it. The end of
 * the cache restore is a transition (lib/persist-provider.tsx) whose context change reaches every
 * boundary still waiting, and React commits it only once they have all hydrated.
 */
function useReadyMark() {
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) document.documentElement.dataset.ready = '1';
  }, [restoring]);
}

function App() {
  useReadyMark();
  const session = useSession();
  useForgetPrivateDataOnSignOut(queryClient, session?.userId);
  usePersistentStorageWhenSignedIn(session?.userId);
  return <RouterProvider router={router} context={{ queryClient, session }} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * What this device saved of a signed-in person's own data may predate a change made moments
 * before a reload (the persister writes at most once a second) or on another device: it shows at
 * once, and is marked stale so that, online, the page that reads it fetches the server's copy.
 */
function onCacheRestored() {
  for (const root of PRIVATE_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root], refetchType: 'none' });
  markCacheRestored();
}

/** The query cache a server-rendered page was rendered from (server/plugins/ssr.ts), if this page was. */
function serverState(): DehydratedState | null {
  const script = document.getElementById('mb-ssr');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

// The language's catalog (its own chunk) is loaded before the first render, so no English flashes.
void startI18n().then(async (stays) => {
  if (!stays) return;
  await yieldToBrowser();
  router = makeRouter();
  const state = container.firstElementChild ? serverState() : null;
  const app = (hydrating: boolean) => (
    <StrictMode>
      <PersistProvider
        client={queryClient}
        persistOptions={persistOptions}
        onSuccess={onCacheRestored}
        onError={markCacheRestored}
        yieldToHydration={hydrating}
      >
        <App />
      </PersistProvider>
    </StrictMode>
  );
  if (!state) {
    createRoot(container).render(app(false));
    return;
  }
  // Server-rendered (issue 17): the page's data is the server's, so the first render matches its HTML
  // and nothing is fetched again. The persisted cache restores after it; per query the newer answer wins.
  // Each step below ends its task first (yieldToBrowser): chained, they held a phone's main thread for
  // most of a second, while the page it can already read would not scroll.
  await yieldToBrowser();
  hydrate(queryClient, state);
  // The router's own SSR mark: its top-level tree is then the one the server rendered (no extra Suspense).
  router.ssr = { manifest: undefined };
  const served = `${location.pathname}${location.search}`;
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();
  if (`${location.pathname}${location.search}` !== served) {
    // A guard the server could not run sent this visitor elsewhere (a signed-in doctor from home to the
    // portal): the server's HTML is of another page, so render afresh rather than hydrate it.
    router.ssr = undefined;
    container.replaceChildren();
    createRoot(container).render(app(false));
    return;
  }
  // The header's search box and account menu are lazy: loaded before hydrating, their server HTML
  // hydrates at once rather than after its own download, so an early tap on Login is not lost.
  await Promise.all([
    import('./features/top-search/components/top-search.tsx'),
    import('./features/auth/components/account-menu.tsx').then((menu) => (getSession() ? menu.preloadSignedInMenu() : undefined)),
  ]).catch(() => undefined);
  await yieldToBrowser();
  // As a transition, hydration yields to the browser between components: at the default priority
  // React hydrates the whole page in one task (its blocking lanes are never time-sliced).
  startTransition(() => {
    hydrateRoot(container, app(true));
  });
});

registerServiceWorker();
