import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import type { Insurer } from '../shared/schemas/insurance.ts';
import * as queryRoots from './query-keys.ts';

/**
 * GET /api/insurers: the insurance catalog (issue 41) for the doctor's Insurance section and the
 * listing's Insurance filter. Under the 'home' root like the rest of the catalog, so the persister
 * keeps it for offline visits.
 */
export const insurersQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.home, 'insurers'],
    queryFn: ({ signal }) => apiFetch<Insurer[]>('/api/insurers', { signal }),
    staleTime: 5 * 60_000,
  });

export const useInsurers = () => useQuery(insurersQueryOptions());

/** The catalog's country of a stored country name ('United Arab Emirates', 'India'); undefined if neither. */
export function insurerCountryOf(country: string | null | undefined): Insurer['country'] | undefined {
  const name = (country ?? '').trim().toLowerCase();
  if (name === 'india' || name === 'in') return 'in';
  if (name === 'united arab emirates' || name === 'uae' || name === 'ae') return 'ae';
  return undefined;
}
