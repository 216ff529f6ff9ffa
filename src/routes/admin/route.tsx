import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';
import { requireAdmin } from '../../lib/guards.ts';

/** The verification console (issue 20): admins only, its own lazy chunks. */
export const Route = createFileRoute('/admin')({
  beforeLoad: requireAdmin,
  component: AdminArea,
});

function AdminArea() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
