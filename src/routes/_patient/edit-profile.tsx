import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_patient/edit-profile')({
  component: EditProfilePage,
});

function EditProfilePage() {
  const t = useT();
  return <PlaceholderPage title={t('page.editProfile.title')} skeleton={<ProfileFormSkeleton />} />;
}
