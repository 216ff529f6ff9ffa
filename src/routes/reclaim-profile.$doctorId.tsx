import { createFileRoute, notFound } from '@tanstack/react-router';
import { allowGuestOrPatient } from '../lib/guards.ts';
import { ClaimPage } from './-components/claim-page.tsx';

/** Reclaim this Profile: open to visitors, who sign in in the page (001 §2, §5). */
export const Route = createFileRoute('/reclaim-profile/$doctorId')({
  beforeLoad: allowGuestOrPatient,
  params: {
    parse: (params) => {
      const doctorId = Number(params.doctorId);
      if (!Number.isInteger(doctorId) || doctorId <= 0) throw notFound();
      return { doctorId: String(doctorId) };
    },
  },
  component: ReclaimProfilePage,
});

function ReclaimProfilePage() {
  const { doctorId } = Route.useParams();
  return <ClaimPage doctorId={Number(doctorId)} type="reclaim" />;
}
