import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { getSession, type Session } from './session.ts';
import { safeRedirect } from './safe-redirect.ts';

/**
 * Route guards of 001 §6, run in `beforeLoad`. They read the session at navigation time
 * (not a render snapshot), so a sign-in or sign-out just before navigating is honoured.
 */
interface GuardArgs {
  location: ParsedLocation;
}

/** Path + search (+ hash) of the page being opened, as a `redirect` target. */
const here = (location: ParsedLocation) => location.href;

/** /my-appointments, /edit-profile, /support, claim, reclaim, add-review. */
export function requirePatient({ location }: GuardArgs): void {
  const session = getSession();
  if (!session) throw redirect({ to: '/login', search: { redirect: here(location) }, replace: true });
  if (session.userType === 'doctor') throw redirect({ to: '/doctor', replace: true });
  if (session.userType === 'admin') throw redirect({ to: '/admin', replace: true });
}

/**
 * /admin/* (issue 20): the verification team only. A visitor signs in (by code, on
 * Login) and comes back; a doctor goes to the portal, a patient home.
 */
export function requireAdmin({ location }: GuardArgs): void {
  const session = getSession();
  if (!session) throw redirect({ to: '/login', search: { redirect: here(location) }, replace: true });
  if (session.userType === 'doctor') throw redirect({ to: '/doctor', replace: true });
  if (session.userType !== 'admin') throw redirect({ to: '/', replace: true });
}

/**
 * /doctor/*. The spec sends a signed-in non-doctor "to /doctor", which is this very
 * guard again (an endless loop), so a signed-in patient goes home instead.
 */
export function requireDoctor({ location }: GuardArgs): void {
  const session = getSession();
  if (!session) throw redirect({ to: '/doctor-login', search: { redirect: here(location) }, replace: true });
  if (session.userType !== 'doctor') throw redirect({ to: '/', replace: true });
  // Signed in by the registration wizard, not verified yet: the portal is closed, the wizard is where they are.
  if (isRegisteringDoctor(session)) throw redirect({ to: '/doctor-registration', replace: true });
}

/** A doctor signed in by wizard step 1 whose profile is not verified (registering, or fixing a rejection). */
const isRegisteringDoctor = (session: Session) => session.userType === 'doctor' && session.user.verification_badge === 'no';

/**
 * /login, /doctor-login, /doctor-registration are for visitors (and /doctor-registration for
 * a doctor the wizard signed in who is not verified yet). A signed-in patient goes to
 * the requested target or /; a doctor to a requested portal page or /doctor/edit-profile
 * (the spec's "/edit-profile" is patient-only and would bounce a doctor straight back).
 */
export function requireGuest({ location }: GuardArgs): void {
  const session = getSession();
  if (!session) return;
  if (isRegisteringDoctor(session) && location.pathname === '/doctor-registration') return;
  const target = safeRedirect((location.search as Record<string, unknown>).redirect);
  if (session.userType === 'doctor') {
    if (target && /^\/(?:doctor(?:[/?#]|$)|consult\/)/.test(target)) throw redirect({ href: target, replace: true });
    throw redirect({ to: '/doctor/edit-profile', replace: true });
  }
  if (session.userType === 'admin') throw redirect({ href: target && /^\/admin(?:[/?#]|$)/.test(target) ? target : '/admin', replace: true });
  if (target && !/^\/(?:doctor|admin)(?:[/?#]|$)/.test(target)) throw redirect({ href: target, replace: true });
  throw redirect({ to: '/', replace: true });
}

/** Home: a signed-in doctor belongs in the portal (000 §2). */
export function redirectDoctorToPortal(): void {
  if (getSession()?.userType === 'doctor') throw redirect({ to: '/doctor', replace: true });
}

/**
 * Claim and Reclaim: a visitor may fill the form and signs in through the
 * 'Login Account' modal when sending it (001 §2, §5); a doctor goes to /doctor.
 */
export function allowGuestOrPatient(): void {
  if (getSession()?.userType === 'doctor') throw redirect({ to: '/doctor', replace: true });
}

/**
 * /consult/<room>: the booking's patient or its doctor (the server decides which room
 * is whose). A visitor signs in first and comes back; a doctor still registering has
 * no bookings and belongs in the wizard.
 */
export function requireSignedIn({ location }: GuardArgs): void {
  const session = getSession();
  if (!session) throw redirect({ to: '/login', search: { redirect: here(location) }, replace: true });
  if (isRegisteringDoctor(session)) throw redirect({ to: '/doctor-registration', replace: true });
}
