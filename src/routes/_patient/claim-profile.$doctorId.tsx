import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_patient/claim-profile/$doctorId')({
  component: ClaimProfilePage,
});

function ClaimProfilePage() {
  const t = useT();
  return <PlaceholderPage title={t('page.claim.title')} skeleton={<ProfileFormSkeleton />} />;
}
