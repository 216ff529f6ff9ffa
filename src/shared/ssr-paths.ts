import { parseLocalePath } from './i18n/locale.ts';

/**
 * First path segments that belong to other areas, never a listing's speciality (issue 38: the one list of the
 * listing route, the server renderer, the service worker and the head renderer): '/doctor/unknown' or
 * '/search/unknown' is a page that does not exist, not a listing of a "doctor" speciality.
 */
export const NOT_LISTING_SEGMENTS: ReadonlySet<string> = new Set([
  'doctor', 'search', 'consult', 'claim-profile', 'reclaim-profile', 'add-review', 'doctor-details', 'appointment-link',
  'api', 'fhir', 'media', 'assets', 'icons', 'admin', 'auth', 'l',
]);
const STATIC_PAGES = new Set(['/', '/about-us', '/contact-us', '/privacy-policy', '/terms-condition', '/search/doctor']);

/**
 * The pages the server renders (issues 17 and 37): home, listings, doctor pages, about, contact, legal,
 * in every language (the script fonts are declared in app.css and preloaded in the head, so Arabic and
 * Devanagari text is drawn in them from the first paint). Signed-in areas render in the browser. Shared by
 * the server (server/plugins/ssr.ts) and the service worker, which asks the network first for these and
 * opens the rest from its shell.
 */
export function isServerRendered(pathname: string): boolean {
  const { path: bare } = parseLocalePath(pathname);
  if (STATIC_PAGES.has(bare)) return true;
  const parts = bare.split('/').filter(Boolean);
  if (parts.length === 2) return !NOT_LISTING_SEGMENTS.has(parts[0]!);
  return parts.length === 4 && !NOT_LISTING_SEGMENTS.has(parts[0]!) && parts[2] === 'doctor' && parts[3]!.startsWith('dr-');
}
