import type { QueryClient } from '@tanstack/react-query';
import { doctorsQueryOptions } from './api/doctors.ts';
import { listingSeoQueryOptions } from './api/listing-seo.ts';
import { specialityDescriptionQueryOptions } from './api/speciality-description.ts';
import { homeDataQueryOptions } from '../../lib/home-data.ts';
import { insurersQueryOptions } from '../../lib/insurers.ts';
import { settleQueries } from '../../lib/server-data.ts';
import type { ListingSearch } from '../../shared/listing/query.ts';

// Imported only by the server branch of the listing routes' loaders (`await import(…)` under
// `import.meta.env.SSR`), so none of it is in the browser's first download.

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
    // The Insurance filter's options (issue 41), as prefetchListing warms them in the browser.
    client.ensureQueryData(insurersQueryOptions()),
    client.ensureQueryData(doctorsQueryOptions({ search, location, specialityId })),
    client.ensureQueryData(listingSeoQueryOptions(specialityId, location)),
    ...(body ? [client.ensureQueryData(specialityDescriptionQueryOptions(body))] : []),
  ]);
}
