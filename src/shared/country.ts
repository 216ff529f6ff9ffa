/**
 * The gazetteer's six countries (000 §9) by code, name and common alias, shared by the server (geocoding,
 * FHIR) and the web app (a fee's currency, src/shared/format/currency.ts). A doctor's or clinic's country is
 * free text as typed or geocoded ('ae', 'United Arab Emirates', 'UAE'): this reads any of them.
 */

const COUNTRY_NAMES: Record<string, string> = {
  ae: 'United Arab Emirates',
  in: 'India',
  us: 'United States',
  gb: 'United Kingdom',
  ca: 'Canada',
  au: 'Australia',
};

const ALIASES: Record<string, string> = {
  uae: 'ae',
  'u.a.e.': 'ae',
  emirates: 'ae',
  bharat: 'in',
  usa: 'us',
  'u.s.': 'us',
  'u.s.a.': 'us',
  america: 'us',
  'united states of america': 'us',
  uk: 'gb',
  'u.k.': 'gb',
  britain: 'gb',
  'great britain': 'gb',
  england: 'gb',
  scotland: 'gb',
  wales: 'gb',
  'northern ireland': 'gb',
};

/** 'AE', 'ae', 'United Arab Emirates', 'UAE' → 'ae'; null when not one of the six countries. */
export function countryCode(country: string | null | undefined): string | null {
  const key = (country ?? '').trim().toLowerCase();
  if (!key) return null;
  if (COUNTRY_NAMES[key]) return key;
  if (ALIASES[key]) return ALIASES[key];
  for (const [code, name] of Object.entries(COUNTRY_NAMES)) if (name.toLowerCase() === key) return code;
  return null;
}

export const countryName = (code: string | null | undefined): string | null => (code ? (COUNTRY_NAMES[code] ?? null) : null);

/** Zones that lie in one of the six countries only (timeZoneOf, server/services/geocode/geocode-zone.ts, gives these). */
const CANADIAN_ZONES = new Set([
  'America/Vancouver', 'America/Whitehorse', 'America/Edmonton', 'America/Yellowknife', 'America/Regina',
  'America/Winnipeg', 'America/Iqaluit', 'America/Toronto', 'America/Halifax', 'America/St_Johns',
]);

/** The country of an IANA zone a doctor or clinic is given: 'Asia/Dubai' → 'ae'; null for a zone of none of the six. */
export function countryOfZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  if (zone === 'Asia/Dubai') return 'ae';
  if (zone === 'Asia/Kolkata' || zone === 'Asia/Calcutta') return 'in';
  if (zone === 'Europe/London') return 'gb';
  if (zone.startsWith('Australia/')) return 'au';
  if (CANADIAN_ZONES.has(zone)) return 'ca';
  if (zone.startsWith('America/') || zone === 'Pacific/Honolulu') return 'us';
  return null;
}
