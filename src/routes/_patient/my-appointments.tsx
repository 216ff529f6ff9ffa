import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { cancelBody, type CancelBookingVariables } from '../../features/my-bookings/api/change-appointment-status.ts';
import { CHANGE_STATUS_URL } from '../../lib/change-appointment-status.ts';
import { bookingsRequest } from '../../features/my-bookings/bookings-filters.ts';
import { BOOKINGS_SEARCH_DEFAULTS, bookingsSearchSchema, type BookingsSearch } from '../../features/my-bookings/bookings-search.ts';
import { MyBookingsPage } from '../../features/my-bookings/components/my-bookings-page.tsx';
import { bookingDate, bookingTime, doctorName } from '../../features/my-bookings/booking-format.ts';
import { viewerZone } from '../../features/my-bookings/viewer-zone.ts';
import { RescheduleDialog, type RescheduleTarget } from '../../features/reschedule/components/reschedule-dialog.tsx';
import type { MyBookingItem } from '../../shared/schemas/my-appointments.ts';
import { t } from '../../shared/i18n/format.ts';
import { useBookingChannel, type BookingWrite } from '../../features/offline/use-booking-channel.tsx';
import { WaitlistSection } from '../../features/waitlist/components/waitlist-section.tsx';
import { cacheRestored } from '../../lib/cache-restored.ts';
import { useT } from '../../lib/i18n.ts';
import { optionalSearch } from '../../lib/search-params.ts';

/** My Bookings: /my-appointments?tab=past&consultation=online&status=cancelled&range=15&page=2 (001 §2). */
export const Route = createFileRoute('/_patient/my-appointments')({
  validateSearch: optionalSearch(bookingsSearchSchema),
  search: { middlewares: [stripSearchParams(BOOKINGS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => bookingsRequest(search),
  // Warms the list without holding the page: offline, the persisted copy shows at once.
  // The fetcher is imported when this runs (loaders stay in the shell's first chunk) and not
  // awaited: a filter change must update the URL (and its checkboxes) at once. It starts only
  // once the saved cache is back (see cacheRestored): offline, an earlier start lost the saved list.
  loader: ({ context: { queryClient }, deps }) => {
    void cacheRestored
      .then(() => import('../../features/my-bookings/api/my-appointments.ts'))
      .then(({ myAppointmentsQueryOptions }) => queryClient.prefetchQuery(myAppointmentsQueryOptions(deps)))
      .catch(() => undefined);
  },
  component: MyAppointmentsRoute,
});

/** A cancellation as the offline queue keeps it (DESIGN §6; see useBookingChannel). */
const cancelWrite = (variables: CancelBookingVariables): BookingWrite => ({
  body: cancelBody(variables),
  idempotencyKey: variables.idempotencyKey,
  bookingId: variables.appointmentId,
});

function MyAppointmentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const translate = useT();
  const cancelChannel = useBookingChannel('cancel-booking', CHANGE_STATUS_URL, translate('offline.pending.cancellation'), cancelWrite);
  const onSearch = useCallback((next: BookingsSearch) => void navigate({ search: next, resetScroll: false }), [navigate]);
  const renderReschedule = useCallback(
    (item: MyBookingItem | null, onClose: () => void) => <RescheduleDialog target={item ? rescheduleTarget(item) : null} onClose={onClose} />,
    [],
  );
  return <MyBookingsPage search={search} onSearch={onSearch} cancelChannel={cancelChannel} aside={<WaitlistSection />} renderReschedule={renderReschedule} />;
}

/** A My Bookings card's booking as the reschedule dialog needs it (issue 19). */
function rescheduleTarget(item: MyBookingItem): RescheduleTarget {
  const when = bookingTime(item, viewerZone());
  return {
    id: item.id,
    doctorId: item.doctor.id,
    type: item.appointment_type,
    clinicId: item.clinic?.id ?? null,
    doctorName: t('bookings.doctorName', { name: doctorName(item.doctor) }),
    dateLabel: bookingDate(item.appointment_date),
    timeLabel: when.zone ? t('bookings.timeWithZone', { time: when.time, zone: when.zone }) : when.time,
  };
}
