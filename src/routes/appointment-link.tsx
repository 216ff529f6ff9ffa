import { createFileRoute } from '@tanstack/react-router';
import { AppointmentLinkPage } from '../features/reschedule/components/appointment-link-page.tsx';

/** A reminder's one-tap link (issue 19): /appointment-link?token=…, no sign-in. */
export const Route = createFileRoute('/appointment-link')({
  // A plain check: this runs in the shell's first chunk, which must not pull in a schema library.
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 400) : '',
  }),
  component: AppointmentLinkRoute,
});

function AppointmentLinkRoute() {
  const { token } = Route.useSearch();
  return <AppointmentLinkPage key={token} token={token} />;
}
