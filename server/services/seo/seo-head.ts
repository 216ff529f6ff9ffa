import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PageSeo } from '../../../src/shared/schemas/seo.ts';
import { firstDoctorId } from '../../../src/shared/schemas/doctor.ts';
import { currentLocale, t } from '../../../src/shared/i18n/format.ts';
import { LOCALE_CODES, LOCALE_INFO, localizePath, parseLocalePath, type Locale } from '../../../src/shared/i18n/locale.ts';
import { withLocale } from '../common/locale-context.ts';
import { publicOrigin } from './public-origin.ts';
import { pageSeo } from './seo.ts';
import { doctorSeo, type DoctorSeo } from './seo-doctor.ts';
import { escapeHtml } from './seo-text.ts';
import { redactUrl } from '../common/request-url.ts';
import { NOT_LISTING_SEGMENTS } from '../../../src/shared/ssr-paths.ts';

export interface Head extends PageSeo {
  type: 'website' | 'profile';
  image?: string | null;
  jsonLd?: object;
  noindex?: boolean;
}

const SLUG = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * The head of a page by URL (one query), or null to keep index.html's head:
 * `/` Home, `/search/doctor` and `/{speciality}/{location}` listings,
 * `/{speciality}/{location}/doctor/dr-{slug}?doctorId=` and
 * `/doctor-details/{slug}/{id}` doctors. `status` 404 for an unknown doctor.
 */
export async function headFor(db: Db, origin: string, url: URL): Promise<{ head: Head; status?: number } | null> {
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  if (segments.some((s) => s === null)) return null;
  const parts = segments as string[];

  if (parts.length === 0) return { head: { ...(await pageSeo(db, origin, { pageType: 'Home' })), type: 'website' } };

  if (parts.length === 2 && parts[0] === 'search' && parts[1] === 'doctor') {
    const sid = Number(url.searchParams.get('SID'));
    const seo = await pageSeo(db, origin, {
      pageType: 'Doctor Listing',
      variant: 'search',
      specialityId: Number.isInteger(sid) && sid > 0 ? sid : undefined,
      location: url.searchParams.get('location') ?? undefined,
    });
    return { head: { ...seo, type: 'website' } };
  }

  if (parts.length === 2 && SLUG.test(parts[0]!) && !NOT_LISTING_SEGMENTS.has(parts[0]!)) {
    const seo = await pageSeo(db, origin, { pageType: 'Doctor Listing', specialitySlug: parts[0]!, location: parts[1] });
    return seo.speciality ? { head: { ...seo, type: 'website' } } : null;
  }

  const isDetail = parts.length === 4 && parts[2] === 'doctor' && parts[3]!.startsWith('dr-');
  const isBookAgain = parts.length === 3 && parts[0] === 'doctor-details';
  if (isDetail || isBookAgain) {
    const id = firstDoctorId(isDetail ? url.searchParams.get('doctorId') : parts[2]);
    const doctor = id === null ? null : await doctorSeo(db, origin, id);
    if (!doctor) return { head: notFoundHead(origin, url), status: 404 };
    return { head: doctorHead(doctor) };
  }
  return null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function notFoundHead(origin: string, url: URL): Head {
  return {
    title: t('page.notFound.title'),
    description: t('page.notFound.text'),
    canonical_url: `${origin}${url.pathname}`,
    type: 'website',
    noindex: true,
  };
}

function doctorHead(doctor: DoctorSeo): Head {
  const address = Object.fromEntries(
    Object.entries({
      '@type': 'PostalAddress',
      streetAddress: doctor.address.street || null,
      addressLocality: doctor.address.locality,
      addressRegion: doctor.address.region,
      postalCode: doctor.address.postalCode,
      addressCountry: doctor.address.country,
    }).filter(([, v]) => v),
  );
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: doctor.name,
    url: doctor.canonical_url,
    description: doctor.description,
    ...(doctor.image ? { image: doctor.image } : {}),
    ...(doctor.speciality ? { medicalSpecialty: doctor.speciality } : {}),
    address,
    ...(doctor.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: doctor.avgRating,
            reviewCount: doctor.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return {
    title: doctor.title,
    description: doctor.description,
    canonical_url: doctor.canonical_url,
    type: 'profile',
    image: doctor.image,
    jsonLd,
  };
}

/** JSON inside <script>: nothing in it may close the element or start markup. */
export const jsonForScript = (value: object) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The same page in a language: the canonical's path under the language's prefix (query kept). */
export function canonicalIn(canonical: string, locale: Locale): string {
  try {
    const url = new URL(canonical);
    url.pathname = localizePath(url.pathname, locale);
    return url.toString();
  } catch {
    return canonical;
  }
}

/**
 * hreflang alternates of a page (en, ar, hi and x-default = English), each a full URL; a noindex page
 * has none.
 */
export function alternateLinks(canonical: string): string[] {
  return [
    ...LOCALE_CODES.map((code) => `<link rel="alternate" hreflang="${LOCALE_INFO[code].lang}" href="${escapeHtml(canonicalIn(canonical, code))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(canonicalIn(canonical, 'en'))}" />`,
  ];
}

export function renderHead(head: Head, siteName: string, locale: Locale = currentLocale()): string {
  const attr = escapeHtml;
  const canonical = canonicalIn(head.canonical_url, locale);
  // The structured data names the page it is on: this language's URL, as the canonical.
  const jsonLd = head.jsonLd && 'url' in head.jsonLd ? { ...head.jsonLd, url: canonical } : head.jsonLd;
  head = { ...head, canonical_url: canonical, jsonLd };
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    `<link rel="canonical" href="${attr(head.canonical_url)}" />`,
    head.noindex ? `<meta name="robots" content="noindex" />` : '',
    `<meta property="og:site_name" content="${attr(siteName)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(head.canonical_url)}" />`,
    `<meta property="og:locale" content="${LOCALE_INFO[locale].og}" />`,
    ...(head.noindex ? [] : alternateLinks(canonical)),
    head.image ? `<meta property="og:image" content="${attr(head.image)}" />` : '',
    `<meta name="twitter:card" content="summary" />`,
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ];
  return lines.filter(Boolean).join('\n    ');
}

const MARKED = /<!--seo-head-->[\s\S]*?<!--\/seo-head-->/;

/** Replaces the marked block of index.html (or, without markers, its title/description/canonical). */
export function injectHead(html: string, tags: string): string {
  const block = `<!--seo-head-->\n    ${tags}\n    <!--/seo-head-->`;
  // Function replacers: the tags may contain "$&"-like text that a replacement string would expand.
  if (MARKED.test(html)) return html.replace(MARKED, () => block);
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, () => '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/i, () => '');
  return stripped.replace(/<\/head>/i, () => `${block}\n  </head>`);
}

/** `<html lang dir>` of the page's language (index.html is built with English's). */
export function setHtmlLanguage(html: string, locale: Locale): string {
  const { lang, dir } = LOCALE_INFO[locale];
  return html.replace(/<html\b[^>]*>/i, () => `<html lang="${lang}" dir="${dir}">`);
}

/** The built head's title and description in a language, for pages without a head of their own. */
function translatedDefaultHead(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(t('shell.appName'))}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/i, () => `<meta name="description" content="${escapeHtml(t('meta.siteDescription'))}" />`);
}

/**
 * The SPA plugin's head renderer: fills index.html's head for the routes
 * above. A failing lookup logs and serves the page with its built head.
 */
export function createHeadRenderer(deps: { db: Db; log: FastifyBaseLogger }) {
  return async (request: FastifyRequest, html: string, reply?: FastifyReply): Promise<string> => {
    // The page's language is its URL prefix (/ar/, /hi/; English unprefixed): the head is worded in it.
    const origin = publicOrigin(request);
    const url = new URL(request.url, origin);
    // The request's language, decided once for the whole request (server/plugins/locale.ts); the path without its prefix.
    const locale = request.locale;
    url.pathname = parseLocalePath(url.pathname).path;
    return withLocale(locale, async () => {
      const page = setHtmlLanguage(html, locale);
      try {
        const found = await headFor(deps.db, origin, url);
        if (!found) return locale === 'en' ? page : translatedDefaultHead(page);
        if (found.status && reply) reply.code(found.status);
        return injectHead(page, renderHead(found.head, t('shell.appName'), locale));
      } catch (error) {
        deps.log.warn({ err: error, url: redactUrl(request.url) }, 'head rendering failed');
        return page;
      }
    });
  };
}
