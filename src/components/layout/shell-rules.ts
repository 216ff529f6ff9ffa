/** Pages where the top search box is hidden (000 §2), besides every page for doctors. */
const NO_SEARCH_PATHS = new Set(['/edit-profile', '/terms-condition', '/privacy-policy']);

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function showsTopSearch(pathname: string, isDoctor: boolean): boolean {
  return !isDoctor && !NO_SEARCH_PATHS.has(trimSlash(pathname));
}

/** The doctor portal: /doctor and everything under it (not /doctor-login, /doctor-details…). */
export function isPortalPath(pathname: string): boolean {
  return /^\/doctor(?:\/|$)/.test(pathname);
}
