import type { Locale } from '../../shared/i18n/locale.ts';
import type { LegalDocument } from './legal-types.ts';

export type LegalName = 'privacy' | 'terms';

/**
 * The legal pages' text in each language, one chunk per document and language: a reader downloads
 * only the one they open (English stays as small as before; an Arabic reader never fetches Hindi).
 */
const documents: Record<LegalName, Record<Locale, () => Promise<LegalDocument>>> = {
  privacy: {
    en: () => import('./privacy.en.ts').then((m) => m.privacyEn),
    ar: () => import('./privacy.ar.ts').then((m) => m.privacyAr),
    hi: () => import('./privacy.hi.ts').then((m) => m.privacyHi),
  },
  terms: {
    en: () => import('./terms.en.ts').then((m) => m.termsEn),
    ar: () => import('./terms.ar.ts').then((m) => m.termsAr),
    hi: () => import('./terms.hi.ts').then((m) => m.termsHi),
  },
};

export const loadLegalDocument = (name: LegalName, locale: Locale): Promise<LegalDocument> => documents[name][locale]();

const pending = new Map<string, Promise<LegalDocument>>();
/** One promise per document and language, for React's `use` (the same promise on every render). */
export function legalDocument(name: LegalName, locale: Locale): Promise<LegalDocument> {
  const key = `${name}|${locale}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loadLegalDocument(name, locale);
    // A failed chunk (offline before it was cached) is asked again on the next visit.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}
