import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/doctor/add-appointment')({
  component: AddAppointmentPage,
});

function AddAppointmentPage() {
  const t = useT();
  return <PlaceholderPage contained={false} title={t('portal.addAppointment')} skeleton={<ProfileFormSkeleton />} />;
}
