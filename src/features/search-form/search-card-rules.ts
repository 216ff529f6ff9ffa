import { locationSlug } from '../../shared/format/slug.ts';
import { dialCodeOf } from '../../shared/dial-codes.ts';
import type { CitySuggestion } from '../../shared/schemas/location.ts';
import { savedLocationCoordinates, savedLocationSlug } from '../../lib/location/location-url.ts';
import type { SavedLocation } from '../../lib/location/saved-location.ts';
import { listingPath } from '../../shared/urls.ts';

export interface SearchCardErrors {
  speciality: boolean;
  location: boolean;
}

/**
 * 000 §5: no speciality is an error; the location is an error only when the typed
 * text and the saved address are both empty (the saved one is used otherwise).
 */
export function validateSearchCard(input: { specialityId: number | null; typed: string; savedAddress: string | null | undefined }): SearchCardErrors {
  return {
    speciality: input.specialityId === null,
    location: !input.typed.trim() && !input.savedAddress?.trim(),
  };
}

export const hasErrors = (errors: SearchCardErrors) => errors.speciality || errors.location;

/** A gazetteer city as the saved visitor location; the city name is the address shown in the card. */
export function cityToSavedLocation(city: CitySuggestion, previous: SavedLocation | null): SavedLocation {
  return {
    address: city.city,
    city: city.city,
    state: city.state,
    country: city.country,
    postal_code: null,
    lat: city.latitude,
    lng: city.longitude,
    country_calling_code: dialCodeOf(city.country) ?? previous?.country_calling_code ?? null,
  };
}

export interface SearchCardTarget {
  href: string;
  /** The location to remember for the next visit; null when the visitor typed a place we could not resolve. */
  save: SavedLocation | null;
}

/**
 * Where Submit goes: a picked city gives its slug and coordinates; text typed without
 * picking gives its slug only (the listing resolves it); no text uses the saved location.
 */
export function searchCardTarget(input: {
  speciality: { id: number; slug: string };
  typed: string;
  picked: CitySuggestion | null;
  saved: SavedLocation | null;
}): SearchCardTarget {
  const { speciality, typed, picked, saved } = input;
  const text = typed.trim();
  if (picked && text === picked.city) {
    return {
      href: listingPath(speciality.slug, locationSlug(picked.city), {
        specializationId: speciality.id,
        latitude: picked.latitude,
        longitude: picked.longitude,
      }),
      save: cityToSavedLocation(picked, saved),
    };
  }
  if (text) return { href: listingPath(speciality.slug, locationSlug(text), { specializationId: speciality.id }), save: null };
  return {
    href: listingPath(speciality.slug, savedLocationSlug(saved), { specializationId: speciality.id, ...savedLocationCoordinates(saved) }),
    save: null,
  };
}
