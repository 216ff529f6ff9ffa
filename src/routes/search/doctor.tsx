import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { field, searchObject, text } from '../../lib/search-params.ts';
import { DEFAULT_LOCATION_SLUG } from '../../shared/constants.ts';
import { locationSlug } from '../../shared/format/slug.ts';
import { cardBookAction } from '../-components/card-book-action.tsx';
import { ListingView } from '../../features/listing/components/listing-view.tsx';
import type { UpdateSearch } from '../../features/listing/components/listing-types.ts';
import { LISTING_SEARCH_DEFAULTS, listingSearchShape, positiveId } from '../../features/listing/listing-search.ts';
import { prefetchListing } from '../../features/listing/prefetch.ts';
import { useListingScope } from '../../features/listing/use-listing-scope.ts';

/** A hyphenated city ('new-delhi'); anything else is made into one, empty means default-location. */
const slugParam = text((v) => locationSlug(String(v)), DEFAULT_LOCATION_SLUG);

const searchDoctorSchema = searchObject({
  ...listingSearchShape,
  SID: positiveId,
  location: slugParam,
  speciality: field((v) => (typeof v === 'string' ? v.trim().toLowerCase().slice(0, 100) || undefined : undefined)),
});

/** Search doctors (000 §2): ?SID=&location=&speciality= plus the listing's filters. */
export const Route = createFileRoute('/search/doctor')({
  validateSearch: searchDoctorSchema,
  search: { middlewares: [stripSearchParams({ ...LISTING_SEARCH_DEFAULTS, location: DEFAULT_LOCATION_SLUG })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const id = deps.SID ?? deps.specializationId;
    prefetchListing(context.queryClient, id ? { search: deps, location: deps.location, specialityId: id } : null);
  },
  component: SearchDoctorsPage,
});

function SearchDoctorsPage() {
  const t = useT();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const update = useCallback<UpdateSearch>(
    (next, options) => void navigate({ search: (prev) => ({ ...prev, ...next(prev) }), replace: options?.replace, resetScroll: false }),
    [navigate],
  );
  const scope = useListingScope({
    specialityId: search.SID ?? search.specializationId,
    specialitySlug: search.speciality ? locationSlug(search.speciality) : undefined,
    location: search.location,
    latitude: search.latitude,
    longitude: search.longitude,
  });
  usePageMeta(t('page.search.title', { location: scope.names.location }), t('seo.search.description', { location: scope.names.location }));
  return (
    <ListingView
      search={search}
      update={update}
      heading={scope.hasSpeciality ? t('page.listing.heading', scope.names) : t('page.search.heading')}
      breadcrumbs={scope.hasSpeciality ? [scope.names.speciality, scope.names.location] : [t('page.search.heading'), scope.names.location]}
      ready={scope.ready}
      location={search.location}
      specialityId={scope.specialityId}
      segments={{ speciality: 'doctors', location: search.location }}
      description={scope.description}
      descriptionLabel={t('listing.about', scope.names)}
      bookAction={cardBookAction}
    />
  );
}
