/**
 * SMART scopes (App Launch 2.x, issue 39). What a patient can grant here: `launch/patient` (the patient
 * context of a standalone launch) and patient-level permissions on Appointment in the v2 syntax
 * (`patient/Appointment.rs`, `.c`, `.u`, `.crus`, …; `*` for the resource type) or v1's
 * `.read`/`.write`/`.*`. Anything else (openid, fhirUser, offline_access, other resources, scopes with
 * query parameters) is not granted: OAuth lets the server grant less than asked, and the token answer
 * says what was granted. Deleting a booking does not exist (a booking is cancelled: `u`).
 */

/** The v2 permission letters, in the order the syntax requires. */
const ORDER = ['c', 'r', 'u', 'd', 's'] as const;
export type Permission = 'c' | 'r' | 'u' | 's';
const GRANTABLE = new Set<string>(['c', 'r', 'u', 's']);
const V1: Record<string, readonly Permission[]> = { read: ['r', 's'], write: ['c', 'u'], '*': ['c', 'r', 'u', 's'] };

export const SCOPES_SUPPORTED = ['launch/patient', 'patient/Appointment.rs', 'patient/Appointment.c', 'patient/Appointment.u', 'patient/Appointment.crus'];

/** A scope string's Appointment permissions and whether it asked for the patient context. */
export interface Granted {
  permissions: Permission[];
  launchPatient: boolean;
}

function permissionsOf(scope: string): Permission[] {
  const match = /^patient\/(Appointment|\*)\.([a-z*]+)$/.exec(scope);
  if (!match) return [];
  const wanted = match[2]!;
  if (V1[wanted]) return [...V1[wanted]];
  // v2: a non-empty subsequence of c r u d s, in order, each letter once.
  let position = 0;
  const letters: Permission[] = [];
  for (const letter of wanted) {
    const at = ORDER.indexOf(letter as (typeof ORDER)[number], position);
    if (at < 0) return [];
    position = at + 1;
    if (GRANTABLE.has(letter)) letters.push(letter as Permission);
  }
  return letters;
}

/** What can be granted of a requested scope string (space separated, as OAuth sends it). */
export function grantable(requested: string): Granted {
  const set = new Set<Permission>();
  let launchPatient = false;
  for (const scope of requested.split(' ').filter(Boolean).slice(0, 50)) {
    if (scope === 'launch/patient') launchPatient = true;
    for (const permission of permissionsOf(scope)) set.add(permission);
  }
  return { permissions: ORDER.filter((letter): letter is Permission => set.has(letter as Permission)), launchPatient };
}

/** The granted scopes as one scope string: `launch/patient patient/Appointment.crus`. */
export function scopeString(granted: Granted): string {
  return [...(granted.launchPatient ? ['launch/patient'] : []), ...(granted.permissions.length ? [`patient/Appointment.${granted.permissions.join('')}`] : [])].join(' ');
}

/** The permissions a stored scope string grants. */
export const permissionsOfScope = (scope: string): Permission[] => grantable(scope).permissions;

/** The permission an Appointment interaction needs (route pattern of /fhir), or null when no scope is needed. */
export function permissionFor(method: string, routeUrl: string | undefined): Permission | null {
  switch (`${method} ${routeUrl ?? ''}`) {
    case 'GET /fhir/Appointment':
    case 'HEAD /fhir/Appointment':
      return 's';
    case 'GET /fhir/Appointment/:id':
    case 'HEAD /fhir/Appointment/:id':
      return 'r';
    case 'POST /fhir/Appointment':
      return 'c';
    case 'POST /fhir/Appointment/:id/$cancel':
    case 'PATCH /fhir/Appointment/:id':
      return 'u';
    default:
      // An Appointment route added later (POST …/_search, another operation) is never open to every token.
      if (!routeUrl?.startsWith('/fhir/Appointment')) return null;
      if (routeUrl.endsWith('/_search')) return 's';
      return method === 'GET' || method === 'HEAD' ? 'r' : 'u';
  }
}
