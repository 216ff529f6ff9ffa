import { createFileRoute } from '@tanstack/react-router';
import { allowGuestOrPatient } from '../lib/guards.ts';
import { ClaimPage } from './-components/claim-page.tsx';
import { claimRouteParams } from './-components/claim-route-params.ts';

/** Reclaim this Profile: open to visitors, who sign in in the page (001 §2, §5). */
export const Route = createFileRoute('/reclaim-profile/$doctorId')({
  beforeLoad: allowGuestOrPatient,
  params: claimRouteParams,
  component: ReclaimProfilePage,
});

function ReclaimProfilePage() {
  const { doctorId } = Route.useParams();
  return <ClaimPage doctorId={Number(doctorId)} type="reclaim" />;
}
