import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { cardBookAction } from '../../-components/card-book-action.tsx';
import { ListingView } from '../../../features/listing/components/listing-view.tsx';
import type { UpdateSearch } from '../../../features/listing/components/listing-types.ts';
import { LISTING_SEARCH_DEFAULTS, listingSearchSchema } from '../../../features/listing/listing-search.ts';
import { prefetchListing } from '../../../features/listing/prefetch.ts';
import { useListingScope } from '../../../features/listing/use-listing-scope.ts';

/**
 * First segments that belong to other areas: '/doctor/unknown' or '/search/unknown' is a
 * page that does not exist, not a listing of a "doctor" speciality.
 */
const RESERVED = new Set(['doctor', 'search', 'claim-profile', 'reclaim-profile', 'add-review', 'doctor-details']);

/** Doctor listing: /{speciality slug}/{location slug}?specializationId=…&filters (000 §2, §4). */
export const Route = createFileRoute('/$speciality/$location/')({
  validateSearch: listingSearchSchema,
  search: { middlewares: [stripSearchParams(LISTING_SEARCH_DEFAULTS)] },
  beforeLoad: ({ params }) => {
    if (RESERVED.has(params.speciality)) throw notFound();
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const id = deps.specializationId;
    prefetchListing(context.queryClient, id ? { search: deps, location: params.location, specialityId: id } : null);
  },
  component: ListingPage,
});

function ListingPage() {
  const t = useT();
  const { speciality, location } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const update = useCallback<UpdateSearch>(
    (next, options) => void navigate({ search: (prev) => ({ ...prev, ...next(prev) }), replace: options?.replace, resetScroll: false }),
    [navigate],
  );
  const scope = useListingScope({
    specialityId: search.specializationId,
    specialitySlug: speciality,
    location,
    latitude: search.latitude,
    longitude: search.longitude,
  });
  usePageMeta(
    scope.seo?.title || t('page.listing.title', scope.names),
    scope.seo?.description || t('seo.listing.description', scope.names),
    scope.seo?.canonical_url,
  );
  return (
    <ListingView
      search={search}
      update={update}
      heading={t('page.listing.heading', scope.names)}
      breadcrumbs={[scope.names.speciality, scope.names.location]}
      ready={scope.ready}
      location={location}
      specialityId={scope.specialityId}
      segments={{ speciality, location }}
      description={scope.description}
      descriptionLabel={t('listing.about', scope.names)}
      bookAction={cardBookAction}
    />
  );
}
