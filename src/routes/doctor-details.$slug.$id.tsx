import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layout/placeholder-page.tsx';
import { DoctorDetailSkeleton } from '../components/ui/skeletons-doctors.tsx';
import { useT } from '../lib/i18n.ts';

/** Target of the 'Book Again' links on past bookings (001 §2). */
export const Route = createFileRoute('/doctor-details/$slug/$id')({
  component: DoctorDetailsPage,
});

function DoctorDetailsPage() {
  const t = useT();
  return (
    <PlaceholderPage
      title={t('page.detail.title')}
      breadcrumbLabel={t('page.detail.title')}
      skeleton={<DoctorDetailSkeleton />}
    />
  );
}
