import { createFileRoute, redirect } from '@tanstack/react-router';

/** How long sign-in waits for today's bookings before it lands on Edit Profile anyway. */
const WAIT_MS = 3000;

/**
 * /doctor/welcome: where a doctor's sign-in lands (issue 42). A doctor with bookings today goes to the
 * day view (/doctor/dashboard), where the day's patients, calls and video rooms are; one without (or
 * offline, or on a slow answer) lands on Edit Profile as the spec has it (001 §2). The day's answer
 * is kept in the query cache, so the dashboard opens with it.
 */
export const Route = createFileRoute('/doctor/welcome')({
  beforeLoad: async ({ context }) => {
    const busy = await Promise.race([
      import('../../features/doctor-booking-list/api/doctor-day.ts')
        .then(({ doctorDayQueryOptions }) => context.queryClient.fetchQuery(doctorDayQueryOptions()))
        .then((day) => day.bookings.some((booking) => booking.appointment_date === day.today)),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), WAIT_MS)),
    ]).catch(() => false);
    throw redirect({ to: busy ? '/doctor/dashboard' : '/doctor/edit-profile', replace: true });
  },
});
