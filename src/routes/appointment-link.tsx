import { createFileRoute } from '@tanstack/react-router';
import { AppointmentLinkPage, LinkChoicesPage } from '../features/reschedule/components/appointment-link-page.tsx';

/**
 * A reminder's one-tap link (issue 19): /appointment-link?token=…, no sign-in; or a reminder SMS's
 * short link /l/<code>, which lands on /appointment-link?code=… with the booking's choices (issue 42).
 */
export const Route = createFileRoute('/appointment-link')({
  // A plain check: this runs in the shell's first chunk, which must not pull in a schema library.
  validateSearch: (search: Record<string, unknown>): { token?: string; code?: string } => ({
    ...(typeof search.token === 'string' ? { token: search.token.slice(0, 400) } : {}),
    ...(typeof search.code === 'string' ? { code: search.code.slice(0, 40) } : {}),
  }),
  component: AppointmentLinkRoute,
});

function AppointmentLinkRoute() {
  const { token = '', code } = Route.useSearch();
  if (!token && code !== undefined) return <LinkChoicesPage key={code} code={code} />;
  return <AppointmentLinkPage key={token} token={token} />;
}
