import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingPath } from '../../../src/shared/urls.ts';
import { LOCALE_CODES, LOCALE_INFO, localizePath } from '../../../src/shared/i18n/locale.ts';
import { doctorRowPath } from './seo-doctor.ts';

/**
 * Pages per file: the sitemap protocol's limit is 50 000 URLs, and each page is listed once per
 * language (English, /ar/, /hi/).
 */
export const SITEMAP_MAX_URLS = Math.floor(50_000 / LOCALE_CODES.length);

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

interface Entry {
  loc: string;
  lastmod?: string | null;
}

/** A page's URL in a language (the path under the language's prefix). */
function inLocale(loc: string, locale: (typeof LOCALE_CODES)[number]): string {
  const url = new URL(loc);
  url.pathname = localizePath(url.pathname, locale);
  return url.toString();
}

/** Every page in every language, each with its hreflang alternates (Google's sitemap form of them). */
function urlset(entries: Entry[]): string {
  const urls = entries.flatMap((e) => {
    const alternates = [
      ...LOCALE_CODES.map((code) => `<xhtml:link rel="alternate" hreflang="${LOCALE_INFO[code].lang}" href="${xmlEscape(inLocale(e.loc, code))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(inLocale(e.loc, 'en'))}"/>`,
    ].join('');
    return LOCALE_CODES.map(
      (code) => `<url><loc>${xmlEscape(inLocale(e.loc, code))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(locations: string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Home plus every speciality listing in every city that has doctors. */
async function listingEntries(db: Db, origin: string, limit: number): Promise<Entry[]> {
  const result = await db.execute(sql`
    select sp.id, sp.slug, c.city_slug
    from specialities sp
    cross join (select distinct city_slug from doctors where listed and city_slug is not null) c
    order by sp.sort_order, sp.id, c.city_slug limit ${limit}`);
  const rows = result.rows as { id: number; slug: string; city_slug: string }[];
  return [
    { loc: `${origin}/` },
    ...rows.map((r) => ({ loc: `${origin}${listingPath(r.slug, r.city_slug, { specializationId: Number(r.id) })}` })),
  ];
}

async function doctorEntries(db: Db, origin: string, page: number, pageSize: number): Promise<Entry[]> {
  const result = await db.execute(sql`
    select d.id, d.slug, d.city_slug, d.city, sp.slug as sp_slug,
      to_char(d.updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod
    from doctors d left join specialities sp on sp.id = d.speciality_id
    where d.listed
    order by d.id limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const rows = result.rows as { id: number; slug: string; city_slug: string | null; city: string | null; lastmod: string | null; sp_slug: string | null }[];
  return rows.map((r) => ({ loc: `${origin}${doctorRowPath(r)}`, lastmod: r.lastmod }));
}

async function counts(db: Db) {
  const result = await db.execute(sql`
    select (select count(*) from doctors where listed)::int as doctors,
      ((select count(*) from specialities) * (select count(distinct city_slug) from doctors where listed))::int as listings`);
  const row = result.rows[0] as { doctors: number; listings: number };
  return { doctors: Number(row.doctors), listings: Number(row.listings) + 1 };
}

/**
 * GET /sitemap.xml: one urlset while everything fits in one file, else an
 * index of /sitemaps/listings.xml and /sitemaps/doctors-{n}.xml.
 */
export async function sitemapRoot(db: Db, origin: string, pageSize = SITEMAP_MAX_URLS): Promise<string> {
  const { doctors, listings } = await counts(db);
  if (doctors + listings <= pageSize) {
    return urlset([...(await listingEntries(db, origin, pageSize)), ...(await doctorEntries(db, origin, 1, pageSize))]);
  }
  const pages = Math.ceil(doctors / pageSize);
  return sitemapIndex([
    `${origin}/sitemaps/listings.xml`,
    ...Array.from({ length: pages }, (_v, i) => `${origin}/sitemaps/doctors-${i + 1}.xml`),
  ]);
}

/** GET /sitemaps/{name}.xml; null when there is no such file. */
export async function sitemapPart(db: Db, origin: string, name: string, pageSize = SITEMAP_MAX_URLS): Promise<string | null> {
  if (name === 'listings.xml') return urlset(await listingEntries(db, origin, pageSize));
  const page = /^doctors-([1-9]\d{0,5})\.xml$/.exec(name)?.[1];
  if (!page) return null;
  const entries = await doctorEntries(db, origin, Number(page), pageSize);
  return entries.length ? urlset(entries) : null;
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
