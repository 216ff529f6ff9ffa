import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { PageHeader } from '../../components/layout/page.tsx';
import { STATUS_URL } from '../../features/doctor-bookings/api/change-appointment-status.ts';
import { BookingListView } from '../../features/doctor-bookings/components/booking-list-view.tsx';
import {
  bookingListSearchSchema, readSearch, toRequest, writeSearch, type BookingListState,
} from '../../features/doctor-bookings/booking-list-search.ts';
import type { StatusChannel } from '../../features/doctor-bookings/status-channel.ts';
import { PendingMarker } from '../../features/offline/components/pending-marker.tsx';
import { sendOrQueue } from '../../features/offline/send-or-queue.ts';
import { usePendingActions } from '../../features/offline/use-pending-actions.ts';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.ts';

/** The portal's default page (001 §2): the doctor's bookings; tab and filters live in the URL. */
export const Route = createFileRoute('/doctor/booking-list')({
  validateSearch: bookingListSearchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the request without holding the page: it shows its skeleton (or the cached list) meanwhile.
  // The fetcher is imported when this runs (loaders stay in the shell's first chunk) and not
  // awaited: a filter change must update the URL (and its checkboxes) at once.
  loader: ({ context, deps }) => {
    void import('../../features/doctor-bookings/api/doctor-bookings.ts')
      .then(({ doctorBookingsQueryOptions }) => context.queryClient.prefetchQuery(doctorBookingsQueryOptions(toRequest(readSearch(deps)))))
      .catch(() => undefined);
  },
  component: BookingListPage,
});

/**
 * Joins the Booking List to the offline queue (DESIGN §6): Mark as Complete, Mark as No Show
 * and Cancel made offline are kept with their Idempotency-Key and sent once back online;
 * until then (and across reloads) the card says 'Waiting to sync' instead of its buttons,
 * and a refused replay shows the server's reason.
 */
function useStatusChannel(): StatusChannel {
  const t = useT();
  const userId = useSession()?.userId ?? 0;
  const actions = usePendingActions({ kind: 'booking-status', userId });
  const pendingLabel = t('doctorBookings.pending');
  return useMemo(
    () => ({
      send: async ({ body, idempotencyKey }, label) => {
        const result = await sendOrQueue({
          kind: 'booking-status',
          method: 'POST',
          url: STATUS_URL,
          body,
          idempotencyKey,
          label,
          targetId: body.appointment_id,
          userId,
        });
        return result.status === 'queued' ? { queued: true } : { queued: false, message: result.message };
      },
      // A refused change no longer waits: the buttons come back for what the server still allows.
      waitingIds: new Set(actions.filter((action) => action.status === 'queued').map((action) => Number(action.targetId))),
      marker: (bookingId) => {
        const mine = actions.filter((action) => String(action.targetId) === String(bookingId));
        return mine.length ? <PendingMarker actions={mine} label={pendingLabel} /> : null;
      },
    }),
    [actions, userId, pendingLabel],
  );
}

function BookingListPage() {
  const t = useT();
  const state = readSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  const statusChannel = useStatusChannel();
  usePageMeta(t('meta.pageTitle', { title: t('portal.bookingList') }));
  const onChange = useCallback(
    (next: BookingListState) => void navigate({ search: writeSearch(next), resetScroll: false }),
    [navigate],
  );
  return (
    <>
      <PageHeader title={t('portal.bookingList')} />
      <BookingListView state={state} onChange={onChange} statusChannel={statusChannel} />
    </>
  );
}
