import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { DoctorCard } from '../../../shared/schemas/doctor.ts';
import { doctorsRequestBody } from '../listing-request.ts';
import type { ListingSearch } from '../listing-search.ts';
import { cityQueryOptions } from './resolve-city.ts';

export interface DoctorListing {
  data: DoctorCard[];
  last_page: number;
  total: number;
  /** The server stops counting at 1000 ("1000+"). */
  total_capped: boolean;
}

export interface DoctorsQueryInput {
  search: ListingSearch;
  /** The location segment of the URL (or the search page's location). */
  location: string;
  specialityId: number | undefined;
}

/** POST /api/doctors (000 §7): the page of cards plus last_page and total. */
export async function fetchDoctors(body: ReturnType<typeof doctorsRequestBody>, signal?: AbortSignal): Promise<DoctorListing> {
  const envelope = await apiFetchEnvelope<DoctorCard[]>('/api/doctors', { method: 'POST', body, signal });
  const data = Array.isArray(envelope.data) ? envelope.data : [];
  return {
    data,
    last_page: Math.max(1, envelope.last_page ?? 1),
    total: envelope.total ?? data.length,
    total_capped: (envelope as { total_capped?: boolean }).total_capped === true,
  };
}

/**
 * Keyed by the validated (normalised) search params, so back/forward finds the
 * exact page again and the 'listing' root keeps opened pages for offline use.
 * The city the location names is resolved first (cached for good).
 */
export const doctorsQueryOptions = ({ search, location, specialityId }: DoctorsQueryInput) =>
  queryOptions({
    queryKey: ['listing', 'doctors', { location, specialityId: specialityId ?? null, search }] as const,
    queryFn: async ({ client, signal }) => {
      const city = await client.query(cityQueryOptions(location));
      return fetchDoctors(doctorsRequestBody(search, { specialityId, city }), signal);
    },
  });

/** The listing, keeping the previous page on screen while the next one loads. */
export function useDoctors(input: DoctorsQueryInput, enabled = true) {
  return useQuery({ ...doctorsQueryOptions(input), placeholderData: keepPreviousData, enabled });
}
