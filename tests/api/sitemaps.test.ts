/**
 * Sitemaps at crawler scale (issue 40): files of at most the URL limit (lowered here to 4 so 30
 * doctors make several), one index per language, each file made once per catalog change and
 * served with ETag / Last-Modified and 304s.
 */
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { doctors } from '../../server/db/schema/doctors.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { updatePersonal } from '../../server/services/doctor-profile/doctor-profile-update.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { locsOf, sitemapFiles } from '../helpers/sitemaps.ts';
import { withListingFixture, type Fixture } from './listing-fixture.ts';

const SITE = 'https://medbook.example';
const LIMIT = 4;
/** Home and 3 specialities × 3 cities, then 30 doctors: per language 10 listing pages and 30 doctor pages. */
const PAGES = { listings: 10, doctors: 30 };
const FILES_PER_LANGUAGE = Math.ceil(PAGES.listings / LIMIT) + Math.ceil(PAGES.doctors / LIMIT);

let t: TestApp;
let fx: Fixture;
withListingFixture((ctx) => ({ t, fx } = ctx), { env: { PUBLIC_URL: SITE }, config: { sitemapMaxUrls: LIMIT } });

afterEach(() => resetClock());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const lastmodOf = (xml: string, loc: string) => new RegExp(`<loc>${loc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

describe('split into files of at most the limit', () => {
  it('lists every file of every language in /sitemap.xml; each file holds at most the limit, every URL once', async () => {
    const files = await sitemapFiles(t.app);
    expect(files).toHaveLength(3 * FILES_PER_LANGUAGE);
    for (const file of files) {
      expect(file.locs.length, file.url).toBeGreaterThan(0);
      expect(file.locs.length, file.url).toBeLessThanOrEqual(LIMIT);
    }
    const all = files.flatMap((file) => file.locs);
    expect(all).toHaveLength(3 * (PAGES.listings + PAGES.doctors));
    expect(new Set(all).size).toBe(all.length);
    for (const doctor of fx.doctors) {
      for (const prefix of ['', '/ar', '/hi']) expect(all).toContain(`${SITE}${prefix}/${doctor.speciality}/${doctor.citySlug}/doctor/dr-${doctor.slug}?doctorId=${doctor.id}`);
    }
  });

  it('has one index per language, listing only that language’s files, whose pages are all in it', async () => {
    for (const [locale, prefix] of [['en', ''], ['ar', '/ar'], ['hi', '/hi']] as const) {
      const index = await get(`/sitemaps/${locale}.xml`);
      expect(index.statusCode, locale).toBe(200);
      expect(index.body).toContain('<sitemapindex');
      const urls = locsOf(index.body);
      expect(urls, locale).toHaveLength(FILES_PER_LANGUAGE);
      for (const url of urls) {
        expect(url).toMatch(new RegExp(`^${SITE}/sitemaps/${locale}-(listings|doctors)-\\d+\\.xml$`));
        const file = await get(new URL(url).pathname);
        const locs = locsOf(file.body);
        expect(locs.every((loc) => (prefix ? loc.startsWith(`${SITE}${prefix}/`) : !/^https:\/\/medbook\.example\/(ar|hi)\//.test(loc))), url).toBe(true);
      }
    }
  });

  it('gives each page the real time of its last change, and each file in the index its latest', async () => {
    const doctor = fx.doctors[0]!;
    const [row] = await t.database.db.select({ updatedAt: doctors.updatedAt }).from(doctors).where(eq(doctors.id, doctor.id));
    const file = await get('/sitemaps/en-doctors-1.xml');
    const loc = `${SITE}/${doctor.speciality}/${doctor.citySlug}/doctor/dr-${doctor.slug}?doctorId=${doctor.id}`;
    expect(lastmodOf(file.body, loc)).toBe(row!.updatedAt.toISOString().slice(0, 19) + 'Z');
    const dates = [...file.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]!).sort();
    expect(lastmodOf((await get('/sitemaps/en.xml')).body, `${SITE}/sitemaps/en-doctors-1.xml`)).toBe(dates.at(-1));
  });
});

describe('made once per change, served with validators', () => {
  it('answers 304 to If-None-Match and If-Modified-Since, and builds nothing again while nothing changed', async () => {
    for (const url of ['/sitemap.xml', '/sitemaps/ar.xml', '/sitemaps/hi-doctors-2.xml']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      const lastModified = first.headers['last-modified'] as string;
      expect(etag, url).toMatch(/^W\/"[^"]+"$/);
      expect(Number.isNaN(Date.parse(lastModified)), url).toBe(false);
      const builds = t.app.sitemaps.builds;
      const again = await get(url);
      expect(again.body, url).toBe(first.body);
      expect(again.headers.etag, url).toBe(etag);
      expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': etag })).body, url).toBe('');
      expect((await get(url, { 'if-modified-since': lastModified })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode, url).toBe(200);
      expect((await get(url, { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).statusCode, url).toBe(200);
      expect(t.app.sitemaps.builds, url).toBe(builds);
    }
  });

  it('sends the stored gzip to a client that takes it, the plain XML to one that does not', async () => {
    const plain = await get('/sitemaps/en-doctors-1.xml');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get('/sitemaps/en-doctors-1.xml', { 'accept-encoding': 'br, gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await get('/sitemaps/en-doctors-1.xml', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('a profile edit gives its file a new ETag and the new <lastmod> at once; a file it does not touch keeps its validators', async () => {
    const doctor = fx.doctors[1]!;
    const url = '/sitemaps/en-doctors-1.xml';
    const loc = `${SITE}/${doctor.speciality}/${doctor.citySlug}/doctor/dr-${doctor.slug}?doctorId=${doctor.id}`;
    const before = await get(url);
    expect(before.body).toContain(`<loc>${loc}</loc>`);
    const untouched = await get('/sitemaps/en-doctors-8.xml');
    const rootBefore = await get('/sitemap.xml');
    const builds = t.app.sitemaps.builds;

    const edited = new Date('2031-02-03T04:05:06Z');
    setClock(() => edited.getTime());
    // Through the service the portal's "update personal" call uses.
    await updatePersonal({ db: t.database.db, fileStore: t.app.fileStore }, doctor.id, { first_name: 'Renamed', last_name: doctor.lastName, dob: null, gender: doctor.gender }, undefined);
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(lastmodOf(after.body, loc)).toBe('2031-02-03T04:05:06Z');
    expect(t.app.sitemaps.builds).toBe(builds + 1);
    const root = await get('/sitemap.xml', { 'if-none-match': rootBefore.headers.etag as string });
    expect(root.statusCode).toBe(200);
    expect(lastmodOf(root.body, `${SITE}/sitemaps/en-doctors-1.xml`)).toBe('2031-02-03T04:05:06Z');
    // Made again for the new version, the same body: the same ETag and Last-Modified, so a client's copy stays current.
    const same = await get('/sitemaps/en-doctors-8.xml', { 'if-modified-since': untouched.headers['last-modified'] as string });
    expect(same.statusCode).toBe(304);
    expect(same.headers.etag).toBe(untouched.headers.etag);
  });

  it('a doctor leaving and joining the directory leaves and joins the files at once', async () => {
    const doctor = fx.doctors[29]!;
    const listed = async () => (await sitemapFiles(t.app)).flatMap((file) => file.locs).filter((loc) => loc.endsWith(`doctorId=${doctor.id}`));
    expect(await listed()).toHaveLength(3);
    const last = await get('/sitemaps/en-doctors-8.xml');
    // A directory profile claimed by a registration under review is private (migration 0016).
    await t.database.db.update(doctors).set({ verificationStatus: 'pending' }).where(eq(doctors.id, doctor.id));
    expect(await listed()).toHaveLength(0);
    const without = await get('/sitemaps/en-doctors-8.xml', { 'if-none-match': last.headers.etag as string });
    expect(without.statusCode).toBe(200);
    expect(locsOf(without.body)).toHaveLength(1);
    await t.database.db.update(doctors).set({ verificationStatus: 'verified' }).where(eq(doctors.id, doctor.id));
    expect(await listed()).toHaveLength(3);
    expect((await get('/sitemaps/en-doctors-8.xml')).headers.etag).toBe(last.headers.etag);
  });
});

describe('hostile sitemap paths', () => {
  it('answers 404, never 500, to odd, encoded, huge or negative names', async () => {
    const urls = [
      '/sitemap-..%2f.xml',
      '/sitemaps/..%2f.xml',
      '/sitemaps/%2e%2e%2fsitemap.xml',
      '/sitemaps/..%2f..%2fetc%2fpasswd',
      '/sitemaps/en-doctors-0.xml',
      '/sitemaps/en-doctors--1.xml',
      '/sitemaps/en-doctors-%2d1.xml',
      '/sitemaps/en-doctors-01.xml',
      '/sitemaps/en-doctors-9.xml',
      '/sitemaps/en-doctors-999999.xml',
      '/sitemaps/en-doctors-99999999999999999999999.xml',
      '/sitemaps/en-doctors-1e3.xml',
      '/sitemaps/en-doctors-1.xml.gz',
      '/sitemaps/fr.xml',
      '/sitemaps/EN.xml',
      '/sitemaps/en-listings-4.xml',
      `/sitemaps/en-doctors-${'9'.repeat(70)}.xml`,
      `/sitemaps/${'a'.repeat(90)}.xml`,
      // Longer than a route parameter may be (Fastify's 100 characters): the catch-all's 404.
      `/sitemaps/en-doctors-${'9'.repeat(300)}.xml`,
      '/sitemaps/%3Cscript%3E.xml',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
    // A NUL byte in a path is refused before routing (server/plugins/input-guard.ts), as everywhere.
    expect((await get('/sitemaps/en-doctors-1.xml%00')).statusCode).toBe(400);
    // The last real files are there.
    expect((await get('/sitemaps/en-doctors-8.xml')).statusCode).toBe(200);
    expect((await get('/sitemaps/en-listings-3.xml')).statusCode).toBe(200);
  });
});
