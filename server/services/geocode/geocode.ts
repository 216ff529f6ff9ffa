import type { FastifyBaseLogger } from 'fastify';
import { t } from '../../../src/shared/i18n/format.ts';
import type { GeocodeInput, GeocodeResult } from '../../../src/shared/schemas/doctor-forms.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { countryText, resolvePlace } from './geocode-places.ts';
import { geocodeGoogle, geocodeNominatim, type RemotePlace } from './geocode-remote.ts';

export interface GeocodeDeps {
  db: Db;
  config: Pick<Config, 'GEOCODER' | 'GOOGLE_MAPS_KEY' | 'PUBLIC_URL'>;
  log: FastifyBaseLogger;
}

/** A street text worth geocoding: at least one run of two letters or digits ('12', 'Al Wasl'). */
const STREET_SHAPE = /[\p{L}\p{N}]{2,}/u;

const invalid = () => {
  const message = t('doctorRegister.addressInvalid');
  return badRequest(message, { address_one: message });
};

/**
 * POST /api/geocode (001 §4: step 3 continues only when the street address
 * geocodes). The default geocoder is the gazetteer: the street must look like
 * one and the city must be a known city, whose centre gives the coordinates.
 * The gazetteer knows cities, not streets, so its answer says so
 * (`precision: 'city'`) and the wizard asks the doctor to accept a city-level
 * pin instead of pretending the street was found. GEOCODER=nominatim or
 * google asks that service for the whole address (`precision: 'street'` when
 * it placed the street); any failure (no result, timeout, quota) is the same
 * inline message.
 */
export async function geocodeAddress(deps: GeocodeDeps, input: GeocodeInput): Promise<GeocodeResult> {
  const street = `${input.address_one} ${input.address_two}`.trim();
  if (!STREET_SHAPE.test(street)) throw invalid();

  let remote: RemotePlace | null = null;
  if (deps.config.GEOCODER !== 'gazetteer') {
    const query = [input.address_one, input.address_two, input.city, input.state, input.country].filter(Boolean).join(', ');
    try {
      remote =
        deps.config.GEOCODER === 'google'
          ? await geocodeGoogle(query, deps.config.GOOGLE_MAPS_KEY)
          : await geocodeNominatim(query, deps.config.PUBLIC_URL);
    } catch (error) {
      deps.log.warn({ err: error, geocoder: deps.config.GEOCODER }, 'geocoding failed');
      throw invalid();
    }
    if (!remote) throw invalid();
  } else if (!input.city) {
    throw invalid();
  }

  const place = await resolvePlace(deps.db, {
    city: remote?.city || input.city,
    state: remote?.state || input.state,
    country: remote?.countryCode || input.country,
    latitude: remote?.latitude ?? null,
    longitude: remote?.longitude ?? null,
  });
  if (!remote && !place.matched) throw invalid();
  if (place.latitude === null || place.longitude === null) throw invalid();
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    city: place.city,
    state: place.state,
    country: countryText(remote?.country || input.country, place.countryCode) ?? '',
    country_code: place.countryCode,
    city_slug: place.citySlug,
    time_zone: place.timeZone,
    precision: remote?.street ? 'street' : 'city',
  };
}
