import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { sizeBudget } from './scripts/size-budget.ts';
import { bootAfterPaintPlugin } from './scripts/boot-after-paint.ts';
import { sonnerStaticCss } from './scripts/sonner-static-css.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';
const MANIFEST_FILE = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));

/** Busts the persisted query cache on every build (DESIGN §6). */
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, '');

/**
 * The manifest is hand-kept at the repository root (design card); serve it in dev and
 * publish it at the root of dist/ so the service worker can precache it.
 */
function webManifest(): Plugin {
  return {
    name: 'medbook:web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(readFileSync(MANIFEST_FILE));
      });
    },
    buildStart() {
      this.addWatchFile(MANIFEST_FILE);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: readFileSync(MANIFEST_FILE, 'utf8') });
    },
  };
}

function browserOnlyPlugins(): Plugin[] {
  return [
    webManifest(),
    // public/boot.js starts the app once a server-rendered page has painted (issue 17).
    bootAfterPaintPlugin(),
    // Prints each route's gzipped size and fails the build over budget (issues 5 and 9).
    sizeBudget(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic (non-module) worker: module service workers are not supported everywhere yet.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // Uploaded and seeded images are cached at runtime, not precached; the manifest's
        // screenshots are for the install sheet only.
        globIgnores: ['media/**', 'screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
  ];
}

const backend = { target: API_TARGET, changeOrigin: false };

// `vite build --ssr`: the server renderer of the public pages (src/entry-server.tsx, issue 17),
// from the same route tree; no service worker, manifest or size budget of its own.
export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  plugins: [
    // The router plugin must come before the React plugin (it rewrites route files).
    // Its options are in tsr.config.json, which scripts/generate-routes.mjs reads too.
    tanstackRouter(),
    react(),
    tailwindcss(),
    // Sonner's stylesheet ships in the app's CSS, not as a <style> added mid-hydration.
    sonnerStaticCss(),
    ...(isSsrBuild ? [] : browserOnlyPlugins()),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/media': backend,
      '/sitemap.xml': backend,
      '/robots.txt': backend,
    },
  },
  preview: {
    proxy: {
      '/api': backend,
      '/media': backend,
      '/sitemap.xml': backend,
      '/robots.txt': backend,
    },
  },
  build: {
    outDir: isSsrBuild ? 'build/ssr' : 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No <link rel=modulepreload> from dynamic imports: the helper appended one per dependency of a route
    // in a single task as the router's first load ran (~50 on a doctor page: 60-100 ms of a phone's main
    // thread at 1x, Chromium's link processing). The browser's module loader fetches the same files as
    // it parses each chunk (a few round trips deep, hidden by intent preloading and the service worker's
    // precache). HTML entries keep theirs: scripts/boot-after-paint.ts spreads those over tasks (issue 17).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    sourcemap: false,
    // Constants imported from another module (query key roots) are written where they are used,
    // so a module of names adds no chunk to the first load.
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all' } },
      // Only for the browser build: every page loads the entry's static imports, so they ship as one chunk.
      // Split by sharing, they were ~30 files, and a phone pays a few milliseconds of main thread per module
      // request (issue 17, total blocking time).
      ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial' as const] }] } } }),
    },
  },
}));
