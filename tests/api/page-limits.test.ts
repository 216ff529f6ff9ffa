/**
 * Pages are limited as pages; the server renderer's reads are no API requests at all (issue 40;
 * server/plugins/public-read.ts callPublicRead, page-limit.ts, rate-limits.ts). The first app server-renders with
 * the web app's real renderer (src/entry-server.tsx, run as it is under vitest) and a low API limit;
 * the others serve the page shell only, which is enough to count pages. Every test uses client
 * addresses of its own (inject's remoteAddress), so their counts never meet.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../server/services/seo/seo-text.ts';
import type { Locale } from '../../src/shared/i18n/locale.ts';
import { t } from '../helpers/messages.ts';
import { createTestApp, withApp, type TestApp } from '../helpers/test-app.ts';
import { seedFixture, type FixtureDoctor } from './listing-fixture.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const API_MAX = 20;
const INDEX = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--seo-head--><title>Built</title><!--/seo-head--></head><body><div id="root"></div></body></html>';
/** Files of the build that are never pages: the service worker, the manifests, a script, a font. */
const FILES = ['/sw.js', '/manifest.webmanifest', '/ar/manifest.webmanifest', '/assets/app-Ab12.js', '/assets/noto-sans-arabic-arabic-wght-normal-Cd34.woff2'];
const redisUrl = process.env.TEST_REDIS_URL;

let dir: string;
/** The web app's renderer, as a string: the tests' tsconfig compiles no JSX. */
const ENTRY = '../../src/entry-server.tsx';
let ssr: TestApp;
let doctor: FixtureDoctor;
/** The API requests the app has seen. */
let apiRequests = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-page-limits-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.copyFileSync(path.join(ROOT, 'manifest.webmanifest'), path.join(dist, 'manifest.webmanifest'));
  for (const file of ['sw.js', 'assets/app-Ab12.js', 'assets/noto-sans-arabic-arabic-wght-normal-Cd34.woff2']) fs.writeFileSync(path.join(dist, file), '');
  // The renderer imports the route tree, generated (not kept in git) as `npm run typecheck` does.
  if (!fs.existsSync(path.join(ROOT, 'src', 'routeTree.gen.ts'))) execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'generate-routes.mjs')], { cwd: ROOT });
  // The app's route tree is imported (and transformed) here first, under this hook's 120 s: inside the
  // app it is a plugin's start, which Fastify gives 10 s, too few for a first transform on a loaded machine
  // (CI: 'Plugin did not start in time: ssr-auto-7'). The plugin's import then finds it loaded.
  await import(ENTRY);
  ssr = await createTestApp({
    env: { RATE_LIMIT_MAX: String(API_MAX), PAGE_RATE_LIMIT_MAX: '1000' },
    pages: { distDir: dist, ssrEntry: path.join(ROOT, 'src', 'entry-server.tsx') },
    setup: (app) => {
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/')) apiRequests++;
      });
      app.get('/api/probe/marker', async () => ({ seen: null }));
    },
  });
  doctor = (await seedFixture(ssr.database.db)).doctors[0]!;
}, 120_000);
afterAll(async () => {
  await ssr?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const page = (app: TestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html', ...headers } });
const doctorUrl = () => `/cardiology/dubai/doctor/dr-${doctor.slug}?doctorId=${doctor.id}`;
const dist = () => path.join(dir, 'dist');

/** Status of each of `count` calls of `send`, in order. */
async function statuses(count: number, send: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await send()).statusCode);
  return codes;
}
const allowed = (n: number, refused = 1) => [...Array<number>(n).fill(200), ...Array<number>(refused).fill(429)];

describe('the renderer’s reads are not the visitor’s API calls', () => {
  it('a visitor loading more pages than their API limit could pay for gets every page rendered; their own API calls still stop at the limit', async () => {
    const visitor = '10.40.0.1';
    const before = apiRequests;
    // A signed-in visitor's credentials stay with the page: the renderer reads as anyone (public-read-call.test.ts).
    const first = await page(ssr, doctorUrl(), visitor, { cookie: 'mb_session=visitor-session', authorization: 'Bearer visitor-token' });
    const pages = API_MAX + 5;
    for (let i = 0; i < pages; i++) {
      const res = i === 0 ? first : await page(ssr, doctorUrl(), visitor);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<div id="root"></div>');
      const root = res.body.slice(res.body.indexOf('<div id="root">'));
      expect(root).toContain(`${doctor.firstName} ${doctor.lastName}`);
      expect(root).toContain('<script id="mb-ssr" type="application/json">');
    }
    // Not one API request for all those renders: nothing of them could count against the visitor.
    expect(apiRequests - before).toBe(0);
    // The visitor's own API calls: the whole limit is still theirs, and no more.
    const codes = await statuses(API_MAX + 1, () => ssr.app.inject({ method: 'GET', url: '/api/probe/marker', remoteAddress: visitor }));
    expect(codes).toEqual(allowed(API_MAX));
    const refused = await ssr.app.inject({ method: 'GET', url: '/api/probe/marker', remoteAddress: visitor, headers: { 'accept-language': 'ar' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(t('common.tooManyRequests', undefined, 'ar'));
  });

  it('the header that used to mark the renderer’s calls exempts nobody', async () => {
    const forger = '10.40.0.2';
    const forged = () => ssr.app.inject({ method: 'GET', url: '/api/probe/marker', remoteAddress: forger, headers: { 'x-medbook-internal-call': 'let-me-in' } });
    expect(await statuses(API_MAX + 1, forged)).toEqual(allowed(API_MAX));
  });
});

describe('the page limit', () => {
  const expectLimitPage = (res: Awaited<ReturnType<typeof page>>, locale: Locale, dir: 'ltr' | 'rtl') => {
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const seconds = Number(res.headers['retry-after']);
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60, String(res.headers['retry-after'])).toBe(true);
    expect(res.body).toContain(`<html lang="${locale}" dir="${dir}">`);
    expect(res.body).toContain(`<h1>${escapeHtml(t('pageLimit.title', undefined, locale))}</h1>`);
    expect(res.body).toContain(escapeHtml(t('pageLimit.body', { seconds }, locale)));
    expect(res.body).not.toContain('<div id="root">');
  };

  it('answers a page past the limit with a 429 page in the page’s language and Retry-After; files, the API and app pages do not count', async () => {
    await withApp(ssr.database, { env: { PAGE_RATE_LIMIT_MAX: '3' }, pages: { distDir: dist() } }, async (shell) => {
      for (const [locale, url, dir, address] of [
        ['en', '/cardiology/dubai', 'ltr', '10.40.1.1'],
        ['ar', '/ar/', 'rtl', '10.40.1.2'],
        ['hi', `/hi${doctorUrl()}`, 'ltr', '10.40.1.3'],
      ] as const) {
        const get = (target: string, headers?: Record<string, string>) => page(shell, target, address, headers);
        // Before and after the pages: none of these counts, so the page count below starts at 0.
        const uncounted = async () => {
          for (const file of FILES) expect((await get(file)).statusCode, file).toBe(200);
          expect((await get('/my-appointments')).statusCode).toBe(200);
          expect((await shell.app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })).statusCode).toBe(200);
          // A first visit's redirect to the saved language is not a page.
          expect((await get('/', { cookie: 'mb_locale=hi' })).statusCode).toBe(302);
        };
        await uncounted();
        const answers = [await get(url), await get(url), await get(url)];
        for (const res of answers) {
          expect(res.statusCode, url).toBe(200);
          // The same HTML for every client: no per-client rate headers on a page under the limit.
          expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
        }
        expectLimitPage(await get(url), locale, dir);
        // Any other server-rendered page of the same client, in any language, is past the limit too.
        expectLimitPage(await get('/ar/about-us'), 'ar', 'rtl');
        await uncounted();
      }
    });
  });

  it.skipIf(!redisUrl)('with REDIS_URL, two processes count one client’s pages together', async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: `medbook-test-${randomBytes(4).toString('hex')}:`, PAGE_RATE_LIMIT_MAX: '4' };
    await withApp(ssr.database, { env, pages: { distDir: dist() } }, async (a) => {
      await withApp(ssr.database, { env, pages: { distDir: dist() } }, async (b) => {
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push(await page(i % 2 === 0 ? a : b, '/hi/', '10.40.2.1'));
        expect(answers.map((res) => res.statusCode)).toEqual(allowed(4, 2));
        expectLimitPage(answers[5]!, 'hi', 'ltr');
        // Another client on the same Redis counts from zero.
        expect((await page(b, '/hi/', '10.40.2.2')).statusCode).toBe(200);
      });
    });
  });
});
