import { createFileRoute, redirect } from '@tanstack/react-router';

/** The booking list is the portal's default page (001 §2). */
export const Route = createFileRoute('/doctor/')({
  beforeLoad: () => {
    throw redirect({ to: '/doctor/booking-list', replace: true });
  },
});
