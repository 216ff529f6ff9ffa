import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createTestDatabase } from '../helpers/test-app.ts';
import { injectHead } from '../../server/services/seo/seo-head.ts';
import { sitemapUrls } from '../helpers/sitemaps.ts';
import type { Database } from '../../server/db/client.ts';
import { seedFixture, type Fixture } from './listing-fixture.ts';
import { t } from '../helpers/messages.ts';

const SITE = 'https://medbook.example';
const MANIFEST = path.join(import.meta.dirname, '..', '..', 'manifest.webmanifest');
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="manifest" href="/manifest.webmanifest"  />
    <!--seo-head-->
    <title>Built title</title>
    <meta name="description" content="Built description" />
    <link rel="canonical" href="/" />
    <!--/seo-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

let app: App;
let database: Database;
let drop: () => Promise<void>;
let dir: string;
let fx: Fixture;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-seo-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX);
  fs.copyFileSync(MANIFEST, path.join(dir, 'dist', 'manifest.webmanifest'));
  // The script fonts as the build names them (server/plugins/spa.ts preloads them on their language's pages).
  fs.mkdirSync(path.join(dir, 'dist', 'assets'));
  for (const name of ['noto-sans-arabic-arabic-wght-normal-Ab12_c.woff2', 'noto-sans-devanagari-devanagari-400-normal-Zy9-x.woff2', 'noto-sans-devanagari-devanagari-600-normal-Qw3_e.woff2'])
    fs.writeFileSync(path.join(dir, 'dist', 'assets', name), '');
  ({ database, drop } = await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), PUBLIC_URL: SITE, RATE_LIMIT_MAX: '100000' });
  app = await buildApp({ config, database, logger: false, distDir: path.join(dir, 'dist') });
  await app.ready();
  fx = await seedFixture(database.db);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('served head', () => {
  it('fills the doctor detail page for crawlers: title, description, canonical, Open Graph and JSON-LD', async () => {
    const d0 = fx.doctors[0]!;
    const res = await get(`/cardiology/dubai/doctor/dr-${d0.slug}?doctorId=${d0.id},7&isSearch=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(title(html)).toBe('Dr. Priya Sharma - Cardiologist in Dubai | 12 Years Experience');
    expect(meta(html, 'name', 'description')).toMatch(/^Dr\. Priya Sharma is a Cardiologist in Dubai/);
    const url = `${SITE}/cardiology/dubai/doctor/dr-${d0.slug}?doctorId=${d0.id}`;
    expect(canonical(html)).toBe(url);
    expect(meta(html, 'property', 'og:url')).toBe(url);
    expect(meta(html, 'property', 'og:type')).toBe('profile');
    expect(meta(html, 'property', 'og:image')).toBe(`${SITE}/media/doctors/priya.jpg`);
    expect(html).not.toContain('Built title');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: 'Dr. Priya Sharma',
      url,
      image: `${SITE}/media/doctors/priya.jpg`,
      medicalSpecialty: 'Cardiology',
      address: { '@type': 'PostalAddress', addressLocality: 'Dubai', streetAddress: 'Tower 0, Al Barsha 1' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 10 },
    });
  });

  it('words an Arabic doctor page in Arabic: its own canonical and JSON-LD URL, the city in Arabic, and the Arabic font preloaded', async () => {
    const d0 = fx.doctors[0]!;
    const res = await get(`/ar/cardiology/dubai/doctor/dr-${d0.slug}?doctorId=${d0.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = `${SITE}/ar/cardiology/dubai/doctor/dr-${d0.slug}?doctorId=${d0.id}`;
    expect(canonical(html)).toBe(url);
    expect(html).toMatch(/<html lang="ar[^"]*" dir="rtl">/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ url, address: { addressLocality: 'دبي' } });
    expect(html).toContain('<link rel="preload" href="/assets/noto-sans-arabic-arabic-wght-normal-Ab12_c.woff2" as="font" type="font/woff2" crossorigin />');
    expect(html).not.toContain('devanagari');
    // Hindi preloads Devanagari; English preloads neither.
    const hindi = (await get(`/hi/cardiology/dubai/doctor/dr-${d0.slug}?doctorId=${d0.id}`)).body;
    // Both Devanagari weights (issue 37: two static faces, lighter to shape than the variable one).
    expect(hindi).toContain('href="/assets/noto-sans-devanagari-devanagari-400-normal-Zy9-x.woff2" as="font"');
    expect(hindi).toContain('href="/assets/noto-sans-devanagari-devanagari-600-normal-Qw3_e.woff2" as="font"');
    expect(hindi).not.toContain('noto-sans-arabic');
    const english = (await get(`/cardiology/dubai/doctor/dr-${d0.slug}?doctorId=${d0.id}`)).body;
    expect(english).not.toContain('rel="preload"');
  });

  it('links an Arabic or Hindi page to its own manifest: names, shortcuts and screenshots in the language, lang and dir set (issue 42)', async () => {
    const english = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
    // The English catalog repeats the hand-kept file's texts.
    expect([english.name, english.description, ...english.shortcuts.flatMap((s: { name: string; short_name: string; description: string }) => [s.name, s.short_name, s.description]), ...english.screenshots.map((s: { label: string }) => s.label)]).toEqual(
      ['manifest.name', 'manifest.description', 'manifest.find', 'manifest.findShort', 'manifest.findDescription', 'manifest.bookings', 'manifest.bookingsShort', 'manifest.bookingsDescription', 'manifest.screenshotNarrow', 'manifest.screenshotWide'].map((key) => t(key as never, undefined, 'en')),
    );
    for (const [locale, dir] of [['ar', 'rtl'], ['hi', 'ltr']] as const) {
      const res = await app.inject({ method: 'GET', url: `/${locale}/manifest.webmanifest` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/manifest+json');
      const manifest = res.json();
      expect(manifest).toMatchObject({ id: '/', scope: '/', lang: locale, dir, start_url: `/${locale}/`, name: t('manifest.name', undefined, locale), icons: english.icons });
      expect(manifest.shortcuts.map((s: { url: string; name: string }) => [s.url, s.name])).toEqual([
        [`/${locale}/`, t('manifest.find', undefined, locale)],
        [`/${locale}/my-appointments`, t('manifest.bookings', undefined, locale)],
      ]);
      expect(manifest.screenshots.map((s: { label: string }) => s.label)).toEqual([t('manifest.screenshotNarrow', undefined, locale), t('manifest.screenshotWide', undefined, locale)]);
      expect((await get(`/${locale}/`)).body).toContain(`<link rel="manifest" href="/${locale}/manifest.webmanifest"`);
    }
    expect((await get('/')).body).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    // No manifest for a language the site does not have.
    expect((await app.inject({ method: 'GET', url: '/fr/manifest.webmanifest' })).headers['content-type']).not.toContain('manifest+json');
  });

  it('escapes stored copy in tags and in JSON-LD', async () => {
    const d1 = fx.doctors[1]!;
    const html = (await get(`/dermatology/dubai/doctor/dr-${d1.slug}?doctorId=${d1.id}`)).body;
    expect(title(html)).toBe('Custom &lt;SEO&gt; title');
    expect(meta(html, 'name', 'description')).toBe('Custom description &amp; more');
    expect(html).toContain('"description":"Custom description \\u0026 more"');
    expect(html).not.toContain('<SEO>');
    // No reviews, no aggregateRating; no photo, no og:image.
    const d5 = fx.doctors[5]!;
    const plain = (await get(`/paediatrics/dubai/doctor/dr-${d5.slug}?doctorId=${d5.id}`)).body;
    expect(plain).toContain('"@type":"Physician"');
    expect(plain).not.toContain('aggregateRating');
    expect(plain).not.toContain('og:image');
  });

  it('still serves the app with status 404 for an unknown doctor', async () => {
    const res = await get('/cardiology/dubai/doctor/dr-nobody?doctorId=999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(title(res.body)).toBe('Oops! Page not found');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('fills Home, listing and search pages', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(title(home.body)).toBe('Find doctors near you');
    expect(canonical(home.body)).toBe(`${SITE}/`);
    const listing = (await get('/cardiology/sharjah?specializationId=1&latitude=1')).body;
    expect(title(listing)).toBe('Best Cardiology in Sharjah');
    expect(canonical(listing)).toBe(`${SITE}/cardiology/sharjah?specializationId=${fx.specialityIds.cardiology}`);
    const search = (await get('/search/doctor?location=sharjah&SID=1')).body;
    expect(title(search)).toBe('Search Doctors in Sharjah - Book Appointment Online');
    expect(title((await get('/search/doctor')).body)).toBe('Search Doctors in All Locations - Book Appointment Online');
    const bookAgain = (await get(`/doctor-details/${fx.doctors[0]!.slug}/${fx.doctors[0]!.id}`)).body;
    expect(title(bookAgain)).toMatch(/^Dr\. Priya Sharma/);
  });

  it('leaves other pages with the built head', async () => {
    for (const url of ['/about-us', '/doctor/edit-profile', '/not-a-speciality/dubai']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(title(res.body)).toBe('Built title');
    }
  });

  it('injects before </head> when index.html has no markers', () => {
    const html = '<html><head><title>Old</title><meta name="description" content="x"></head><body></body></html>';
    const out = injectHead(html, '<title>New $& $1</title>');
    expect(out).toBe('<html><head><!--seo-head-->\n    <title>New $& $1</title>\n    <!--/seo-head-->\n  </head><body></body></html>');
  });
});

describe('sitemap and robots', () => {
  it('lists Home, speciality × city listings and every doctor', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<sitemapindex');
    const locs = await sitemapUrls(app);
    // Every page in English, Arabic and Hindi (issue 18), each once.
    expect(locs).toHaveLength((1 + 3 * 3 + 30) * 3);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/ar/dermatology/mumbai?specializationId=${fx.specialityIds.dermatology}`);
    expect(locs).toContain(`${SITE}/dermatology/mumbai?specializationId=${fx.specialityIds.dermatology}`);
    const d5 = fx.doctors[5]!;
    expect(locs).toContain(`${SITE}/paediatrics/dubai/doctor/dr-${d5.slug}?doctorId=${d5.id}`);
  });

  it('answers 404, not the web app, to sitemap names it does not serve', async () => {
    // This app serves the web app's shell for unknown paths: crawler file names are not among them.
    expect((await get('/no-such-page')).statusCode).toBe(200);
    for (const url of ['/sitemap-..%2f.xml', '/sitemap_index.xml', '/sitemap-en.xml', '/sitemaps/en/doctors-1.xml', '/sitemaps/..%2f..%2fsitemap.xml', '/sitemaps/en-doctors-2.xml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('serves robots.txt with the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *\nAllow: /\nDisallow: /api/');
    expect(res.body).toContain('Disallow: /my-appointments');
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
