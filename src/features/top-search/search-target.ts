import type { SearchResult } from '../../shared/schemas/catalog.ts';
import { doctorPath, listingPath } from '../../shared/urls.ts';

export interface SearchPlace {
  /** The location URL segment (see savedLocationSlug). */
  slug: string;
  latitude?: number;
  longitude?: number;
}

/** Service results are not shown in the top search (000 §2). */
export const visibleResults = (results: readonly SearchResult[]) => results.filter((r) => r.type !== 'service');

/**
 * Where choosing a result goes (000 §2 route map): a speciality opens its listing
 * with the visitor's coordinates; a doctor opens the detail page under the slug of
 * their first specialization. Null for results that lead nowhere (services).
 */
export function searchResultHref(result: SearchResult, place: SearchPlace): string | null {
  if (result.type === 'speciality') {
    return listingPath(result.slug, place.slug, { specializationId: result.id, latitude: place.latitude, longitude: place.longitude });
  }
  if (result.type === 'doctor') {
    const speciality = result.details?.specializations?.[0];
    return doctorPath({ id: result.id, slug: result.slug, speciality, city_slug: place.slug }, { isSearch: 'true' });
  }
  return null;
}
