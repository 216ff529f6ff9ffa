/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { handleOfflineSync } from './offline-queue.ts';
import { isServerRendered } from '../src/shared/ssr-paths.ts';

declare const self: ServiceWorkerGlobalScope;

/** Bump when a runtime caching rule changes shape; old versions are deleted on activate. */
const RUNTIME_VERSION = 'v1';
const MEDIA_CACHE = `mb-media-${RUNTIME_VERSION}`;
const RUNTIME_PREFIX = 'mb-';
/** Every runtime cache this version uses; other `mb-` caches are from older versions. */
const CURRENT_CACHES = new Set([MEDIA_CACHE]);

/**
 * Paths the server answers itself: never the app shell. /oauth/ and /.well-known/ (issue 39): a SMART
 * app sends the patient's browser to our authorization pages, and a browser that has this app installed
 * would otherwise open the shell there, whose router knows no such page. The same for a reminder's short
 * link /l/<code> (a redirect, issue 42) and FHIR reads opened in the browser (/fhir).
 */
const SERVER_PATHS = [/^\/api\//, /^\/media\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/, /^\/oauth\//, /^\/\.well-known\//, /^\/l\//, /^\/fhir(?:\/|$)/];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** How long a public page's navigation waits for the server's first byte before opening the shell. */
const NAVIGATION_TIMEOUT_MS = 3000;
const shell = createHandlerBoundToURL('/index.html');

/**
 * The public pages the server renders (issue 17) go to the network first: their HTML arrives with its
 * content and data. Offline, on an error or after NAVIGATION_TIMEOUT_MS without an answer, the
 * precached shell opens instead and renders from the persisted cache, as every other page does.
 * The server's HTML is never stored here: an old copy would carry old data.
 */
async function networkFirstPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  try {
    const request = options.request as Request;
    const response = await fetch(request, { signal: controller.signal });
    // A redirect (another language, a moved doctor) and a real 404 page are answers; a 5xx is not.
    if (response.type === 'opaqueredirect' || response.status < 500) return response;
  } catch {
    // Offline or too slow: the shell.
  } finally {
    clearTimeout(timer);
  }
  return shell(options);
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isServerRendered(url.pathname),
  networkFirstPage,
);

// Any other route opens from the precached shell, online or offline (DESIGN §6).
registerRoute(new NavigationRoute(shell, { denylist: SERVER_PATHS }));

// Profile photos and speciality icons: cache first, bounded in count and age.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.destination === 'image',
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Offline writes waiting in IndexedDB are replayed when the browser says the network is back.
handleOfflineSync();

// /api/ is deliberately not routed: API answers are cached by TanStack Query in IndexedDB,
// never by the service worker (they can be private to the signed-in user).

// The page decides when a new version takes over (registerType 'prompt').
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(RUNTIME_PREFIX) && !CURRENT_CACHES.has(key))
            .map((key) => caches.delete(key)),
        ),
      ),
  );
});

clientsClaim();
