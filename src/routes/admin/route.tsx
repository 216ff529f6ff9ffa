import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { requireAdmin } from '../../lib/guards.ts';
import { getLocale } from '../../lib/i18n.ts';
import { loadCatalog } from '../../shared/i18n/catalogs.ts';

/** The verification console (issue 20): admins only, its own lazy chunks. */
export const Route = createFileRoute('/admin')({
  beforeLoad: requireAdmin,
  // The console's messages (the `admin` namespace, its own chunk) before any of its pages renders.
  loader: () => loadCatalog('admin', getLocale()),
  component: AdminArea,
});

function AdminArea() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
