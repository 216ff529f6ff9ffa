import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePendingCancellations } from '../../features/bookings/api/change-appointment-status.ts';
import { myAppointmentsQueryOptions } from '../../features/bookings/api/my-appointments.ts';
import { bookingsRequest } from '../../features/bookings/bookings-filters.ts';
import { BOOKINGS_SEARCH_DEFAULTS, bookingsSearchSchema, type BookingsSearch } from '../../features/bookings/bookings-search.ts';
import { MyBookingsPage } from '../../features/bookings/components/my-bookings-page.tsx';

/** My Bookings: /my-appointments?tab=past&consultation=online&status=cancelled&range=15&page=2 (001 §2). */
export const Route = createFileRoute('/_patient/my-appointments')({
  validateSearch: bookingsSearchSchema,
  search: { middlewares: [stripSearchParams(BOOKINGS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => bookingsRequest(search),
  // Warms the list without holding the page: offline, the persisted copy shows at once.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(myAppointmentsQueryOptions(deps));
  },
  component: MyAppointmentsRoute,
});

function MyAppointmentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const pendingIds = usePendingCancellations();
  const onSearch = useCallback((next: BookingsSearch) => void navigate({ search: next, resetScroll: false }), [navigate]);
  return <MyBookingsPage search={search} onSearch={onSearch} pendingIds={pendingIds} />;
}
