import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/doctor/edit-appointment/$type/$id')({
  component: EditAppointmentPage,
});

function EditAppointmentPage() {
  const t = useT();
  return <PlaceholderPage contained={false} title={t('portal.editAppointment')} skeleton={<ProfileFormSkeleton />} />;
}
