import { safeRedirect } from '../../lib/safe-redirect.ts';

/** The login pages' `redirect` parameter, kept only when it is a safe same-origin path. */
export function validateLoginSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = safeRedirect(search.redirect);
  return redirect ? { redirect } : {};
}
