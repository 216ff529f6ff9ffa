import { createFileRoute } from '@tanstack/react-router';
import { PortalPage } from '../../features/doctor-schedule/components/portal-page.tsx';
import { TimingForm } from '../../features/doctor-schedule/components/timing-form.tsx';
import { useT } from '../../lib/i18n.ts';

/** Add appointment (001 §2): a new configuration; Save returns to its tab of the list. */
export const Route = createFileRoute('/doctor/add-appointment')({
  component: AddAppointmentPage,
});

function AddAppointmentPage() {
  const t = useT();
  const navigate = Route.useNavigate();
  return (
    <PortalPage title={t('portal.addAppointment')}>
      <TimingForm onSaved={(type) => void navigate({ to: '/doctor/appointments-list', search: { type } })} />
    </PortalPage>
  );
}
