import { locationSlug } from '../../shared/format/slug.ts';
import type { SavedLocation } from './saved-location.ts';

type Located = Pick<SavedLocation, 'address' | 'city' | 'lat' | 'lng'> | null | undefined;

/**
 * The location segment of listing and doctor URLs for the saved location: its
 * address, else its city, else default-location (000 §2 "Location slug").
 */
export function savedLocationSlug(location: Located): string {
  return locationSlug(location?.address?.trim() ? location.address : location?.city);
}

/** latitude/longitude query values of the saved location; empty when none is saved. */
export function savedLocationCoordinates(location: Located): { latitude?: number; longitude?: number } {
  if (!location || !Number.isFinite(location.lat) || !Number.isFinite(location.lng)) return {};
  return { latitude: location.lat, longitude: location.lng };
}
