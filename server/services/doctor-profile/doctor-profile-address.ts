import type { AddressText } from '../../../src/shared/schemas/parts.ts';
import type { Db } from '../../db/client.ts';
import { countryText, resolvePlace } from '../geocode/geocode-places.ts';

export interface AddressInput extends AddressText {
  latitude: number | null;
  longitude: number | null;
}

/**
 * The doctors-row columns of an address: the typed lines, the gazetteer's
 * city slug (listing URLs), coordinates (the geocoded ones, else the city
 * centre) and the time zone the doctor's online times are read in.
 */
export async function addressColumnsOf(db: Pick<Db, 'execute'>, input: AddressInput) {
  const place = await resolvePlace(db, {
    city: input.city,
    state: input.state,
    country: input.country,
    latitude: input.latitude,
    longitude: input.longitude,
  });
  return {
    addressOne: input.address_one || null,
    addressTwo: input.address_two || null,
    city: place.city,
    state: input.state || place.state,
    country: countryText(input.country, place.countryCode),
    postalCode: input.postal_code || null,
    latitude: place.latitude,
    longitude: place.longitude,
    citySlug: place.citySlug,
    timeZone: place.timeZone,
  };
}
