import type { QueryClient } from '@tanstack/react-query';
import { doctorsQueryOptions, type DoctorsQueryInput } from './api/doctors.ts';
import { homeDataQueryOptions } from '../../lib/home-data.ts';
import { insurersQueryOptions } from '../../lib/insurers.ts';

const ignore = () => undefined;

/**
 * Route loaders start the listing's requests (also on link hover) without
 * holding the page back: the page shows its skeleton, or the previous
 * results, until they land. Failures surface in the page's own queries.
 */
export function prefetchListing(client: QueryClient, input: DoctorsQueryInput | null): void {
  void client.query(homeDataQueryOptions()).catch(ignore);
  void client.query(insurersQueryOptions()).catch(ignore);
  if (input) void client.query(doctorsQueryOptions(input)).catch(ignore);
}
