import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { CANCEL_URL, cancelBody } from '../../features/bookings/api/change-appointment-status.ts';
import { bookingsRequest } from '../../features/bookings/bookings-filters.ts';
import { BOOKINGS_SEARCH_DEFAULTS, bookingsSearchSchema, type BookingsSearch } from '../../features/bookings/bookings-search.ts';
import type { CancelChannel } from '../../features/bookings/cancel-channel.ts';
import { MyBookingsPage } from '../../features/bookings/components/my-bookings-page.tsx';
import { PendingMarker } from '../../features/offline/components/pending-marker.tsx';
import { sendOrQueue } from '../../features/offline/send-or-queue.ts';
import { usePendingActions } from '../../features/offline/use-pending-actions.ts';
import { useT } from '../../lib/i18n.ts';
import { optionalSearch } from '../../lib/search-params.ts';
import { useSession } from '../../lib/session.ts';

/** My Bookings: /my-appointments?tab=past&consultation=online&status=cancelled&range=15&page=2 (001 §2). */
export const Route = createFileRoute('/_patient/my-appointments')({
  validateSearch: optionalSearch(bookingsSearchSchema),
  search: { middlewares: [stripSearchParams(BOOKINGS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => bookingsRequest(search),
  // Warms the list without holding the page: offline, the persisted copy shows at once.
  // The fetcher is imported when this runs (loaders stay in the shell's first chunk) and not
  // awaited: a filter change must update the URL (and its checkboxes) at once.
  loader: ({ context: { queryClient }, deps }) => {
    void import('../../features/bookings/api/my-appointments.ts')
      .then(({ myAppointmentsQueryOptions }) => queryClient.prefetchQuery(myAppointmentsQueryOptions(deps)))
      .catch(() => undefined);
  },
  component: MyAppointmentsRoute,
});

/**
 * Joins My Bookings to the offline queue (DESIGN §6): a cancellation made offline is kept
 * with its Idempotency-Key and sent once back online; until then (and across reloads) the
 * card says so and offers no second Cancel; a refused replay shows the server's reason.
 */
function useCancelChannel(): CancelChannel {
  const t = useT();
  const userId = useSession()?.userId ?? 0;
  const actions = usePendingActions({ kind: 'cancel-booking', userId });
  const pendingLabel = t('offline.pending.cancellation');
  return useMemo(
    () => ({
      send: async (variables, label) => {
        const result = await sendOrQueue({
          kind: 'cancel-booking',
          method: 'POST',
          url: CANCEL_URL,
          body: cancelBody(variables),
          idempotencyKey: variables.idempotencyKey,
          label,
          targetId: variables.appointmentId,
          userId,
        });
        return result.status === 'queued' ? { queued: true } : { queued: false, message: result.message };
      },
      // A refused one no longer waits: the card offers Cancel again if the server still allows it.
      waitingIds: new Set(actions.filter((action) => action.status === 'queued').map((action) => Number(action.targetId))),
      marker: (bookingId) => {
        const mine = actions.filter((action) => String(action.targetId) === String(bookingId));
        return mine.length ? <PendingMarker actions={mine} label={pendingLabel} /> : null;
      },
    }),
    [actions, userId, pendingLabel],
  );
}

function MyAppointmentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const cancelChannel = useCancelChannel();
  const onSearch = useCallback((next: BookingsSearch) => void navigate({ search: next, resetScroll: false }), [navigate]);
  return <MyBookingsPage search={search} onSearch={onSearch} cancelChannel={cancelChannel} />;
}
