import { en, type MessageKey } from './en.ts';

/** Fills {placeholders} of a catalog message. */
export function t(key: MessageKey, params?: Record<string, string | number>, catalog: Record<string, string> = en): string {
  const template = catalog[key] ?? en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const englishPlurals = new Intl.PluralRules('en');

/**
 * The catalog key for a count's plural form ('1 Year', '2 Years'), chosen by
 * Intl.PluralRules rather than `count === 1`, so other languages' forms can
 * follow the same call.
 */
export function pluralKey<K extends MessageKey>(count: number, forms: { one: K; other: K }): K {
  return englishPlurals.select(count) === 'one' ? forms.one : forms.other;
}
