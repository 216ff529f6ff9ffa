import { createFileRoute, redirect } from '@tanstack/react-router';

/** /admin opens the registrations queue, the team's daily work. */
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/registrations', replace: true });
  },
});
