import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { HomeData } from '../../../shared/schemas/catalog.ts';

/** GET /api/home: specialities (with icons and specializations), services and languages. */
export function fetchHomeData(signal?: AbortSignal): Promise<HomeData> {
  return apiFetch<HomeData>('/api/home', { signal });
}

/** Key starts with 'home' so the persister keeps it for offline visits (DESIGN §6). */
export const homeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'data'],
    queryFn: ({ signal }) => fetchHomeData(signal),
    staleTime: 5 * 60_000,
  });

export const useHomeData = () => useQuery(homeDataQueryOptions());
