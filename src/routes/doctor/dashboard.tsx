import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page.tsx';
import { BookingDashboard } from '../../features/doctor-bookings/components/booking-dashboard.tsx';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.ts';

/** /doctor/dashboard: reachable by its path only (the spec hides its menu entry). */
export const Route = createFileRoute('/doctor/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  const t = useT();
  const user = useSession()?.user;
  const name = [user?.first_name, user?.last_name].map((part) => part?.trim()).filter(Boolean).join(' ') || user?.name || '';
  usePageMeta(t('meta.pageTitle', { title: t('portal.dashboard') }));
  return (
    <>
      <PageHeader title={t('portal.dashboard')} />
      <BookingDashboard doctorName={name} />
    </>
  );
}
