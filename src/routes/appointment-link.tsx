import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AppointmentLinkPage } from '../features/reschedule/components/appointment-link-page.tsx';

/** A reminder's one-tap link (issue 19): /appointment-link?token=…, no sign-in. */
export const Route = createFileRoute('/appointment-link')({
  validateSearch: z.object({ token: z.string().max(400).catch('') }),
  component: AppointmentLinkRoute,
});

function AppointmentLinkRoute() {
  const { token } = Route.useSearch();
  return <AppointmentLinkPage key={token} token={token} />;
}
