import { useCallback, useSyncExternalStore } from 'react';
import type { MessageKey } from '../shared/i18n/en.ts';
import { loadCatalog } from '../shared/i18n/catalogs.ts';
import { currentLocale, setLocaleSource, t as translate } from '../shared/i18n/format.ts';
import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  LOCALE_COOKIE,
  LOCALE_INFO,
  LOCALE_STORAGE_KEY,
  isLocale,
  localeRewrite as makeLocaleRewrite,
  localizePath,
  parseLocalePath,
  preferredLocale,
  type Locale,
} from '../shared/i18n/locale.ts';

export type { Locale } from '../shared/i18n/locale.ts';

/**
 * The languages the app ships, each named in its own script (an endonym is the same in every
 * language: a reader finds their language by its look), and the direction.
 */
export const LOCALES = {
  en: { label: 'English', dir: 'ltr' },
  ar: { label: 'العربية', dir: 'rtl' },
  hi: { label: 'हिन्दी', dir: 'ltr' },
} as const satisfies Record<Locale, { label: string; dir: 'ltr' | 'rtl' }>;

export const LOCALE_LIST: readonly Locale[] = LOCALE_CODES;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const listeners = new Set<() => void>();
let active: Locale = DEFAULT_LOCALE;
setLocaleSource(() => active);

function readSaved(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language chosen on this device, if any. */
export function savedLocale(): Locale | null {
  const saved = readSaved();
  return isLocale(saved) ? saved : null;
}

/** Remembers a language on this device for its next page (the account's, on a device that never chose). */
export function rememberLocale(locale: Locale): void {
  save(locale);
}

/** Remembers the choice on this device (and in a cookie, so the server's first answer follows it). */
function save(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be blocked; the URL still carries the language.
  }
  if (typeof document !== 'undefined') document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Only what differs is written: setting `dir` or `lang` on <html>, even to the value it has, makes Chromium
 * re-match every `:dir()`/`:lang()` rule (Tailwind's rtl: variants) on the whole page, a style pass of ~60 ms
 * on a phone in the middle of a server-rendered page's hydration.
 */
function applyToDocument(locale: Locale) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const { lang, dir } = LOCALE_INFO[locale];
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
}

/**
 * The page's messages before its first render: English is in the first bundle; an Arabic or Hindi page
 * loads its `common` catalog (src/shared/i18n/catalogs.ts, its own chunk).
 */
async function ensureMessages(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  await loadCatalog('common', locale);
}

/**
 * Before the first render: the language of the URL (or, on an unprefixed URL, the one saved on this
 * device or asked for by the browser, by replacing the URL), its catalog loaded, `<html lang dir>` set.
 * Returns false when the page is being replaced.
 */
export async function startI18n(): Promise<boolean> {
  const { pathname, search, hash } = window.location;
  const parsed = parseLocalePath(pathname);
  const wanted = preferredLocale({
    pathLocale: parsed.locale,
    pathPrefixed: parsed.locale !== DEFAULT_LOCALE,
    saved: readSaved(),
    acceptLanguage: navigator.languages?.join(',') ?? navigator.language,
  });
  if (wanted) {
    window.location.replace(`${localizePath(parsed.path, wanted)}${search}${hash}`);
    return false;
  }
  active = parsed.locale;
  applyToDocument(active);
  // The script's web font where the device has none, before the first render (src/lib/script-font.ts), fetched beside the catalog.
  const scriptFont = active === DEFAULT_LOCALE ? undefined : import('./script-font.ts').then((m) => m.loadScriptFont(active as Exclude<Locale, 'en'>)).catch(() => undefined);
  try {
    await ensureMessages(active);
  } catch {
    // Offline without the chunk cached: English until the catalog can load.
  }
  await scriptFont;
  return true;
}

/**
 * The language being shown: the one locale source of src/shared/i18n/format.ts, which is this page's
 * language in the browser and the request's when the server renders (src/entry-server.tsx sets it).
 */
export const getLocale = (): Locale => currentLocale();

/**
 * Switches language: saved on the device (and the account, by the caller), then the page reloads at the
 * same place under the language's URL, so the head, the catalog and every cached label follow.
 */
export function setLocale(locale: Locale): void {
  save(locale);
  if (locale === active) return;
  const { pathname, search, hash } = window.location;
  window.location.assign(`${localizePath(pathname, locale)}${search}${hash}`);
}

/** The router's URL rewrite: the route tree knows unprefixed paths, the address bar shows the language's. */
export const localeRewrite = makeLocaleRewrite(getLocale);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

export { isLocale };

/**
 * The translator: outside React (toasts, callbacks, plain modules) it reads the active language at
 * call time; in a component, useT gives the same function bound to the rendered language.
 */
export const t: Translate = (key, params) => translate(key, params, getLocale());

/** `t` in the active language. */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, params) => translate(key, params, locale), [locale]);
}
