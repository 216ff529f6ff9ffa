import type { SearchResult } from '../../shared/schemas/catalog.ts';

export interface SearchPlace {
  /** The location URL segment (see savedLocationSlug). */
  slug: string;
  latitude?: number;
  longitude?: number;
}

/** Service results are not shown in the top search (000 §2). */
export const visibleResults = (results: readonly SearchResult[]) => results.filter((r) => r.type !== 'service');

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Where choosing a result goes (000 §2 route map): a speciality opens its listing
 * with the visitor's coordinates; a doctor opens the detail page under the slug of
 * their first specialization. Null for results that lead nowhere (services).
 */
export function searchResultHref(result: SearchResult, place: SearchPlace): string | null {
  const location = encodeURIComponent(place.slug);
  if (result.type === 'speciality') {
    return `/${encodeURIComponent(result.slug)}/${location}${query({
      specializationId: result.id,
      latitude: place.latitude,
      longitude: place.longitude,
    })}`;
  }
  if (result.type === 'doctor') {
    const speciality = result.details?.specializations?.[0]?.slug || 'doctor';
    return `/${encodeURIComponent(speciality)}/${location}/doctor/dr-${encodeURIComponent(result.slug)}${query({
      doctorId: result.id,
      isSearch: 'true',
    })}`;
  }
  return null;
}
