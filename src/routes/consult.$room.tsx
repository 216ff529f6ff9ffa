import { createFileRoute } from '@tanstack/react-router';
import { ConsultationPage } from '../features/consultation/components/consultation-page.tsx';
import { requireSignedIn } from '../lib/guards.ts';

/** The video consultation room behind an online booking's link (patient and doctor). */
export const Route = createFileRoute('/consult/$room')({
  beforeLoad: requireSignedIn,
  component: ConsultRoute,
});

function ConsultRoute() {
  const { room } = Route.useParams();
  return <ConsultationPage room={room} />;
}
