import { TILES_COLLAPSED } from '../../shared/constants.ts';
import { savedLocationCoordinates, savedLocationSlug } from '../../lib/location/location-url.ts';
import type { SavedLocation } from '../../lib/location/saved-location.ts';
import { listingPath } from '../../shared/urls.ts';

/** The first 10 tiles, or all of them once expanded (000 §4 Tiles). */
export function visibleTiles<T>(all: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? all : all.slice(0, TILES_COLLAPSED);
}

/** 'See all' / 'Hide All' appears only with more than 10 specialities. */
export const hasMoreTiles = (count: number) => count > TILES_COLLAPSED;

/**
 * A tile opens /{speciality slug}/{slug of the saved address, or default-location}
 * with specializationId and the saved location's latitude and longitude (000 §2).
 */
export function tileHref(speciality: { id: number; slug: string }, saved: SavedLocation | null): string {
  return listingPath(speciality.slug, savedLocationSlug(saved), { specializationId: speciality.id, ...savedLocationCoordinates(saved) });
}
