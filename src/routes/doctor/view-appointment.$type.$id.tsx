import { createFileRoute } from '@tanstack/react-router';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useTimingDetail } from '../../features/doctor-schedule/api/timing-detail.ts';
import { PortalPage } from '../../features/doctor-schedule/components/portal-page.tsx';
import { TimingView } from '../../features/doctor-schedule/components/timing-view.tsx';
import { useT } from '../../lib/i18n.ts';

/** View appointment (001 §2): one of the doctor's own configurations, read-only, with Back. */
export const Route = createFileRoute('/doctor/view-appointment/$type/$id')({
  // Loaders stay in the shell's first chunk: what they need is imported when they run.
  loader: async ({ context: { queryClient }, params }) => {
    const [{ loadTiming }, { timingIdParam }] = await Promise.all([
      import('../../features/doctor-schedule/api/timing-detail.ts'),
      import('../../features/doctor-schedule/timing-format.ts'),
    ]);
    return { timingId: (await loadTiming(queryClient, timingIdParam(params.id), params.type)).id };
  },
  pendingComponent: ProfileFormSkeleton,
  component: ViewAppointmentPage,
});

function ViewAppointmentPage() {
  const t = useT();
  const { timingId } = Route.useLoaderData();
  const item = useTimingDetail(timingId);
  return (
    <PortalPage title={t('portal.viewAppointment')}>
      <TimingView item={item} />
    </PortalPage>
  );
}
