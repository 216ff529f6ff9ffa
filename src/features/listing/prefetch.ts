import type { QueryClient } from '@tanstack/react-query';
import { doctorsQueryOptions, type DoctorsQueryInput } from './api/doctors.ts';
import { homeDataQueryOptions } from '../../lib/home-data.ts';
import { settleQueries } from '../../lib/server-data.ts';
import type { ListingSearch } from '../../shared/listing/query.ts';
import { listingSeoQueryOptions } from './api/listing-seo.ts';
import { specialityDescriptionQueryOptions } from './api/speciality-description.ts';

const ignore = () => undefined;

/**
 * Route loaders start the listing's requests (also on link hover) without
 * holding the page back: the page shows its skeleton, or the previous
 * results, until they land. Failures surface in the page's own queries.
 */
export function prefetchListing(client: QueryClient, input: DoctorsQueryInput | null): void {
  void client.query(homeDataQueryOptions()).catch(ignore);
  if (input) void client.query(doctorsQueryOptions(input)).catch(ignore);
}

/**
 * The server's listing loader (issue 40): the catalog first (a URL without specializationId names its
 * speciality by slug), then the queries useListingScope and the list read, with the same keys, so the
 * page renders once with all of them.
 */
export async function loadListingOnServer(
  client: QueryClient,
  scope: { search: ListingSearch; specialityId: number | undefined; specialitySlug: string | undefined; location: string },
): Promise<void> {
  const { search, location } = scope;
  let specialityId = scope.specialityId;
  if (specialityId === undefined && scope.specialitySlug) {
    const home = await client.ensureQueryData(homeDataQueryOptions()).catch(() => undefined);
    specialityId = home?.specialities.find((s) => s.slug === scope.specialitySlug)?.id;
  }
  const body = specialityId !== undefined ? { speciality_id: specialityId, location, latitude: search.latitude ?? null, longitude: search.longitude ?? null } : null;
  await settleQueries([
    client.ensureQueryData(homeDataQueryOptions()),
    client.ensureQueryData(doctorsQueryOptions({ search, location, specialityId })),
    client.ensureQueryData(listingSeoQueryOptions(specialityId, location)),
    ...(body ? [client.ensureQueryData(specialityDescriptionQueryOptions(body))] : []),
  ]);
}
