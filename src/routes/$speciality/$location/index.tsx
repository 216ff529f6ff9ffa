import { createFileRoute, notFound } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page.tsx';
import { ListingSkeleton } from '../../../components/ui/skeletons-doctors.tsx';
import { DEFAULT_CITY } from '../../../shared/constants.ts';
import { capitalizeWords } from '../../../shared/format/display-name.ts';
import { locationFromSlug } from '../../../shared/format/location-slug.ts';
import { useT } from '../../../lib/i18n.ts';

/** Doctor listing: /{speciality slug}/{location slug} (000 §2). */
/**
 * First segments that belong to other areas: '/doctor/unknown' or '/search/unknown' is a
 * page that does not exist, not a listing of a "doctor" speciality.
 */
const RESERVED = new Set(['doctor', 'search', 'claim-profile', 'reclaim-profile', 'add-review', 'doctor-details']);

export const Route = createFileRoute('/$speciality/$location/')({
  beforeLoad: ({ params }) => {
    if (RESERVED.has(params.speciality)) throw notFound();
  },
  component: ListingPage,
});

function ListingPage() {
  const t = useT();
  const { speciality, location } = Route.useParams();
  const names = {
    speciality: capitalizeWords(speciality.replace(/-+/g, ' ')),
    location: locationFromSlug(location) ?? DEFAULT_CITY,
  };
  return (
    <PlaceholderPage
      title={t('page.listing.heading', names)}
      documentTitle={t('page.listing.title', names)}
      skeleton={<ListingSkeleton />}
    />
  );
}
