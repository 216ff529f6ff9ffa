import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { DEFAULT_LOCATION_SLUG } from '../../../shared/constants.ts';
import { locationFromSlug } from '../../../shared/format/slug.ts';
import type { CitySuggestion } from '../../../shared/schemas/location.ts';

/** How many name matches to scan for the exact slug (a first word like 'new' or 'ras' is shared by many). */
const CANDIDATES = 20;

/**
 * The gazetteer city a location slug names, or null (default-location, or a
 * slug built from a street address). Only a real city becomes the listing's
 * city filter; otherwise the coordinates, when given, order the list.
 */
export async function resolveCity(slug: string, signal?: AbortSignal): Promise<string | null> {
  const name = locationFromSlug(slug);
  if (!name || slug === DEFAULT_LOCATION_SLUG) return null;
  // The city search matches name prefixes; hyphens in names ('Ras al-Khaimah') make the
  // slug's spaced form miss, so search by the first word and compare slugs.
  const firstWord = name.split(' ')[0]!;
  const cities = await apiFetch<CitySuggestion[]>('/api/cities', { query: { search: firstWord, limit: CANDIDATES }, signal });
  return (Array.isArray(cities) ? cities : []).find((c) => c.city_slug === slug)?.city ?? null;
}

export const cityQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['listing', 'city', slug] as const,
    queryFn: ({ signal }) => resolveCity(slug, signal),
    // Gazetteer cities do not change while the app runs.
    staleTime: Infinity,
  });
