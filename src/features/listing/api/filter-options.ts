import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { HomeData } from '../../../shared/schemas/catalog.ts';

/**
 * GET /api/home: the specialities and languages the filters offer. Same key and
 * shape as the home page's call, so one fetch serves both (and it is persisted).
 */
export const homeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['home'] as const,
    queryFn: ({ signal }) => apiFetch<HomeData>('/api/home', { signal }),
    staleTime: 5 * 60_000,
  });

export function useFilterOptions() {
  return useQuery(homeDataQueryOptions());
}
