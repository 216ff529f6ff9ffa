import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { PageSeo } from '../../../shared/schemas/seo.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** POST /api/all-seos for page type Home (000 §2 "On entry the page loads its search-engine data"). */
export function fetchHomeSeo(signal?: AbortSignal): Promise<PageSeo> {
  return apiFetch<PageSeo>('/api/all-seos', { method: 'POST', body: { page_type: 'Home' }, signal });
}

export const homeSeoQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.home, 'seo'],
    queryFn: ({ signal }) => fetchHomeSeo(signal),
    staleTime: 60 * 60_000,
  });

export const useHomeSeo = () => useQuery(homeSeoQueryOptions());
