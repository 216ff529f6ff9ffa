import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import { listingRequestBody, type ListingSearch } from '../../../shared/listing/query.ts';
import type { ListingResponse } from '../../../shared/schemas/listing.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

export type DoctorListing = Omit<ListingResponse, 'success'>;

export interface DoctorsQueryInput {
  search: ListingSearch;
  /** The location segment of the URL (or the search page's location); the server resolves it. */
  location: string;
  specialityId: number | undefined;
}

/** POST /api/doctors (000 §7): the page of cards plus last_page, total, the city the location names and the fee bands' currency. */
export async function fetchDoctors(input: DoctorsQueryInput, signal?: AbortSignal): Promise<DoctorListing> {
  const body = listingRequestBody(input.search, input);
  const envelope = (await apiFetchEnvelope<DoctorListing['data']>('/api/doctors', { method: 'POST', body, signal })) as Partial<ListingResponse>;
  const data = Array.isArray(envelope.data) ? envelope.data : [];
  return {
    data,
    last_page: Math.max(1, envelope.last_page ?? 1),
    total: envelope.total ?? data.length,
    total_capped: envelope.total_capped === true,
    city: envelope.city ?? null,
    // An answer cached before the field existed has none: the bands then show without a sign.
    currency: envelope.currency ?? null,
  };
}

/**
 * Keyed by the validated (normalised) search params, so back/forward finds the
 * exact page again and the 'listing' root keeps opened pages for offline use.
 */
export const doctorsQueryOptions = (input: DoctorsQueryInput) =>
  queryOptions({
    queryKey: [queryRoots.listing, 'doctors', { location: input.location, specialityId: input.specialityId ?? null, search: input.search }] as const,
    queryFn: ({ signal }) => fetchDoctors(input, signal),
  });

/** The listing, keeping the previous page on screen while the next one loads. */
export function useDoctors(input: DoctorsQueryInput, enabled = true) {
  return useQuery({ ...doctorsQueryOptions(input), placeholderData: keepPreviousData, enabled });
}
