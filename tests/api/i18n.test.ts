/**
 * Arabic and Hindi on the server (issue 18): pages under /ar/ and /hi/ arrive with their language's
 * head (lang, dir, title, description, canonical, hreflang), a first visit follows Accept-Language
 * (never for crawlers), API answers follow the account's language then Accept-Language, the account's
 * language is saved by POST /api/language, and mails are worded in the recipient's language.
 *
 * The expected texts are read from the catalogs (lookup / t in a language), so the test holds for any
 * wording; what it checks is that the language reaching each text is the right one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { users } from '../../server/db/schema/users.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { withLocale } from '../../server/services/common/locale-context.ts';
import { displayName } from '../../src/shared/format/display-name.ts';
import { formatDateLong } from '../../src/shared/format/date-long.ts';
import { formatTime12 } from '../../src/shared/format/time.ts';
import { createTestDatabase } from '../helpers/test-app.ts';
import { lookup, t } from '../helpers/messages.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { NOW, TUESDAY, bookingPayload, buildWorld, outboxRows, patient, type World } from './booking-fixtures.ts';
import { sitemapUrls } from '../helpers/sitemaps.ts';

const SITE = 'https://medbook.example';
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <!--seo-head-->
    <title>Built title</title>
    <meta name="description" content="Built description" />
    <link rel="canonical" href="/" />
    <!--/seo-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ARABIC = /[\u0600-\u06FF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

let app: App;
let database: Database;
let drop: () => Promise<void>;
let dir: string;
let world: World;

beforeAll(async () => {
  setClock(() => NOW);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-i18n-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX);
  ({ database, drop } = await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), PUBLIC_URL: SITE, RATE_LIMIT_MAX: '100000', OTP_SEND_IP_LIMIT: '100000' });
  app = await buildApp({ config, database, logger: false, distDir: path.join(dir, 'dist') });
  await app.ready();
  world = await buildWorld(database);
});
afterAll(async () => {
  resetClock();
  await app?.close();
  await drop?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': BROWSER, ...headers } });
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const alternates = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const unescape = (text: string | undefined) => text?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

describe('pages in Arabic and Hindi', () => {
  it('/ar/ arrives in Arabic, right to left, with its canonical and every alternate', async () => {
    const res = await page('/ar/');
    expect(res.statusCode).toBe(200);
    expect(htmlTag(res.body)).toBe('<html lang="ar" dir="rtl">');
    expect(unescape(title(res.body))).toBe(lookup('page.home.title', 'ar'));
    expect(title(res.body)).toMatch(ARABIC);
    expect(unescape(description(res.body))).toBe(lookup('meta.siteDescription', 'ar'));
    expect(canonical(res.body)).toBe(`${SITE}/ar/`);
    expect(alternates(res.body)).toEqual({ en: `${SITE}/`, ar: `${SITE}/ar/`, hi: `${SITE}/hi/`, 'x-default': `${SITE}/` });
    expect(res.body).toContain('<meta property="og:locale" content="ar_AE" />');
  });

  it('/hi/ arrives in Hindi, left to right', async () => {
    const res = await page('/hi/');
    expect(htmlTag(res.body)).toBe('<html lang="hi" dir="ltr">');
    expect(title(res.body)).toMatch(DEVANAGARI);
    expect(canonical(res.body)).toBe(`${SITE}/hi/`);
  });

  it('English pages keep the spec copy and point to their translations', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(htmlTag(res.body)).toBe('<html lang="en" dir="ltr">');
    expect(unescape(title(res.body))).toBe(t('page.home.title', undefined, 'en'));
    expect(alternates(res.body).ar).toBe(`${SITE}/ar/`);
  });

  it('a page without a head of its own still gets the language and its translated site copy', async () => {
    const res = await page('/ar/login');
    expect(htmlTag(res.body)).toBe('<html lang="ar" dir="rtl">');
    expect(unescape(description(res.body))).toBe(lookup('meta.siteDescription', 'ar'));
  });

  it('a first visit with Accept-Language: ar goes to /ar/; a saved choice, a prefixed URL and crawlers stay', async () => {
    const first = await page('/search/doctor?x=1', { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/ar/search/doctor?x=1');
    expect(String(first.headers.vary)).toContain('Accept-Language');

    expect((await page('/', { 'accept-language': 'ar', cookie: 'mb_locale=en' })).statusCode).toBe(200);
    expect((await page('/', { 'accept-language': 'ar', cookie: 'mb_locale=hi' })).headers.location).toBe('/hi/');
    expect((await page('/hi/', { 'accept-language': 'ar' })).statusCode).toBe(200);

    const crawler = await page('/', { 'accept-language': 'ar', 'user-agent': GOOGLEBOT });
    expect(crawler.statusCode).toBe(200);
    expect(htmlTag(crawler.body)).toBe('<html lang="en" dir="ltr">');
  });

  it('the sitemap lists every page in every language, with its alternates', async () => {
    const files = await Promise.all(['/sitemaps/en-listings-1.xml', '/sitemaps/ar-listings-1.xml', '/sitemaps/hi-listings-1.xml'].map((url) => app.inject({ method: 'GET', url })));
    for (const res of files) expect(res.statusCode).toBe(200);
    const [en, ar, hi] = files.map((res) => res.body);
    expect(en).toContain(`<loc>${SITE}/</loc>`);
    expect(ar).toContain(`<loc>${SITE}/ar/</loc>`);
    expect(hi).toContain(`<loc>${SITE}/hi/</loc>`);
    expect(en).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/"/>`);
    expect(ar).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/"/>`);
    const locs = await sitemapUrls(app);
    expect(locs.filter((loc) => loc.startsWith(`${SITE}/ar/`))).toHaveLength(locs.length / 3);
    expect(locs.filter((loc) => loc.startsWith(`${SITE}/hi/`))).toHaveLength(locs.length / 3);
  });
});

describe('POST /api/language', () => {
  it('needs a signed-in account; refuses anything but en, ar, hi and changes nothing', async () => {
    const visitor = await app.inject({ method: 'POST', url: '/api/language', payload: { locale: 'ar' } });
    expect(visitor.statusCode).toBe(401);
    const omar = await patient(app, 'omar@i18n.test');
    for (const locale of ['fr', '<script>alert(1)</script>', 'a'.repeat(10_000), 1, null, ['ar']]) {
      const res = await app.inject({ method: 'POST', url: '/api/language', headers: omar.headers, payload: { locale } });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toBeTruthy();
    }
    const [row] = await database.db.select({ locale: users.locale }).from(users).where(eq(users.id, omar.userId));
    expect(row!.locale).toBeNull();
  });

  it("saves the caller's own language, returned by my-profile, and touches no one else's", async () => {
    const nadia = await patient(app, 'nadia@i18n.test');
    const layla = await patient(app, 'layla@i18n.test');
    const res = await app.inject({ method: 'POST', url: '/api/language', headers: nadia.headers, payload: { locale: 'hi' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { locale: 'hi' } });
    const profile = await app.inject({ method: 'GET', url: '/api/my-profile', headers: nadia.headers });
    expect(profile.json().data.locale).toBe('hi');
    const other = await app.inject({ method: 'GET', url: '/api/my-profile', headers: layla.headers });
    expect(other.json().data.locale).toBeNull();
    // A doctor saves theirs too.
    const doctor = await signIn(app, { email: world.dubai.email, userType: 'doctor' });
    expect((await app.inject({ method: 'POST', url: '/api/language', headers: bearer(doctor.token), payload: { locale: 'ar' } })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/language', headers: bearer(doctor.token), payload: { locale: 'en' } });
  });
});

describe('API answers in the caller language', () => {
  it("an Arabic-speaking account reads its errors in Arabic, whatever the browser's header", async () => {
    const amal = await patient(app, 'amal@i18n.test');
    await app.inject({ method: 'POST', url: '/api/language', headers: amal.headers, payload: { locale: 'ar' } });
    const headers = { ...amal.headers, 'accept-language': 'en' };
    // A schema error: the shared schema's message, in Arabic.
    const invalid = await app.inject({ method: 'POST', url: '/api/add-appointment', headers, payload: bookingPayload({ doctor_id: world.dubai.doctorId, name: '' }) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.name).toBe(lookup('bookingDetails.nameRequired', 'ar'));
    expect(invalid.json().errors.name).toMatch(ARABIC);
    // A guard's answer (a patient on a doctor's call), in Arabic.
    const forbidden = await app.inject({ method: 'GET', url: '/api/doctor/day', headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(lookup('auth.forbidden', 'ar'));
  });

  it('the web page the call comes from names its language (X-Page-Locale), and that wins over the account', async () => {
    const noor = await patient(app, 'noor@i18n.test');
    await app.inject({ method: 'POST', url: '/api/language', headers: noor.headers, payload: { locale: 'ar' } });
    const fromEnglishPage = await app.inject({ method: 'GET', url: '/api/doctor/day', headers: { ...noor.headers, 'x-page-locale': 'en' } });
    expect(fromEnglishPage.statusCode).toBe(403);
    expect(fromEnglishPage.json().message).toBe('You are not allowed to do this');
    // Anything but a known language is ignored: the account's language answers.
    const bogus = await app.inject({ method: 'GET', url: '/api/doctor/day', headers: { ...noor.headers, 'x-page-locale': '<script>' } });
    expect(bogus.json().message).toBe(lookup('auth.forbidden', 'ar'));
  });

  it('a visitor reads them in the language of Accept-Language, else English', async () => {
    const hindi = await app.inject({ method: 'GET', url: '/api/my-profile', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json().message).toBe(lookup('auth.unauthenticated', 'hi'));
    expect(hindi.json().message).toMatch(DEVANAGARI);
    const french = await app.inject({ method: 'GET', url: '/api/my-profile', headers: { 'accept-language': 'fr' } });
    expect(french.json().message).toBe('Please sign in to continue');
  });
});

describe('mails in the recipient language', () => {
  it("a Hindi account's booking confirmation is in Hindi; the doctor's stays in the doctor's language", async () => {
    const priya = await patient(app, 'priya@i18n.test');
    await app.inject({ method: 'POST', url: '/api/language', headers: priya.headers, payload: { locale: 'hi' } });
    const booked = await app.inject({
      method: 'POST',
      url: '/api/add-appointment',
      // The browser asks for English: the account's language decides its mail.
      headers: { ...priya.headers, 'accept-language': 'en' },
      payload: bookingPayload({ doctor_id: world.dubai.doctorId, appointment_date: TUESDAY, appointment_time: '11:00', name: 'Priya Shah', email: 'priya@i18n.test' }),
    });
    expect(booked.statusCode).toBe(200);
    const mail = (await outboxRows(database, 'priya@i18n.test')).find((row) => row.subject !== lookup('auth.codeMessage.subject', 'en'));
    expect(mail).toBeDefined();
    const expected = withLocale('hi', () =>
      t('booking.mail.patientSubject', {
        doctor: t('booking.mail.doctorName', { name: displayName('amira hassan') }),
        date: formatDateLong(TUESDAY),
        time: formatTime12('11:00'),
      }),
    );
    expect(mail!.subject).toBe(expected);
    expect(mail!.subject).toMatch(DEVANAGARI);
    expect(mail!.body).toContain(lookup('booking.type.online', 'hi'));
    const doctorMail = (await outboxRows(database, world.dubai.email)).find((row) => row.subject.includes('Priya Shah'));
    expect(doctorMail!.subject).toBe('New appointment: Priya Shah on Tue, 8 Jan 2030 at 11:00 AM');
  });
});
