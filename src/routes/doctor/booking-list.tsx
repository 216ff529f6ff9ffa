import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageHeader } from '../../components/layout/page.tsx';
import { StorageNote } from '../../components/ui/not-saved.tsx';
import type { ChangeStatusVariables } from '../../features/doctor-booking-list/api/change-appointment-status.ts';
import { CHANGE_STATUS_URL } from '../../lib/change-appointment-status.ts';
import { BookingListView } from '../../features/doctor-booking-list/components/booking-list-view.tsx';
import {
  bookingListSearchSchema, readSearch, toRequest, writeSearch, type BookingListState,
} from '../../features/doctor-booking-list/booking-list-search.ts';
import { useBookingChannel, type BookingWrite } from '../../features/offline/use-booking-channel.tsx';
import { cacheRestored } from '../../lib/cache-restored.ts';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** The portal's default page (001 §2): the doctor's bookings; tab and filters live in the URL. */
export const Route = createFileRoute('/doctor/booking-list')({
  validateSearch: bookingListSearchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the request without holding the page: it shows its skeleton (or the cached list) meanwhile.
  // The fetcher is imported when this runs (loaders stay in the shell's first chunk) and not
  // awaited: a filter change must update the URL (and its checkboxes) at once. It starts only
  // once the saved cache is back (see cacheRestored): offline, an earlier start lost the saved list.
  loader: ({ context, deps }) => {
    void cacheRestored
      .then(() => import('../../features/doctor-booking-list/api/doctor-bookings.ts'))
      .then(({ doctorBookingsQueryOptions }) => context.queryClient.prefetchQuery(doctorBookingsQueryOptions(toRequest(readSearch(deps)))))
      .catch(() => undefined);
  },
  component: BookingListPage,
});

/** Mark as Complete / Mark as No Show / Cancel as the offline queue keeps them (DESIGN §6; see useBookingChannel). */
const statusWrite = ({ body, idempotencyKey }: ChangeStatusVariables): BookingWrite => ({ body, idempotencyKey, bookingId: body.appointment_id });

function BookingListPage() {
  const t = useT();
  const state = readSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  const statusChannel = useBookingChannel('booking-status', CHANGE_STATUS_URL, t('doctorBookings.pending'), statusWrite);
  usePageMeta(t('meta.pageTitle', { title: t('portal.bookingList') }));
  const onChange = useCallback(
    (next: BookingListState) => void navigate({ search: writeSearch(next), resetScroll: false }),
    [navigate],
  );
  return (
    <>
      <PageHeader title={t('portal.bookingList')} />
      <StorageNote />
      <BookingListView state={state} onChange={onChange} statusChannel={statusChannel} />
    </>
  );
}
