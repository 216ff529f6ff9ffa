import { AUTOCOMPLETE_COUNTRIES } from '../../../src/shared/constants.ts';

/** What an external geocoder found for an address. */
export interface RemotePlace {
  latitude: number;
  longitude: number;
  city: string | null;
  state: string | null;
  country: string | null;
  countryCode: string | null;
  /** True when the answer places the street itself, not only a town or region. */
  street: boolean;
}

const TIMEOUT_MS = 5_000;

async function getJson(url: URL, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  return response.json();
}

const finite = (value: unknown): number | null => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number) ? number : null;
};

interface NominatimHit {
  lat: string;
  lon: string;
  address?: Record<string, string>;
}

/** OpenStreetMap Nominatim (usage policy: an identifying User-Agent, at most one request a second). */
export async function geocodeNominatim(query: string, publicUrl: string | undefined): Promise<RemotePlace | null> {
  const url = new URL('https://nominatim.openstreetmap.org/search');
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', '1');
  url.searchParams.set('countrycodes', AUTOCOMPLETE_COUNTRIES.join(','));
  const hits = (await getJson(url, {
    'user-agent': `MedBook/0.1 (${publicUrl || 'https://github.com/medbook'})`,
    'accept-language': 'en',
  })) as NominatimHit[];
  const hit = Array.isArray(hits) ? hits[0] : undefined;
  const latitude = finite(hit?.lat);
  const longitude = finite(hit?.lon);
  if (!hit || latitude === null || longitude === null) return null;
  const address = hit.address ?? {};
  return {
    latitude,
    longitude,
    city: address.city ?? address.town ?? address.village ?? address.municipality ?? null,
    state: address.state ?? null,
    country: address.country ?? null,
    countryCode: address.country_code?.toLowerCase() ?? null,
    street: Boolean(address.road ?? address.house_number ?? address.pedestrian),
  };
}

interface GoogleAnswer {
  status: string;
  results?: {
    geometry: { location: { lat: number; lng: number } };
    address_components: { long_name: string; short_name: string; types: string[] }[];
  }[];
}

/** Google Geocoding API; needs GOOGLE_MAPS_KEY. */
export async function geocodeGoogle(query: string, key: string | undefined): Promise<RemotePlace | null> {
  if (!key) throw new Error('GOOGLE_MAPS_KEY is not set');
  const url = new URL('https://maps.googleapis.com/maps/api/geocode/json');
  url.searchParams.set('address', query);
  url.searchParams.set('key', key);
  const answer = (await getJson(url)) as GoogleAnswer;
  if (answer.status === 'ZERO_RESULTS') return null;
  if (answer.status !== 'OK') throw new Error(`google geocoder status ${answer.status}`);
  const first = answer.results?.[0];
  if (!first) return null;
  const part = (type: string) => first.address_components.find((c) => c.types.includes(type));
  const country = part('country');
  return {
    latitude: first.geometry.location.lat,
    longitude: first.geometry.location.lng,
    city: (part('locality') ?? part('postal_town') ?? part('administrative_area_level_2'))?.long_name ?? null,
    state: part('administrative_area_level_1')?.long_name ?? null,
    country: country?.long_name ?? null,
    countryCode: country?.short_name.toLowerCase() ?? null,
    street: Boolean(part('route') ?? part('street_number') ?? part('premise')),
  };
}
