/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { handleOfflineSync } from './offline-queue.ts';

declare const self: ServiceWorkerGlobalScope;

/** Bump when a runtime caching rule changes shape; old versions are deleted on activate. */
const RUNTIME_VERSION = 'v1';
const MEDIA_CACHE = `mb-media-${RUNTIME_VERSION}`;
const RUNTIME_PREFIX = 'mb-';
/** Every runtime cache this version uses; other `mb-` caches are from older versions. */
const CURRENT_CACHES = new Set([MEDIA_CACHE]);

/** Paths the server answers itself: never the app shell. */
const SERVER_PATHS = [/^\/api\//, /^\/media\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any route opens offline: every navigation gets the precached shell (DESIGN §6).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));

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
