import { DEFAULT_LOCALE, type Locale } from '../../../src/shared/i18n/locale.ts';
import { namesAr } from '../../../src/shared/i18n/names-ar.ts';
import { namesHi } from '../../../src/shared/i18n/names-hi.ts';
import type { CatalogNames, NameGroup } from '../../../src/shared/i18n/names.ts';
import { localeNow } from './locale-context.ts';

/**
 * The catalog's names in the reader's language (issue 18): specialities, specializations, services
 * (symptoms and conditions), spoken languages and the demo cities are catalog data, not doctor-entered
 * text, so an Arabic or Hindi page names them in its language. The database keeps the English name
 * (slugs, search, the doctor's saved choices); answers are translated on the way out, and names a
 * doctor sends back in a translation are stored under the English one. A name with no translation
 * (a service a doctor typed) is shown as written.
 */
const TABLES: Record<Exclude<Locale, 'en'>, CatalogNames> = { ar: namesAr, hi: namesHi };

type Lookup = Record<NameGroup | 'blurbs', Map<string, string>>;
const forward = new Map<Locale, Lookup>();
let backward: Record<NameGroup, Map<string, string>> | undefined;

const GROUPS: readonly NameGroup[] = ['specialities', 'specializations', 'services', 'languages', 'places'];
const fold = (name: string) => name.trim().toLocaleLowerCase('en');

function lookupOf(locale: Exclude<Locale, 'en'>): Lookup {
  let lookup = forward.get(locale);
  if (!lookup) {
    const table = TABLES[locale];
    lookup = Object.fromEntries([...GROUPS, 'blurbs' as const].map((group) => [group, new Map(Object.entries(table[group]).map(([en, local]) => [fold(en), local]))])) as Lookup;
    forward.set(locale, lookup);
  }
  return lookup;
}

/** A catalog name in `locale` (the request's by default); unknown names come back as they are. */
export function localName(group: NameGroup, name: string, locale: Locale = localeNow()): string {
  if (locale === DEFAULT_LOCALE || !name) return name;
  return lookupOf(locale as Exclude<Locale, 'en'>)[group].get(fold(name)) ?? name;
}

/** What a speciality covers, in `locale`; undefined in English (the stored copy says it) or for a speciality not in the catalog. */
export function localBlurb(speciality: string, locale: Locale = localeNow()): string | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  return lookupOf(locale as Exclude<Locale, 'en'>).blurbs.get(fold(speciality));
}

/** The English (stored) name of a name given in any of our languages; unknown names come back as they are. */
export function englishName(group: NameGroup, name: string): string {
  if (!backward) {
    backward = Object.fromEntries(GROUPS.map((group) => [group, new Map<string, string>()])) as Record<NameGroup, Map<string, string>>;
    for (const table of Object.values(TABLES)) {
      for (const group of GROUPS) for (const [en, local] of Object.entries(table[group])) backward[group].set(fold(local), en);
    }
  }
  return backward[group].get(fold(name)) ?? name;
}

/**
 * Where an answer carries catalog names: a string under one of these keys (or a list of strings under
 * it) is a name of that group. Keys of objects nested under them are walked as well
 * (`speciality: { id, slug, speciality }`, `services: [{ id, service_name }]`).
 */
const FIELD_GROUPS: Record<string, NameGroup> = {
  speciality: 'specialities',
  speciality_name: 'specialities',
  specialization: 'specializations',
  specializations: 'specializations',
  service_name: 'services',
  services: 'services',
  language: 'languages',
  spoken_languages: 'languages',
};

/** A copy of an answer with its catalog names in `locale` (the request's by default). English answers are returned as they are. */
export function localizeNames<T>(value: T, locale: Locale = localeNow()): T {
  if (locale === DEFAULT_LOCALE) return value;
  const lookup = lookupOf(locale as Exclude<Locale, 'en'>);
  const walk = (node: unknown, group: NameGroup | undefined): unknown => {
    if (typeof node === 'string') return group ? (lookup[group].get(fold(node)) ?? node) : node;
    if (Array.isArray(node)) return node.map((item) => walk(item, group));
    if (node && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) out[key] = walk(child, FIELD_GROUPS[key]);
      return out;
    }
    return node;
  };
  return walk(value, undefined) as T;
}
