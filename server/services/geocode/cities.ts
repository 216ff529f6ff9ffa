import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CitySuggestion } from '../../../src/shared/schemas/location.ts';
import { likeEscape } from '../common/like.ts';

/** A gazetteer row as the city queries read it. */
export interface CityRow {
  name: string;
  slug: string;
  state: string | null;
  country: string;
  latitude: number;
  longitude: number;
}

const toSuggestion = (r: CityRow): CitySuggestion => ({
  city: r.name,
  city_slug: r.slug,
  state: r.state,
  country: r.country,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
});

/** Cities whose name starts with the text, largest first (prefix index on lower(name)). */
export async function searchCities(db: Db, text: string, limit: number, country?: string): Promise<CitySuggestion[]> {
  const prefix = `${likeEscape(text.trim().toLowerCase())}%`;
  const result = await db.execute(sql`
    select name, slug, state, country, latitude, longitude from cities
    where lower(name) like ${prefix} ${country ? sql`and country = ${country}` : sql``}
    order by population desc limit ${limit}`);
  return (result.rows as unknown as CityRow[]).map(toSuggestion);
}

/**
 * The city a position belongs to: the nearest town of some size (so a point
 * in a suburb resolves to the city people would name), else the nearest one.
 */
export async function nearestCity(db: Db, latitude: number, longitude: number): Promise<CitySuggestion | null> {
  const result = await db.execute(sql`
    select name, slug, state, country, latitude, longitude, population,
           point(longitude, latitude) <-> point(${longitude}, ${latitude}) as distance
    from cities order by point(longitude, latitude) <-> point(${longitude}, ${latitude}) limit 25`);
  const candidates = result.rows as unknown as (CityRow & { population: number; distance: number })[];
  if (!candidates.length) return null;
  const nearest = candidates[0]!;
  // ~0.3 degrees is about 30 km: close enough to belong to a large city.
  const large = candidates.find((c) => Number(c.population) >= 100_000 && Number(c.distance) <= 0.3);
  return toSuggestion(large ?? nearest);
}

export async function cityBySlug(db: Db, slug: string): Promise<CitySuggestion | null> {
  const result = await db.execute(sql`
    select name, slug, state, country, latitude, longitude from cities where slug = ${slug}
    order by population desc limit 1`);
  const row = result.rows[0] as CityRow | undefined;
  return row ? toSuggestion(row) : null;
}
