import { en, type MessageKey } from './en.ts';

/** Messages added at start: the server's own (en-server.ts, added by server/i18n-server.ts). */
const added: Record<string, string> = {};

/** Adds messages the web app never looks up (the server's), so they stay out of its bundle. */
export function addMessages(messages: Record<string, string>): void {
  Object.assign(added, messages);
}

/** Fills {placeholders} of a catalog message (a key nobody added reads as itself). */
export function t(key: MessageKey, params?: Record<string, string | number>, catalog: Record<string, string> = en): string {
  const template = catalog[key] ?? (en as Record<string, string>)[key] ?? added[key] ?? key;
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
