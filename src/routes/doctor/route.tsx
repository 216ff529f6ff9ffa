import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DoctorPortalLayout } from '../../components/layout/doctor-portal-layout.tsx';
import { requireDoctor } from '../../lib/guards.ts';

/** The doctor portal (001 §2): doctors only. */
export const Route = createFileRoute('/doctor')({
  beforeLoad: requireDoctor,
  component: DoctorPortal,
});

function DoctorPortal() {
  return (
    <DoctorPortalLayout>
      <Outlet />
    </DoctorPortalLayout>
  );
}
