import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/layout/placeholder-page.tsx';
import { DoctorDetailSkeleton } from '../../../../components/ui/skeletons-doctors.tsx';
import { useT } from '../../../../lib/i18n.ts';

/** Doctor detail: /{speciality}/{location}/doctor/dr-{doctor slug}?doctorId=…&isSearch=true (000 §2). */
export const Route = createFileRoute('/$speciality/$location/doctor/dr-{$doctorSlug}')({
  component: DoctorDetailPage,
});

function DoctorDetailPage() {
  const t = useT();
  return (
    <PlaceholderPage
      title={t('page.detail.title')}
      breadcrumbLabel={t('page.detail.title')}
      skeleton={<DoctorDetailSkeleton />}
    />
  );
}
