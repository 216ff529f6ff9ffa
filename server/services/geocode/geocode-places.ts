import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { slugify } from '../../../src/shared/format/slug.ts';
import { countryCode, countryName } from '../../../src/shared/country.ts';
import { timeZoneOf } from './geocode-zone.ts';
import type { CityRow } from './cities.ts';

/** The database or an open transaction. */
type Exec = Pick<Db, 'execute'>;

/** A place resolved against the gazetteer: what a doctor's or clinic's row keeps. */
export interface ResolvedPlace {
  city: string;
  /** The gazetteer slug (listing URLs use it); the slug of the typed name when the city is unknown. */
  citySlug: string | null;
  state: string | null;
  /** Lower-case ISO code ('ae'), when one of the six countries. */
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  /** True when the gazetteer knew the city. */
  matched: boolean;
}

/**
 * The gazetteer city named `city` (by slug, so case and accents do not
 * matter; "Dubai, UAE" also tries "Dubai"), in the given country when it is
 * known, preferring the given state, then the largest.
 */
export async function findCity(db: Exec, city: string, options: { country?: string | null; state?: string | null } = {}): Promise<CityRow | null> {
  const code = countryCode(options.country);
  const state = (options.state ?? '').trim().toLowerCase();
  const candidates = [city, city.split(',')[0] ?? ''].map((name) => slugify(name)).filter(Boolean);
  for (const slug of [...new Set(candidates)]) {
    const result = await db.execute(sql`
      select name, slug, state, country, latitude, longitude from cities
      where slug = ${slug} ${code ? sql`and country = ${code}` : sql``}
      order by (lower(coalesce(state, '')) = ${state}) desc, population desc limit 1`);
    const row = result.rows[0] as CityRow | undefined;
    if (row) return { ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) };
  }
  return null;
}

/**
 * Resolves a typed address's city, state and country to the gazetteer: the
 * city slug, coordinates (the given ones win) and time zone. Unknown cities
 * keep the typed names and get the country's zone.
 */
export async function resolvePlace(
  db: Exec,
  place: { city: string; state?: string | null; country?: string | null; latitude?: number | null; longitude?: number | null },
): Promise<ResolvedPlace> {
  const found = place.city.trim() ? await findCity(db, place.city, place) : null;
  const code = countryCode(place.country) ?? found?.country ?? null;
  const latitude = place.latitude ?? found?.latitude ?? null;
  const longitude = place.longitude ?? found?.longitude ?? null;
  const state = (place.state ?? '').trim() || found?.state || null;
  return {
    // The gazetteer's spelling when known ('dubai, uae' → 'Dubai').
    city: found?.name ?? place.city.trim(),
    citySlug: found?.slug ?? (slugify(place.city) || null),
    state,
    countryCode: code,
    latitude,
    longitude,
    timeZone: timeZoneOf({ countryCode: code, state, latitude, longitude }),
    matched: Boolean(found),
  };
}

/** The country as stored on a doctor or clinic row: the typed name ('AE' and 'UAE' spelled out), else the code's name. */
export function countryText(typed: string | null | undefined, code: string | null): string | null {
  const text = (typed ?? '').trim();
  if (!text) return countryName(code);
  return text.length <= 3 ? (countryName(countryCode(text)) ?? text) : text;
}
