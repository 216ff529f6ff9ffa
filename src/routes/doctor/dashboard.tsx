import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page.tsx';
import { StorageNote } from '../../components/ui/not-saved.tsx';
import { DoctorDay } from '../../features/doctor-booking-list/components/doctor-day.tsx';
import { cacheRestored } from '../../lib/cache-restored.ts';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.ts';

/** /doctor/dashboard: the doctor's day (issue 19), first in the portal's menu and where sign-in lands on a day with bookings (issue 42). */
export const Route = createFileRoute('/doctor/dashboard')({
  // As the booking list: starts the request once the saved cache is back, without holding the page.
  loader: ({ context }) => {
    void cacheRestored
      .then(() => import('../../features/doctor-booking-list/api/doctor-day.ts'))
      .then(({ doctorDayQueryOptions }) => context.queryClient.prefetchQuery(doctorDayQueryOptions()))
      .catch(() => undefined);
  },
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
      <StorageNote />
      <DoctorDay doctorName={name} />
    </>
  );
}
