/**
 * The languages MedBook speaks, and the pure rules around them: which one a URL is in, which one a
 * browser asks for (Accept-Language), the writing direction, the Intl locale tag. No React, no DOM,
 * no Node: the web app, the server's head renderer and server-side rendering all call these.
 *
 * English is the default and keeps unprefixed URLs (the spec's); Arabic lives under /ar/..., Hindi
 * under /hi/....
 */
export const LOCALE_CODES = ['en', 'ar', 'hi'] as const;
export type Locale = (typeof LOCALE_CODES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** BCP 47 tag for `<html lang>` and hreflang. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /**
   * The tag given to Intl. Arabic uses Western digits (`nu-latn`): in the UAE, apps, banks, airlines,
   * government services (u.ae) and street signs write numbers with 0-9 in Arabic text, and phone numbers,
   * prices and times stay comparable with what the patient sees everywhere else. Hindi in India also
   * writes 0-9 in apps and on documents (hi-IN's Intl default is already latn).
   */
  intl: string;
  /** The URL prefix ('' for English). */
  prefix: string;
  /** Open Graph locale. */
  og: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { lang: 'en', dir: 'ltr', intl: 'en-US', prefix: '', og: 'en_US' },
  ar: { lang: 'ar', dir: 'rtl', intl: 'ar-AE-u-nu-latn', prefix: '/ar', og: 'ar_AE' },
  hi: { lang: 'hi', dir: 'ltr', intl: 'hi-IN', prefix: '/hi', og: 'hi_IN' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export const dirOf = (locale: Locale): 'ltr' | 'rtl' => LOCALE_INFO[locale].dir;
export const intlTag = (locale: Locale): string => LOCALE_INFO[locale].intl;

const PREFIXED = /^\/(ar|hi)(?=\/|$|\?|#)/;

/** The language a path is in, and the path the route tree knows (without the prefix). */
export function parseLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = PREFIXED.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest };
}

/** A route-tree path in a language: `/doctors` → `/ar/doctors`; `/` → `/ar/`. Already prefixed paths are re-prefixed. */
export function localizePath(path: string, locale: Locale): string {
  const bare = parseLocalePath(path).path;
  const prefix = LOCALE_INFO[locale].prefix;
  if (!prefix) return bare;
  return `${prefix}${bare.startsWith('/') ? bare : `/${bare}`}`;
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4: quality values, then
 * order; `ar-AE` matches `ar`, `*` matches the default). `undefined` when nothing of ours is asked for.
 */
export function negotiateLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.tag && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    if (range.tag === '*') return DEFAULT_LOCALE;
    const primary = range.tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** Crawlers and audit tools are never sent away from the English (x-default) URLs. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i.test(userAgent);
}

/**
 * Where a first visit to an unprefixed (English) URL should go: the language saved on this device if
 * any (the person chose it), else the browser's Accept-Language among ours; `undefined` to stay.
 * A prefixed URL is always honoured as it is (a shared /ar/ link opens in Arabic).
 */
export function preferredLocale(input: { pathLocale: Locale; pathPrefixed: boolean; saved?: string | null; acceptLanguage?: string | null }): Locale | undefined {
  if (input.pathPrefixed) return undefined;
  const wanted = isLocale(input.saved) ? input.saved : negotiateLocale(input.acceptLanguage);
  return wanted && wanted !== input.pathLocale ? wanted : undefined;
}

/** The cookie that mirrors the device's choice for the server (the web app keeps it in localStorage too). */
export const LOCALE_COOKIE = 'mb_locale';
export const LOCALE_STORAGE_KEY = 'mb.locale';

export function localeFromCookie(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const match = /(?:^|;\s*)mb_locale=([a-z]{2})(?:;|$)/.exec(header);
  return match && isLocale(match[1]) ? match[1] : undefined;
}

/**
 * TanStack Router's URL rewrite for the language prefix: the route tree knows unprefixed paths
 * (`input` strips /ar or /hi), links and the address bar carry the active language's (`output`).
 * The web app passes its active language; server-side rendering passes the request's.
 */
export function localeRewrite(locale: () => Locale) {
  return {
    input: ({ url }: { url: URL }) => {
      const { path } = parseLocalePath(url.pathname);
      if (path === url.pathname) return undefined;
      url.pathname = path;
      return url;
    },
    output: ({ url }: { url: URL }) => {
      const current = locale();
      if (current === DEFAULT_LOCALE) return undefined;
      url.pathname = localizePath(url.pathname, current);
      return url;
    },
  };
}
