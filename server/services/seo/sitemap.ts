import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingPath } from '../../../src/shared/urls.ts';
import { LOCALE_CODES, LOCALE_INFO, localizePath } from '../../../src/shared/i18n/locale.ts';
import { doctorRowPath } from './seo-doctor.ts';

/**
 * URLs per sitemap file: the sitemap protocol's limit (sitemaps.org: 50 000 URLs and 50 MB; a URL
 * here with its four alternates is ~450 bytes, ~25 MB a full file). Each file is in one language;
 * tests lower it (config `sitemapMaxUrls`) to see the split with a few doctors.
 */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapLocale = (typeof LOCALE_CODES)[number];

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** W3C Datetime in UTC, the form <lastmod> takes. */
const W3C = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const w3c = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', ${W3C})`);

interface Entry {
  loc: string;
  lastmod?: string | null;
}

/** A page's URL in a language (the path under the language's prefix). */
function inLocale(loc: string, locale: SitemapLocale): string {
  const url = new URL(loc);
  url.pathname = localizePath(url.pathname, locale);
  return url.toString();
}

/** Each page in one language, with its hreflang alternates in every language (Google's sitemap form of them). */
export function urlset(entries: Entry[], locale: SitemapLocale): string {
  const urls = entries.map((e) => {
    const alternates = [
      ...LOCALE_CODES.map((code) => `<xhtml:link rel="alternate" hreflang="${LOCALE_INFO[code].lang}" href="${xmlEscape(inLocale(e.loc, code))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(inLocale(e.loc, 'en'))}"/>`,
    ].join('');
    return `<url><loc>${xmlEscape(inLocale(e.loc, locale))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(files: Entry[]): string {
  const items = files.map((f) => `<sitemap><loc>${xmlEscape(f.loc)}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * Home, then every speciality listing in every city that has doctors, `limit` from `offset`.
 * <lastmod>: the latest change to a listed doctor of that listing (the home page: of any).
 */
export async function listingEntries(db: Db, origin: string, offset: number, limit: number): Promise<Entry[]> {
  const home = offset === 0 ? 1 : 0;
  const result = await db.execute(sql`
    with per as (
      select speciality_id, city_slug, max(updated_at) as changed from doctors
      where listed and city_slug is not null group by speciality_id, city_slug)
    select sp.id, sp.slug, c.city_slug, ${w3c('per.changed')} as lastmod
    from specialities sp
    cross join (select distinct city_slug from doctors where listed and city_slug is not null) c
    left join per on per.speciality_id = sp.id and per.city_slug = c.city_slug
    order by sp.sort_order, sp.id, c.city_slug limit ${limit - home} offset ${Math.max(0, offset - 1)}`);
  const rows = result.rows as { id: number; slug: string; city_slug: string; lastmod: string | null }[];
  const entries = rows.map((r) => ({ loc: `${origin}${listingPath(r.slug, r.city_slug, { specializationId: Number(r.id) })}`, lastmod: r.lastmod }));
  if (!home) return entries;
  const latest = await db.execute(sql`select ${w3c('max(updated_at)')} as lastmod from doctors where listed`);
  return [{ loc: `${origin}/`, lastmod: (latest.rows[0] as { lastmod: string | null } | undefined)?.lastmod }, ...entries];
}

/** Listed doctors in id order, `limit` from `offset`; <lastmod> is the profile's last change. */
export async function doctorEntries(db: Db, origin: string, offset: number, limit: number): Promise<Entry[]> {
  const result = await db.execute(sql`
    select d.id, d.slug, d.city_slug, d.city, sp.slug as sp_slug, ${w3c('d.updated_at')} as lastmod
    from doctors d left join specialities sp on sp.id = d.speciality_id
    where d.listed
    order by d.id limit ${limit} offset ${offset}`);
  const rows = result.rows as { id: number; slug: string; city_slug: string | null; city: string | null; lastmod: string | null; sp_slug: string | null }[];
  return rows.map((r) => ({ loc: `${origin}${doctorRowPath(r)}`, lastmod: r.lastmod }));
}

/** What the files hold: how many listing pages (home included) and, per file of doctors, its latest change. */
export interface SitemapPlan {
  listings: { count: number; lastmod: string | null };
  /** One item per file of `maxUrls` doctors: the latest change among them. */
  doctorFiles: (string | null)[];
}

export async function sitemapPlan(db: Db, maxUrls: number): Promise<SitemapPlan> {
  const [counts, chunks] = await Promise.all([
    db.execute(sql`
      select ((select count(*) from specialities) * (select count(distinct city_slug) from doctors where listed))::int as listings,
        ${w3c('(select max(updated_at) from doctors where listed)')} as lastmod`),
    db.execute(sql`
      select chunk, ${w3c('max(updated_at)')} as lastmod from (
        select updated_at, (row_number() over (order by id) - 1) / ${maxUrls} as chunk from doctors where listed) numbered
      group by chunk order by chunk`),
  ]);
  const row = counts.rows[0] as { listings: number; lastmod: string | null };
  return {
    listings: { count: Number(row.listings) + 1, lastmod: row.lastmod },
    doctorFiles: (chunks.rows as { lastmod: string | null }[]).map((chunk) => chunk.lastmod),
  };
}

/** GET /robots.txt: everything public may be crawled; the API and account pages may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /login',
    'Disallow: /doctor-login',
    'Disallow: /my-appointments',
    'Disallow: /edit-profile',
    'Disallow: /support',
    'Disallow: /claim-profile/',
    'Disallow: /reclaim-profile/',
    'Disallow: /add-review/',
    'Disallow: /doctor/',
    'Disallow: /doctor$',
    // The same account pages in Arabic and Hindi.
    ...['/ar', '/hi'].flatMap((prefix) =>
      ['/login', '/doctor-login', '/my-appointments', '/edit-profile', '/support', '/claim-profile/', '/reclaim-profile/', '/add-review/', '/doctor/'].map(
        (path) => `Disallow: ${prefix}${path}`,
      ),
    ),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
