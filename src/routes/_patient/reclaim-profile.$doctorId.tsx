import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_patient/reclaim-profile/$doctorId')({
  component: ReclaimProfilePage,
});

function ReclaimProfilePage() {
  const t = useT();
  return <PlaceholderPage title={t('page.reclaim.title')} skeleton={<ProfileFormSkeleton />} />;
}
