import { safeRedirect } from '../../lib/safe-redirect.ts';
import type { UserType } from '../../shared/schemas/auth.ts';

const PORTAL = /^\/doctor(?:[/?#]|$)/;

/**
 * Where a successful login goes (000 §4, 001 §2): the `redirect` search parameter
 * when it is a safe same-site path meant for this role (doctors only into the
 * portal, patients never into it, as the route guards would bounce them), else
 * / for patients and /doctor/edit-profile for doctors.
 */
export function loginDestination(role: UserType, redirect: unknown): string {
  const target = safeRedirect(redirect);
  if (role === 'doctor') return target && PORTAL.test(target) ? target : '/doctor/edit-profile';
  return target && !PORTAL.test(target) ? target : '/';
}
