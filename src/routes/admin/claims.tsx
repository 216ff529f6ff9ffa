import { createFileRoute } from '@tanstack/react-router';
import { ClaimsPage } from '../../features/admin/components/claims-page.tsx';
import { claimsSearch, type ClaimsSearch } from '../../features/admin/queue-search-params.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/claims')({
  validateSearch: claimsSearch,
  component: Claims,
});

function Claims() {
  const t = useT();
  const navigate = Route.useNavigate();
  usePageMeta(t('meta.pageTitle', { title: t('admin.nav.claims') }));
  const onChange = (next: Partial<ClaimsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), resetScroll: false });
  return <ClaimsPage state={Route.useSearch()} onChange={onChange} />;
}
