import { addMessages } from './format.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';

/**
 * Every message catalog, by namespace and language, and the one way to load one (issue 38). A catalog
 * is its own module (its own chunk in the browser), added to the messages `t` reads when its namespace
 * is first needed:
 * - `common`: the web app's. English is in every first download (format.ts reads en.ts directly); an
 *   Arabic or Hindi page loads its translation before the first render (src/lib/i18n.ts). The
 *   translations hold the consultation's keys too.
 * - `consult`: the video consultation's English, loaded by its route.
 * - `family`: a patient's family members' English (issue 41), loaded by the routes that show them.
 * - `admin`: the verification console's, loaded by the console's route.
 * - `server`: mails, SMS and answers the web app never shows; the server defines its loaders
 *   (server/i18n-server.ts), so the browser's build never carries them.
 * The server loads every namespace in every language at start.
 */
export type Namespace = 'common' | 'consult' | 'family' | 'admin' | 'server';

type Loader = () => Promise<Readonly<Record<string, string>>>;

const catalogs: Record<Namespace, Partial<Record<Locale, Loader>>> = {
  common: {
    ar: () => import('./ar.ts').then((m) => m.ar),
    hi: () => import('./hi.ts').then((m) => m.hi),
  },
  consult: {
    en: () => import('./en-consult.ts').then((m) => m.enConsult),
  },
  family: {
    en: () => import('./en-family.ts').then((m) => m.enFamily),
  },
  admin: {
    en: () => import('./en-admin.ts').then((m) => m.enAdmin),
    ar: () => import('./ar-admin.ts').then((m) => m.arAdmin),
    hi: () => import('./hi-admin.ts').then((m) => m.hiAdmin),
  },
  server: {},
};

/** A namespace's loaders kept out of the shared table (the server's own messages). */
export function defineCatalogs(namespace: Namespace, loaders: Partial<Record<Locale, Loader>>): void {
  catalogs[namespace] = { ...catalogs[namespace], ...loaders };
}

const loading = new Map<string, Promise<void>>();

function loadOne(namespace: Namespace, locale: Locale): Promise<void> {
  const load = catalogs[namespace][locale];
  if (!load) return Promise.resolve();
  const key = `${namespace}:${locale}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then((messages) => addMessages(messages, locale));
    // A failed download (offline, no cached chunk) is tried again next time.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads a namespace in `locale` and in English (what a missing translation falls back to), each once. */
export async function loadCatalog(namespace: Namespace, locale: Locale): Promise<void> {
  const locales = locale === DEFAULT_LOCALE ? [locale] : [DEFAULT_LOCALE, locale];
  await Promise.all(locales.map((each) => loadOne(namespace, each)));
}
