import { createFileRoute } from '@tanstack/react-router';
import { RegistrationsPage } from '../../features/admin/components/registrations-page.tsx';
import { registrationsSearch, type RegistrationsSearch } from '../../features/admin/queue-search-params.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useT } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/registrations')({
  validateSearch: registrationsSearch,
  component: Registrations,
});

function Registrations() {
  const t = useT();
  const state = Route.useSearch();
  const navigate = Route.useNavigate();
  usePageMeta(t('meta.pageTitle', { title: t('admin.nav.registrations') }));
  const onChange = (next: Partial<RegistrationsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }), resetScroll: false });
  return <RegistrationsPage state={state} onChange={onChange} />;
}
