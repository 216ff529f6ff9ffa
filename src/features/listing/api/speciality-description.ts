import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SpecialityDescriptionRequest } from '../../../shared/schemas/seo.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** POST /api/speciality-description: the rich text under the results, sanitised by the server. */
export const specialityDescriptionQueryOptions = (body: SpecialityDescriptionRequest) =>
  queryOptions({
    queryKey: [queryRoots.listing, 'description', body] as const,
    queryFn: ({ signal }) => apiFetch<{ description: string }>('/api/speciality-description', { method: 'POST', body, signal }),
    staleTime: 10 * 60_000,
  });

export function useSpecialityDescription(body: SpecialityDescriptionRequest | null) {
  return useQuery({
    ...specialityDescriptionQueryOptions(body ?? { speciality_id: 0 }),
    enabled: body !== null,
  });
}
