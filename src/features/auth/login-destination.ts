import { safeRedirect } from '../../lib/safe-redirect.ts';
import type { UserRole } from '../../shared/schemas/auth.ts';

const PORTAL = /^\/doctor(?:[/?#]|$)/;
const ADMIN = /^\/admin(?:[/?#]|$)/;
/** Pages for both roles: a consultation room (its patient and its doctor). */
export const SHARED_PAGE = /^\/consult\/[^/?#]+$/;

/**
 * Where a successful login goes (000 §4, 001 §2): the `redirect` search parameter
 * when it is a safe same-site path meant for this role (doctors only into the
 * portal or a consultation room, patients never into the portal, as the route guards
 * would bounce them), else
 * / for patients and /doctor/welcome for doctors (the day view with bookings today, else Edit
 * Profile: src/routes/doctor/welcome.tsx). An admin goes to the
 * verification console (a requested /admin page, else /admin).
 */
export function loginDestination(role: UserRole, redirect: unknown): string {
  const target = safeRedirect(redirect);
  if (role === 'admin') return target && ADMIN.test(target) ? target : '/admin';
  if (role === 'doctor') return target && (PORTAL.test(target) || SHARED_PAGE.test(target)) ? target : '/doctor/welcome';
  return target && !PORTAL.test(target) && !ADMIN.test(target) ? target : '/';
}
