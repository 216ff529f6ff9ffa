/**
 * Cached HTML of the server-rendered public pages (issue 40): one render serves every anonymous
 * visitor until a version the page's API reads depended on moves (a booking, a cancellation, a
 * profile edit, a review moderation, each through the real API) or its time is up; ETag and 304,
 * CDN headers and Vary; a signed-in request never reads nor fills it. The renderer is
 * tests/helpers/ssr-probe.ts (the real one's contract, its data read through the real API); its
 * render count tells a cached answer from a render. The two-process cases are in multi-process-pages.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../server/db/schema/engagement.ts';
import { users } from '../../server/db/schema/users.ts';
import { createSession } from '../../server/services/auth/sessions.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { SESSION_COOKIE } from '../../src/shared/constants.ts';
import { bearer } from '../helpers/auth.ts';
import { probe } from '../helpers/ssr-probe.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { formData } from './account-fixtures.ts';
import { NOW, TUESDAY, bookingPayload, buildWorld, patient, type World } from './booking-fixtures.ts';
import { seedCatalog, verifiedDoctor } from './doctor-portal-fixtures.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const INDEX = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>MedBook</title></head><body><div id="root"></div></body></html>';

let ctx: TestApp;
let world: World;
let dir: string;
let sara: Awaited<ReturnType<typeof patient>>;
let amira: Awaited<ReturnType<typeof verifiedDoctor>>;

beforeAll(async () => {
  setClock(() => NOW);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-pages-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.copyFileSync(path.join(ROOT, 'manifest.webmanifest'), path.join(dir, 'manifest.webmanifest'));
  ctx = await createTestApp({
    pages: { distDir: dir, ssrEntry: path.join(ROOT, 'tests', 'helpers', 'ssr-probe.ts') },
    // A probe (not an API route): an anonymous page whose answer sets a cookie.
    setup: (app) => {
      app.addHook('onRequest', (request, reply, done) => {
        if (request.headers['x-probe-cookie']) reply.header('set-cookie', 'probe=1; Path=/');
        done();
      });
    },
  });
  await seedCatalog(ctx.database);
  world = await buildWorld(ctx.database);
  sara = await patient(ctx.app, 'sara.pages@booking.test');
  amira = await verifiedDoctor(ctx.app, ctx.database, 'amira@pages.test');
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const doctorPage = (doctorId: number) => `/cardiology/dubai/doctor/dr-page-${doctorId}?doctorId=${doctorId}&date=${TUESDAY}`;
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The answer and how many renders it cost. */
async function visit(url: string, headers: Record<string, string> = {}) {
  const before = probe.renders;
  const response = await get(url, headers);
  return { response, renders: probe.renders - before, state: response.headers['x-page-cache'] };
}

const slots = (html: string) => /<ul class="slots">(.*?)<\/ul>/.exec(html)?.[1] ?? '';

describe('an anonymous visitor gets the cached page', () => {
  it('renders a page once: the second visit is answered from the cache, byte for byte', async () => {
    const url = doctorPage(world.kolkata.doctorId);
    const first = await visit(url);
    expect(first.response.statusCode).toBe(200);
    expect(first.renders).toBe(1);
    expect(first.state).toBe('miss');
    expect(first.response.body).toContain('<h1>ravi sen</h1>');
    const second = await visit(url);
    expect(second.renders).toBe(0);
    expect(second.state).toBe('hit');
    expect(second.response.body).toBe(first.response.body);
    expect(second.response.headers.etag).toBe(first.response.headers.etag);
  });

  it('visitors arriving together while a page renders wait for that one render', async () => {
    const url = `${doctorPage(world.kolkata.doctorId)}&campaign=1`;
    const before = probe.renders;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(probe.renders - before).toBe(1);
    expect(answers.map((answer) => answer.headers['x-page-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('when only its time is up, visitors arriving during the next render get the page as it was (not when it changed)', async () => {
    const url = `${doctorPage(world.kolkata.doctorId)}&campaign=2`;
    try {
      setClock(() => NOW + 1_000);
      const old = await get(url);
      // The 5 s availability bucket is over; nothing the page shows changed: one render, the others not kept waiting.
      setClock(() => NOW + 5_100);
      const before = probe.renders;
      const finished: string[] = [];
      const answers = await Promise.all(Array.from({ length: 4 }, () => get(url).then((answer) => (finished.push(String(answer.headers['x-page-cache'])), answer))));
      expect(probe.renders - before).toBe(1);
      // The others were answered while the render ran, not after it: with the old page.
      expect(finished).toEqual(['hit', 'hit', 'hit', 'miss']);
      expect(answers.filter((answer) => answer.headers['x-page-cache'] === 'hit').map((answer) => answer.headers.etag)).toEqual(Array(3).fill(old.headers.etag));
    } finally {
      setClock(() => NOW);
    }
  });

  it('answers 304 to a matching If-None-Match, and the same bytes compressed with the same ETag', async () => {
    const url = doctorPage(world.kolkata.doctorId);
    const plain = await get(url);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await visit(url, { 'if-none-match': etag });
    expect(again.response.statusCode).toBe(304);
    expect(again.response.body).toBe('');
    expect(again.renders).toBe(0);
    expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('says how shared caches may keep it, and which request headers select it', async () => {
    const page = await get(doctorPage(world.kolkata.doctorId));
    expect(page.headers['cache-control']).toBe('public, no-cache');
    // The page shows free slots: as short-lived at the edge as the availability answer, never stale.
    expect(page.headers['cdn-cache-control']).toBe('max-age=5, must-revalidate');
    const home = await get('/');
    expect(home.headers['cache-control']).toBe('public, no-cache');
    expect(home.headers['cdn-cache-control']).toBe('max-age=30, stale-while-revalidate=300');
    for (const answer of [page, home]) {
      const vary = String(answer.headers.vary).split(/,\s*/);
      // English URLs: a browser preferring Arabic is redirected, a crawler is not (spa.ts firstVisitRedirect).
      expect(vary).toEqual(expect.arrayContaining(['Accept-Encoding', 'Accept-Language', 'Authorization', 'Cookie', 'User-Agent']));
    }
    expect(String((await get('/ar/')).headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Accept-Encoding', 'Accept-Language', 'Authorization', 'Cookie']));
  });

  it('keeps each language apart: /ar/ is not / (and back)', async () => {
    const english = await visit('/');
    const arabic = await visit('/ar/');
    expect(arabic.response.statusCode).toBe(200);
    expect(arabic.response.body).toContain('lang="ar"');
    expect(english.response.body).toContain('lang="en"');
    expect(arabic.response.headers.etag).not.toBe(english.response.headers.etag);
    const [englishAgain, arabicAgain] = [await visit('/'), await visit('/ar/')];
    expect([englishAgain.state, arabicAgain.state]).toEqual(['hit', 'hit']);
    expect(englishAgain.response.body).toBe(english.response.body);
    expect(arabicAgain.response.body).toBe(arabic.response.body);
  });
});

describe('a page is kept only while what it shows is unchanged', () => {
  it('a booking takes its slot from the cached page at once, a cancellation gives it back', async () => {
    const url = doctorPage(world.dubai.doctorId);
    expect(slots((await visit(url)).response.body)).toContain('09:00');
    expect((await visit(url)).state).toBe('hit');
    const booked = await ctx.app.inject({
      method: 'POST', url: '/api/add-appointment', headers: { ...sara.headers, 'idempotency-key': 'page-book-1' },
      payload: bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: TUESDAY, appointment_time: '09:00', email: sara.email }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const afterBooking = await visit(url);
    expect(afterBooking.state).toBe('miss');
    expect(slots(afterBooking.response.body)).not.toContain('09:00');
    expect(slots(afterBooking.response.body)).toContain('09:30');
    // No private data of the booking in the public page.
    expect(afterBooking.response.body).not.toContain(sara.email);
    expect((await visit(url)).state).toBe('hit');

    const cancelled = await ctx.app.inject({
      method: 'POST', url: '/api/change-appointment-status', headers: { ...sara.headers, 'idempotency-key': 'page-cancel-1' },
      payload: { appointment_id: booked.json().data.appointment.id, booking_status: 'cancelled', cancel_reason: 'Feeling better', cancel_description: 'The headache is gone, thank you.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await visit(url);
    expect(afterCancel.state).toBe('miss');
    expect(slots(afterCancel.response.body)).toContain('09:00');
  });

  it('a doctor\'s profile edit shows at once', async () => {
    const url = doctorPage(amira.doctorId);
    expect((await visit(url)).response.body).toContain('<h1>Amira Hassan</h1>');
    expect((await visit(url)).state).toBe('hit');
    const edited = await ctx.app.inject({
      method: 'POST', url: '/api/doctor/update-personal', headers: amira.headers,
      payload: formData({ first_name: 'Amira', last_name: 'Haddad', dob: '1980-02-29', gender: 'female' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await visit(url);
    expect(after.state).toBe('miss');
    expect(after.response.body).toContain('<h1>Amira Haddad</h1>');
  });

  it('a review hidden by an admin leaves the cached page at once', async () => {
    const db = ctx.database.db;
    const [review] = await db
      .insert(reviews)
      .values({ doctorId: world.other.doctorId, reviewerName: 'Rude R.', stars: 1, review: 'An insulting review', isRecommended: false })
      .returning({ id: reviews.id });
    const [admin] = await db.insert(users).values({ role: 'admin', email: 'admin@pages.test', emailVerifiedAt: new Date() }).returning({ id: users.id });
    const url = doctorPage(world.other.doctorId);
    expect((await visit(url)).response.body).toContain('An insulting review');
    expect((await visit(url)).state).toBe('hit');
    const hidden = await ctx.app.inject({
      method: 'POST', url: `/api/admin/reviews/${review!.id}/hide`, headers: bearer((await createSession(db, admin!.id)).token), payload: { reason: 'Insults' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = await visit(url);
    expect(after.state).toBe('miss');
    expect(after.response.body).not.toContain('An insulting review');
  });

  it('a page with free slots lives one 5 s availability bucket; one without, at most a minute', async () => {
    const url = doctorPage(world.kolkata.doctorId);
    try {
      setClock(() => NOW + 1_000);
      await visit(url);
      await visit('/');
      expect((await visit(url)).state).toBe('hit');
      setClock(() => NOW + 5_000);
      expect((await visit(url)).state).toBe('miss');
      expect((await visit('/')).state).toBe('hit');
      setClock(() => NOW + 61_000);
      expect((await visit('/')).state).toBe('miss');
      // A clock set back (a test, an operator) is not the time the page was rendered for: as the read cache's buckets.
      setClock(() => NOW + 1_000);
      expect((await visit('/')).state).toBe('miss');
    } finally {
      setClock(() => NOW);
    }
  });
});

describe('what is never cached', () => {
  it('a signed-in request (session cookie or Bearer) is rendered for itself, private, and fills nothing', async () => {
    const [user] = await ctx.database.db.insert(users).values({ role: 'user', email: 'cookie@pages.test', emailVerifiedAt: new Date() }).returning({ id: users.id });
    const { token } = await createSession(ctx.database.db, user!.id);
    const url = doctorPage(world.unverified.doctorId);
    for (const headers of [{ cookie: `${SESSION_COOKIE}=${token}` }, bearer(token), { cookie: `mb_locale=en; ${SESSION_COOKIE}=expired` }]) {
      const signedIn = await visit(url, headers);
      expect(signedIn.renders, JSON.stringify(headers)).toBe(1);
      expect(signedIn.state).toBeUndefined();
      expect(signedIn.response.headers['cache-control']).toBe('private, no-cache');
      expect(signedIn.response.headers['cdn-cache-control']).toBeUndefined();
      expect(signedIn.response.headers.etag).toBeUndefined();
      expect(String(signedIn.response.headers.vary)).toContain('Cookie');
    }
    // The signed-in renders filled nothing: the first anonymous visit renders its own page...
    const anonymous = await visit(url);
    expect(anonymous.state).toBe('miss');
    // ...and the page an anonymous visitor filled is not what a signed-in one gets.
    const signedInAgain = await visit(url, { cookie: `${SESSION_COOKIE}=${token}` });
    expect(signedInAgain.renders).toBe(1);
    expect(signedInAgain.response.body).not.toBe(anonymous.response.body);
    expect((await visit(url)).response.body).toBe(anonymous.response.body);
  });

  it('a page whose render read something the read cache did not answer is rendered each time', async () => {
    for (let i = 0; i < 2; i++) {
      const page = await visit('/contact-us');
      expect(page.response.statusCode).toBe(200);
      expect(page.renders).toBe(1);
      expect(page.response.headers['cache-control']).toBe('no-cache');
      expect(page.response.headers.etag).toBeUndefined();
    }
  });

  it('an answer that sets a cookie, and a page that is not found, are not kept', async () => {
    const url = doctorPage(world.kolkata.doctorId).replace('date=', 'other=1&date=');
    for (let i = 0; i < 2; i++) {
      const withCookie = await visit(url, { 'x-probe-cookie': '1' });
      expect(withCookie.renders).toBe(1);
      expect(withCookie.response.headers['cache-control']).toBe('no-cache');
    }
    for (let i = 0; i < 2; i++) {
      const missing = await visit(doctorPage(999_999));
      expect(missing.response.statusCode).toBe(404);
      expect(missing.state).toBeUndefined();
      expect(missing.response.headers['cdn-cache-control']).toBeUndefined();
    }
  });
});
