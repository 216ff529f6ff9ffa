import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { DashboardSkeleton } from '../../components/ui/skeletons-account.tsx';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/doctor/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  const t = useT();
  return <PlaceholderPage contained={false} title={t('portal.dashboard')} skeleton={<DashboardSkeleton />} />;
}
