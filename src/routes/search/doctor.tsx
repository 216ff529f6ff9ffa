import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { field, positiveIdParam, searchObject, text } from '../../lib/search-params.ts';
import { DEFAULT_LOCATION_SLUG } from '../../shared/constants.ts';
import { locationSlug } from '../../shared/format/slug.ts';
import { LISTING_SEARCH_DEFAULTS, parseListingSearch } from '../../shared/listing/query.ts';
import { cardBookAction } from '../-components/card-book-action.tsx';
import { ListingView } from '../../features/listing/components/listing-view.tsx';
import { prefetchListing } from '../../features/listing/prefetch.ts';
import { useListingScope } from '../../features/listing/use-listing-scope.ts';
import { useUpdateSearch } from '../../features/listing/use-update-search.ts';

const searchOwn = searchObject({
  SID: positiveIdParam,
  /** A hyphenated city ('new-delhi'); anything else is made into one, empty means default-location. */
  location: text((v) => locationSlug(String(v)), DEFAULT_LOCATION_SLUG),
  speciality: field((v) => (typeof v === 'string' ? v.trim().toLowerCase().slice(0, 100) || undefined : undefined)),
});

/** The listing's params plus the search page's own. */
const searchDoctorSchema = { parse: (raw: unknown) => ({ ...parseListingSearch(raw), ...searchOwn.parse(raw) }) };

/** Search doctors (000 §2): ?SID=&location=&speciality= plus the listing's filters. */
export const Route = createFileRoute('/search/doctor')({
  validateSearch: searchDoctorSchema,
  search: { middlewares: [stripSearchParams({ ...LISTING_SEARCH_DEFAULTS, location: DEFAULT_LOCATION_SLUG })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const id = deps.SID ?? deps.specializationId;
    // The server waits for the page's data, so it renders once (issue 40).
    if (import.meta.env.SSR) {
      const slug = deps.speciality ? locationSlug(deps.speciality) : undefined;
      return (await import('../../features/listing/server-load.ts')).loadListingOnServer(context.queryClient, { search: deps, specialityId: id, specialitySlug: slug, location: deps.location });
    }
    prefetchListing(context.queryClient, id ? { search: deps, location: deps.location, specialityId: id } : null);
  },
  component: SearchDoctorsPage,
});

function SearchDoctorsPage() {
  const t = useT();
  const search = Route.useSearch();
  const update = useUpdateSearch<typeof search>(Route.useNavigate());
  const scope = useListingScope({
    search,
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
      description={scope.description}
      descriptionLabel={t('listing.about', scope.names)}
      bookAction={cardBookAction}
    />
  );
}
