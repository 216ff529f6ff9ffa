import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PageSeo, PageType } from '../../../src/shared/schemas/seo.ts';
import { DEFAULT_LOCATION_SLUG } from '../../../src/shared/constants.ts';
import { currentLocale, t } from '../../../src/shared/i18n/format.ts';
import { slugify } from '../../../src/shared/format/slug.ts';
import { listingPath, searchPath } from '../../../src/shared/urls.ts';
import { nearestCity } from '../geocode/cities.ts';
import { escapeHtml, fill, locationName, richText, sanitizeRichText } from './seo-text.ts';
import { localBlurb, localName } from '../common/catalog-names.ts';

export interface PageSeoRequest {
  pageType: PageType;
  /** The speciality by id (API) or by slug (served head). */
  specialityId?: number | undefined;
  specialitySlug?: string | undefined;
  /** A city name or location slug. */
  location?: string | undefined;
  /** /search/doctor has its own title. */
  variant?: 'search';
}

export interface ListingSeo extends PageSeo {
  speciality: { id: number; slug: string; speciality: string } | null;
  locationName: string;
}

interface SeoRow {
  seo: { title: string; description: string; canonical_url: string | null; main_description: string | null } | string | null;
  speciality: { id: number; slug: string; speciality: string } | string | null;
  city_name: string | null;
}

const parse = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** An absolute URL on this site from a stored canonical (absolute or a path) or a computed path. */
export function absolute(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * Page SEO of Home and the listing pages (POST /api/all-seos and the served
 * head): page_seo's copy with {speciality} and {location} filled, falling back
 * to the catalog's copy when no row is configured. One query.
 */
export async function pageSeo(db: Db, origin: string, request: PageSeoRequest): Promise<ListingSeo> {
  const locationSlug = slugify(request.location ?? '');
  const hasLocation = Boolean(locationSlug) && locationSlug !== DEFAULT_LOCATION_SLUG;
  const specialityMatch =
    request.specialityId !== undefined ? sql`id = ${request.specialityId}` : request.specialitySlug ? sql`slug = ${request.specialitySlug}` : null;
  const result = await db.execute(sql`
    select
      (select row_to_json(s) from (select title, description, canonical_url, main_description
         from page_seo where page_type = ${request.pageType}) s) as seo,
      ${specialityMatch ? sql`(select row_to_json(s) from (select id, slug, speciality from specialities where ${specialityMatch}) s)` : sql`null::json`} as speciality,
      ${hasLocation ? sql`(select name from cities where slug = ${locationSlug} order by population desc limit 1)` : sql`null::text`} as city_name`);
  const row = result.rows[0] as unknown as SeoRow;
  // page_seo holds the site's English copy: another language uses its catalog's (the canonical is the same page).
  const stored = parse(row.seo);
  const seo = currentLocale() === 'en' ? stored : stored && { ...stored, title: '', description: '', main_description: null };
  const speciality = parse(row.speciality);
  // No location means every city is listed: the copy says so rather than naming Dubai.
  const location = hasLocation ? localName('places', locationName(request.location, row.city_name)) : t('listing.anyLocation');

  if (request.pageType === 'Home') {
    return {
      title: seo?.title || t('page.home.title'),
      description: seo?.description || t('meta.siteDescription'),
      canonical_url: absolute(origin, seo?.canonical_url || '/'),
      speciality: null,
      locationName: location,
    };
  }

  const values = { speciality: speciality ? localName('specialities', speciality.speciality) : t('seo.doctors'), location };
  const slug = hasLocation ? locationSlug : DEFAULT_LOCATION_SLUG;
  const path =
    request.variant === 'search' || !speciality
      ? searchPath(slug, speciality?.id)
      : listingPath(speciality.slug, slug, { specializationId: speciality.id });
  // A stored title or description without {speciality}/{location} is site-wide copy ('Find the
  // Best Doctors Near You'): every listing tab would read the same, so the catalog's copy wins.
  const specific = (template: string | null | undefined) => (template && /\{(speciality|location)\}/.test(template) ? template : null);
  const search = request.variant === 'search';
  return {
    // /search/doctor keeps its own title (000 §2), with the place it lists by.
    title: search ? t('page.search.title', { location }) : fill(specific(seo?.title) ?? t('page.listing.title', values), values),
    description: search
      ? t('seo.search.description', { location })
      : fill(specific(seo?.description) ?? t('seo.listing.description', values), values),
    canonical_url: absolute(origin, path),
    main_description: richText(seo?.main_description, values) || null,
    speciality,
    locationName: location,
  };
}

/**
 * POST /api/speciality-description: the speciality's rich text with
 * {location} filled (the given location, else the city nearest the
 * coordinates, else 'All Locations'), sanitised. Null for an unknown speciality.
 */
export async function specialityDescription(
  db: Db,
  input: { speciality_id: number; latitude?: number | undefined; longitude?: number | undefined; location?: string | undefined },
): Promise<string | null> {
  const locationSlug = slugify(input.location ?? '');
  const hasLocation = Boolean(locationSlug) && locationSlug !== DEFAULT_LOCATION_SLUG;
  const result = await db.execute(sql`
    select speciality, description,
      ${hasLocation ? sql`(select name from cities where slug = ${locationSlug} order by population desc limit 1)` : sql`null::text`} as city_name
    from specialities where id = ${input.speciality_id}`);
  const row = result.rows[0] as { speciality: string; description: string | null; city_name: string | null } | undefined;
  if (!row) return null;
  let location = t('listing.anyLocation');
  if (hasLocation) location = localName('places', locationName(input.location, row.city_name));
  else if (input.latitude !== undefined && input.longitude !== undefined) {
    const nearest = (await nearestCity(db, input.latitude, input.longitude))?.city;
    if (nearest) location = localName('places', nearest);
  }
  const blurb = localBlurb(row.speciality);
  if (blurb) return translatedDescription(db, input.speciality_id, { speciality: localName('specialities', row.speciality), location, blurb });
  return richText(row.description, { location, speciality: row.speciality });
}

/**
 * An Arabic or Hindi speciality text, from the translated catalog: the stored description is English
 * copy an editor wrote, so the other languages get the same outline in their words (heading, what
 * the speciality covers, its areas of expertise, the emergency note).
 */
async function translatedDescription(db: Db, specialityId: number, names: { speciality: string; location: string; blurb: string }): Promise<string> {
  const rows = (await db.execute(sql`select specialization from specializations where speciality_id = ${specialityId} and curated order by id`)).rows as { specialization: string }[];
  const values = Object.fromEntries(Object.entries(names).map(([key, value]) => [key, escapeHtml(value)]));
  const items = rows.map((row) => `<li>${escapeHtml(localName('specializations', row.specialization))}</li>`).join('');
  return sanitizeRichText(
    [
      `<h2>${t('speciality.description.heading', values)}</h2>`,
      `<p>${t('speciality.description.intro', values)}</p>`,
      ...(items ? [`<h2>${t('speciality.description.expertise')}</h2>`, `<ul>${items}</ul>`] : []),
      `<p>${t('speciality.description.note')}</p>`,
    ].join('\n'),
  );
}
