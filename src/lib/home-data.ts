import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import type { HomeData } from '../shared/schemas/catalog.ts';
import * as queryRoots from './query-keys.ts';

/**
 * GET /api/home: specialities (with icons and specializations), services and languages. One
 * query for every page that needs them (home, the listing's filters and names, the doctor
 * forms), so one fetch serves them all. The key starts with 'home' so the persister keeps it
 * for offline visits (DESIGN §6).
 */
export const homeDataQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.home, 'data'],
    queryFn: ({ signal }) => apiFetch<HomeData>('/api/home', { signal }),
    staleTime: 5 * 60_000,
  });

export const useHomeData = () => useQuery(homeDataQueryOptions());
