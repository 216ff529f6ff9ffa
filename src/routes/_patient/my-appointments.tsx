import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { AppointmentListSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_patient/my-appointments')({
  component: MyBookingsPage,
});

function MyBookingsPage() {
  const t = useT();
  return <PlaceholderPage title={t('page.myBookings.title')} breadcrumbLabel={t('page.myBookings.title')} skeleton={<AppointmentListSkeleton />} />;
}
