import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { ResultsListSkeleton } from '../../components/ui/skeletons-doctors.tsx';
import { DEFAULT_CITY } from '../../shared/constants.ts';
import { locationFromSlug } from '../../shared/format/location-slug.ts';
import { useT } from '../../lib/i18n.ts';

/** Search doctors (000 §2). Query: SID, location (hyphenated city), speciality, plus filters. */
export const Route = createFileRoute('/search/doctor')({
  validateSearch: (search: Record<string, unknown>): { location?: string } =>
    typeof search.location === 'string' && search.location ? { location: search.location } : {},
  component: SearchDoctorsPage,
});

function SearchDoctorsPage() {
  const t = useT();
  const { location } = Route.useSearch();
  const city = (location && locationFromSlug(location)) || DEFAULT_CITY;
  return (
    <PlaceholderPage
      title={t('page.search.heading')}
      documentTitle={t('page.search.title', { location: city })}
      skeleton={<ResultsListSkeleton />}
    />
  );
}
