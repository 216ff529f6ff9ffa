import { en, type MessageKey } from './en.ts';
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

/** The message for a key in a language: its translation, else the English (`fallback` first, for the console). */
export function lookup(key: string, locale: Locale, fallback?: Readonly<Record<string, string>>): string {
  return translated[locale]?.[key] ?? fallback?.[key] ?? (en as Record<string, string>)[key] ?? added[key] ?? key;
}

/** Fills a catalog message in a language (a key nobody added reads as itself). */
export function t(key: MessageKey, params?: Params, locale: Locale = localeSource()): string {
  return formatMessage(lookup(key, locale), params, locale);
}

type IcuFormatter = (template: string, params: Params | undefined, locale: Locale) => string;
let icu: IcuFormatter | undefined;

/** Turns on ICU plurals (src/shared/i18n/icu.ts), loaded with a translated catalog and on the server. */
export function setIcuFormatter(formatter: IcuFormatter): void {
  icu = formatter;
}

/** Fills a message's placeholders (and, once icu.ts is loaded, its plurals) in a language. */
export function formatMessage(template: string, params: Params | undefined, locale: Locale = localeSource()): string {
  if (!template.includes('{')) return template;
  if (icu && template.includes(',')) return icu(template, params, locale);
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const rulesOf = (locale: Locale) => pluralRules.get(locale) ?? pluralRules.set(locale, new Intl.PluralRules(intlTag(locale))).get(locale)!;

/**
 * The catalog key for a count's plural form ('1 Year', '2 Years'), chosen by
 * Intl.PluralRules rather than `count === 1`. Languages with more forms (Arabic's
 * zero/two/few/many) write an ICU plural in the `other` message, which `t` selects.
 */
export function pluralKey<K extends MessageKey>(count: number, forms: { one: K; other: K }, locale: Locale = localeSource()): K {
  return rulesOf(locale).select(count) === 'one' && (locale === DEFAULT_LOCALE || !lookup(forms.other, locale).includes(', plural,')) ? forms.one : forms.other;
}
