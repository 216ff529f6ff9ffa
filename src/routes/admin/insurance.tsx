import { createFileRoute } from '@tanstack/react-router';
import { InsurancePage } from '../../features/admin/components/insurance-page.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/insurance')({
  component: Insurance,
});

function Insurance() {
  const t = useT();
  usePageMeta(t('meta.pageTitle', { title: t('admin.nav.insurance') }));
  return <InsurancePage />;
}
