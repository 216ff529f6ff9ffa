import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/admin/components/audit-page.tsx';
import { auditSearch, type AuditSearch } from '../../features/admin/queue-search-params.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/audit')({
  validateSearch: auditSearch,
  component: Audit,
});

function Audit() {
  const t = useT();
  const navigate = Route.useNavigate();
  usePageMeta(t('meta.pageTitle', { title: t('admin.nav.audit') }));
  const onChange = (next: Partial<AuditSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), resetScroll: false });
  return <AuditPage state={Route.useSearch()} onChange={onChange} />;
}
