import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { AllSeosRequest, PageSeo } from '../../../shared/schemas/seo.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** POST /api/all-seos for page type 'Doctor Listing': title, description, canonical and main_description. */
export const listingSeoQueryOptions = (specialityId: number | undefined, location: string) => {
  const body: AllSeosRequest = { page_type: 'Doctor Listing', location };
  if (specialityId) body.speciality_id = specialityId;
  return queryOptions({
    queryKey: [queryRoots.listing, 'seo', body] as const,
    queryFn: ({ signal }) => apiFetch<PageSeo>('/api/all-seos', { method: 'POST', body, signal }),
    staleTime: 10 * 60_000,
  });
};

export function useListingSeo(specialityId: number | undefined, location: string) {
  return useQuery(listingSeoQueryOptions(specialityId, location));
}
