import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import type { CitySuggestion } from '../shared/schemas/location.ts';
import * as queryRoots from './query-keys.ts';

/** GET /api/cities: gazetteer cities (ae, us, in, gb, ca, au only) whose name starts with the text. */
export async function fetchCitySuggestions(search: string, signal?: AbortSignal): Promise<CitySuggestion[]> {
  const data = await apiFetch<CitySuggestion[]>('/api/cities', { query: { search }, signal });
  return Array.isArray(data) ? data : [];
}

export const citySuggestionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [queryRoots.cities, search.trim().toLowerCase()],
    queryFn: ({ signal }) => fetchCitySuggestions(search.trim(), signal),
    enabled: search.trim() !== '',
    // The gazetteer does not change while the app is open.
    staleTime: 60 * 60_000,
  });

/** Suggestions for the (debounced) text; the previous list stays while the next one loads. */
export function useCitySuggestions(search: string) {
  return useQuery({ ...citySuggestionsQueryOptions(search), placeholderData: keepPreviousData });
}
