import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { useT } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { cardBookAction } from '../../-components/card-book-action.tsx';
import { ListingView } from '../../../features/listing/components/listing-view.tsx';
import { prefetchListing } from '../../../features/listing/prefetch.ts';
import { useListingScope } from '../../../features/listing/use-listing-scope.ts';
import { useUpdateSearch } from '../../../features/listing/use-update-search.ts';
import { LISTING_SEARCH_DEFAULTS, parseListingSearch } from '../../../shared/listing/query.ts';
import { NOT_LISTING_SEGMENTS } from '../../../shared/ssr-paths.ts';


/** Doctor listing: /{speciality slug}/{location slug}?specializationId=…&filters (000 §2, §4). */
export const Route = createFileRoute('/$speciality/$location/')({
  validateSearch: { parse: parseListingSearch },
  search: { middlewares: [stripSearchParams(LISTING_SEARCH_DEFAULTS)] },
  beforeLoad: ({ params }) => {
    if (NOT_LISTING_SEGMENTS.has(params.speciality)) throw notFound();
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const id = deps.specializationId;
    // The server waits for the page's data, so it renders once (issue 40).
    if (import.meta.env.SSR) {
      const scope = { search: deps, specialityId: id, specialitySlug: params.speciality, location: params.location };
      return (await import('../../../features/listing/server-load.ts')).loadListingOnServer(context.queryClient, scope);
    }
    prefetchListing(context.queryClient, id ? { search: deps, location: params.location, specialityId: id } : null);
  },
  component: ListingPage,
});

function ListingPage() {
  const t = useT();
  const { speciality, location } = Route.useParams();
  const search = Route.useSearch();
  const update = useUpdateSearch(Route.useNavigate());
  const scope = useListingScope({
    search,
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
      description={scope.description}
      descriptionLabel={t('listing.about', scope.names)}
      bookAction={cardBookAction}
    />
  );
}
