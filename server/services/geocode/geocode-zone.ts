/**
 * Countries and time zones of the gazetteer's six countries (000 §9). A
 * doctor's or clinic's zone turns the wall-clock times they configure into
 * instants, so it must be right for the common cases: one zone for AE, IN and
 * GB, the state's zone for Canada and Australia, and the longitude band for
 * the United States (states straddle zone lines there anyway). The countries'
 * codes, names and aliases are in src/shared/country.ts (the web app reads them too).
 */

const CANADA: Record<string, string> = {
  'british columbia': 'America/Vancouver',
  yukon: 'America/Whitehorse',
  alberta: 'America/Edmonton',
  'northwest territories': 'America/Yellowknife',
  saskatchewan: 'America/Regina',
  manitoba: 'America/Winnipeg',
  nunavut: 'America/Iqaluit',
  ontario: 'America/Toronto',
  quebec: 'America/Toronto',
  'new brunswick': 'America/Halifax',
  'nova scotia': 'America/Halifax',
  'prince edward island': 'America/Halifax',
  'newfoundland and labrador': 'America/St_Johns',
};

const AUSTRALIA: Record<string, string> = {
  'new south wales': 'Australia/Sydney',
  'australian capital territory': 'Australia/Sydney',
  victoria: 'Australia/Melbourne',
  queensland: 'Australia/Brisbane',
  tasmania: 'Australia/Hobart',
  'south australia': 'Australia/Adelaide',
  'northern territory': 'Australia/Darwin',
  'western australia': 'Australia/Perth',
};

function unitedStatesZone(latitude: number | null, longitude: number | null, state: string): string {
  if (state === 'hawaii' || (longitude !== null && longitude < -150 && (latitude ?? 0) < 30)) return 'Pacific/Honolulu';
  if (state === 'alaska' || (longitude !== null && longitude < -130)) return 'America/Anchorage';
  if (state === 'arizona') return 'America/Phoenix';
  if (longitude === null) return 'America/New_York';
  if (longitude < -114.5) return 'America/Los_Angeles';
  if (longitude < -102) return 'America/Denver';
  if (longitude < -86.5) return 'America/Chicago';
  return 'America/New_York';
}

function bandZone(longitude: number | null, bands: [number, string][], fallback: string): string {
  if (longitude === null) return fallback;
  for (const [east, zone] of bands) if (longitude < east) return zone;
  return fallback;
}

export interface ZoneHint {
  countryCode: string | null;
  state?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/** The IANA zone of a place: Asia/Dubai for AE (and unknown places), Asia/Kolkata for IN, else by state or longitude. */
export function timeZoneOf(hint: ZoneHint): string {
  const state = (hint.state ?? '').trim().toLowerCase();
  const longitude = hint.longitude ?? null;
  switch (hint.countryCode) {
    case 'in':
      return 'Asia/Kolkata';
    case 'gb':
      return 'Europe/London';
    case 'us':
      return unitedStatesZone(hint.latitude ?? null, longitude, state);
    case 'ca':
      return CANADA[state] ?? bandZone(longitude, [[-120, 'America/Vancouver'], [-102, 'America/Edmonton'], [-90, 'America/Winnipeg'], [-64, 'America/Toronto'], [-59, 'America/Halifax']], 'America/St_Johns');
    case 'au':
      return AUSTRALIA[state] ?? bandZone(longitude, [[129, 'Australia/Perth'], [141, 'Australia/Adelaide']], 'Australia/Sydney');
    default:
      return 'Asia/Dubai';
  }
}
