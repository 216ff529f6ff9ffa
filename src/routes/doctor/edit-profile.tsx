import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/doctor/edit-profile')({
  component: DoctorEditProfilePage,
});

function DoctorEditProfilePage() {
  const t = useT();
  return <PlaceholderPage contained={false} title={t('portal.editProfile')} skeleton={<ProfileFormSkeleton />} />;
}
