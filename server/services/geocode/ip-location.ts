import net from 'node:net';
import { createRequire } from 'node:module';
import type { Db } from '../../db/client.ts';
import type { IpLocation } from '../../../src/shared/schemas/location.ts';
import { DEFAULT_CITY } from '../../../src/shared/constants.ts';
import { dialCodeOf } from '../../../src/shared/dial-codes.ts';
import { cityBySlug, nearestCity } from './cities.ts';

interface GeoIpLookup {
  lookup(ip: string): { country: string; region: string; city: string; ll: [number, number] } | null;
}

let geoip: GeoIpLookup | null | undefined;

/** geoip-lite reads ~100 MB of tables at load, so it is loaded on first use only. */
function geoipModule(): GeoIpLookup | null {
  if (geoip === undefined) {
    try {
      geoip = createRequire(import.meta.url)('geoip-lite') as GeoIpLookup;
    } catch {
      geoip = null;
    }
  }
  return geoip;
}

const PRIVATE_V4 = [/^10\./, /^127\./, /^169\.254\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^0\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

export function isPrivateAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4)) return PRIVATE_V4.some((re) => re.test(v4));
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
}

/** The visitor's city from their address; Dubai when the address is private or unknown. */
export async function locateIp(db: Db, ip: string): Promise<IpLocation> {
  const hit = isPrivateAddress(ip) ? null : geoipModule()?.lookup(ip.replace(/^::ffff:/, '')) ?? null;
  if (hit && hit.ll && (hit.ll[0] !== 0 || hit.ll[1] !== 0)) {
    const city = await nearestCity(db, hit.ll[0], hit.ll[1]);
    if (city) {
      return {
        ...city,
        // A state named like its city ('Dubai, Dubai') is left out.
        address: [city.city, city.state !== city.city ? city.state : null].filter(Boolean).join(', '),
        postal_code: null,
        country_calling_code: dialCodeOf(hit.country),
        source: 'ip',
      };
    }
  }
  const dubai = (await cityBySlug(db, 'dubai')) ?? {
    city: DEFAULT_CITY, city_slug: 'dubai', state: 'Dubai', country: 'ae', latitude: 25.07725, longitude: 55.30927,
  };
  return { ...dubai, address: `${dubai.city}, United Arab Emirates`, postal_code: null, country_calling_code: '+971', source: 'default' };
}
