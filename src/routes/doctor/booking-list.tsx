import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { AppointmentListSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/doctor/booking-list')({
  component: BookingListPage,
});

function BookingListPage() {
  const t = useT();
  return <PlaceholderPage contained={false} title={t('portal.bookingList')} skeleton={<AppointmentListSkeleton />} />;
}
