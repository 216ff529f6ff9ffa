import { createFileRoute } from '@tanstack/react-router';
import { PageContainer, PageHeader } from '../../components/layout/page.tsx';
import { SupportSkeleton } from '../../components/ui/skeletons-account.tsx';
import { SupportFormView } from '../../features/support/components/support-form-view.tsx';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useDelayElapsed } from '../../lib/use-delay.ts';
import { STATIC_PLACEHOLDER_MS } from '../../shared/constants.ts';

export const Route = createFileRoute('/_patient/support')({
  component: SupportPage,
});

function SupportPage() {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title: t('page.support.title') }));
  // 001 §2: a loader shows for 1 second on entry.
  const ready = useDelayElapsed(STATIC_PLACEHOLDER_MS);
  return (
    <PageContainer>
      <PageHeader title={t('page.support.title')} breadcrumbLabel={t('page.support.title')} />
      {ready ? <SupportFormView /> : <SupportSkeleton />}
    </PageContainer>
  );
}
