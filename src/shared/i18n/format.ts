import { en, type MessageKey } from './en.ts';
import { formatIcu } from './icu.ts';
import { DEFAULT_LOCALE, intlTag, type Locale } from './locale.ts';

/** English messages of the namespaces outside the first bundle (consult, admin, server), added by catalogs.ts when loaded. */
const added: Record<string, string> = {};
/** Translated messages per language (each namespace's catalog, catalogs.ts), added when loaded. */
const translated: Partial<Record<Locale, Record<string, string>>> = {};

/** Adds a loaded catalog's messages (catalogs.ts is the one caller outside tests). */
export function addMessages(messages: Readonly<Record<string, string>>, locale: Locale = DEFAULT_LOCALE): void {
  if (locale === DEFAULT_LOCALE) Object.assign(added, messages);
  else Object.assign((translated[locale] ??= {}), messages);
}

let localeSource: () => Locale = () => DEFAULT_LOCALE;

/**
 * Where `t` reads the language when the caller does not name it: the web app's active language, the
 * server's request (or job) language.
 */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}

export const currentLocale = (): Locale => localeSource();
/** The Intl tag of the current language (formatting helpers use it). */
export const currentIntl = (): string => intlTag(localeSource());

type Params = Record<string, string | number>;

/** The message for a key in a language: its translation, else the English. */
export function lookup(key: string, locale: Locale): string {
  return translated[locale]?.[key] ?? (en as Record<string, string>)[key] ?? added[key] ?? key;
}

/** Fills a catalog message in a language (a key nobody added reads as itself). */
export function t(key: MessageKey, params?: Params, locale: Locale = localeSource()): string {
  return formatMessage(lookup(key, locale), params, locale);
}

/**
 * Fills a message's placeholders and its ICU plurals (icu.ts, in every language: one plural mechanism,
 * `{count, plural, one {…} other {…}}`, English included) in a language.
 */
export function formatMessage(template: string, params: Params | undefined, locale: Locale = localeSource()): string {
  if (!template.includes('{')) return template;
  if (template.includes(',')) return formatIcu(template, params, locale);
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
