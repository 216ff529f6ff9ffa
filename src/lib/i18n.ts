import { useCallback, useSyncExternalStore } from 'react';
import { en, type MessageKey } from '../shared/i18n/en.ts';
import { t as translate } from '../shared/i18n/format.ts';

/** The catalogs the app ships. Arabic (rtl) and Hindi are planned with the same keys. */
export const LOCALES = {
  en: { labelKey: 'language.en', dir: 'ltr', catalog: en as Record<string, string> },
} as const satisfies Record<string, { labelKey: MessageKey; dir: 'ltr' | 'rtl'; catalog: Record<string, string> }>;

export type Locale = keyof typeof LOCALES;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const STORAGE_KEY = 'mb.locale';
const listeners = new Set<() => void>();

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage can be blocked; English is the default.
  }
  return 'en';
}

let active: Locale = typeof localStorage === 'undefined' ? 'en' : initialLocale();

function applyToDocument(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = LOCALES[locale].dir;
}

applyToDocument(active);

export function getLocale(): Locale {
  return active;
}

export function setLocale(locale: Locale): void {
  if (locale === active) return;
  active = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not persisted; the choice still holds for this visit.
  }
  applyToDocument(locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

/** Outside React (toasts from plain modules): the active catalog at call time. */
export const tr: Translate = (key, params) => translate(key, params, LOCALES[active].catalog);

/** `t` bound to the active catalog; re-renders when the language changes. */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, params) => translate(key, params, LOCALES[locale].catalog), [locale]);
}
