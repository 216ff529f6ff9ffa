import { parseLocalePath } from './i18n/locale.ts';

/** Two-segment paths that are app pages, never listings (as the head renderer's). */
const NOT_LISTINGS = new Set([
  'doctor',
  'consult',
  'claim-profile',
  'reclaim-profile',
  'add-review',
  'doctor-details',
  'api',
  'media',
  'assets',
  'icons',
  'admin',
  'auth',
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
  if (parts.length === 2) return !NOT_LISTINGS.has(parts[0]!);
  return parts.length === 4 && !NOT_LISTINGS.has(parts[0]!) && parts[2] === 'doctor' && parts[3]!.startsWith('dr-');
}
