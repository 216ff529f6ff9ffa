import { createFileRoute } from '@tanstack/react-router';
import { ConsultationPage } from '../features/consultation/components/consultation-page.tsx';
import { requireSignedIn } from '../lib/guards.ts';
import { getLocale } from '../lib/i18n.ts';
import { loadCatalog } from '../shared/i18n/catalogs.ts';

/** The video consultation room behind an online booking's link (patient and doctor). */
export const Route = createFileRoute('/consult/$room')({
  beforeLoad: requireSignedIn,
  // The consultation's English messages (the `consult` namespace; translations are in the common catalog).
  loader: () => loadCatalog('consult', getLocale()),
  component: ConsultRoute,
});

function ConsultRoute() {
  const { room } = Route.useParams();
  return <ConsultationPage room={room} />;
}
