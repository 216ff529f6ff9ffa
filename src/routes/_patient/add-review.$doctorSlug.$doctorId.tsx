import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { ProfileFormSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_patient/add-review/$doctorSlug/$doctorId')({
  component: AddReviewPage,
});

function AddReviewPage() {
  const t = useT();
  return <PlaceholderPage title={t('page.review.title')} skeleton={<ProfileFormSkeleton />} />;
}
