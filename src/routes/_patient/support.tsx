import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { SupportSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_patient/support')({
  component: SupportPage,
});

function SupportPage() {
  const t = useT();
  return <PlaceholderPage title={t('page.support.title')} breadcrumbLabel={t('page.support.title')} skeleton={<SupportSkeleton />} />;
}
