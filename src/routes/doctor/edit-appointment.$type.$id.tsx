import { createFileRoute } from '@tanstack/react-router';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useTimingDetail } from '../../features/doctor-schedule/api/timing-detail.ts';
import { PortalPage } from '../../features/doctor-schedule/components/portal-page.tsx';
import { TimingForm } from '../../features/doctor-schedule/components/timing-form.tsx';
import { useT } from '../../lib/i18n.ts';

/** Edit appointment (001 §2): the same form, prefilled; only the doctor's own configuration opens. */
export const Route = createFileRoute('/doctor/edit-appointment/$type/$id')({
  // Loaders stay in the shell's first chunk: what they need is imported when they run.
  loader: async ({ context: { queryClient }, params }) => {
    const [{ loadTiming }, { timingIdParam }] = await Promise.all([
      import('../../features/doctor-schedule/api/timing-detail.ts'),
      import('../../features/doctor-schedule/timing-format.ts'),
    ]);
    return { timingId: (await loadTiming(queryClient, timingIdParam(params.id), params.type)).id };
  },
  pendingComponent: ProfileFormSkeleton,
  component: EditAppointmentPage,
});

function EditAppointmentPage() {
  const t = useT();
  const navigate = Route.useNavigate();
  const { timingId } = Route.useLoaderData();
  const item = useTimingDetail(timingId);
  return (
    <PortalPage title={t('portal.editAppointment')}>
      <TimingForm key={item.id} item={item} onSaved={(type) => void navigate({ to: '/doctor/appointments-list', search: { type } })} />
    </PortalPage>
  );
}
