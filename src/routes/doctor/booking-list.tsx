import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PageHeader } from '../../components/layout/page.tsx';
import { doctorBookingsQueryOptions } from '../../features/doctor-bookings/api/doctor-bookings.ts';
import { BookingListView } from '../../features/doctor-bookings/components/booking-list-view.tsx';
import {
  bookingListSearchSchema, readSearch, toRequest, writeSearch, type BookingListState,
} from '../../features/doctor-bookings/booking-list-search.ts';
import { useT } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** The portal's default page (001 §2): the doctor's bookings; tab and filters live in the URL. */
export const Route = createFileRoute('/doctor/booking-list')({
  validateSearch: bookingListSearchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the request without holding the page: it shows its skeleton (or the cached list) meanwhile.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(doctorBookingsQueryOptions(toRequest(readSearch(deps))));
  },
  component: BookingListPage,
});

function BookingListPage() {
  const t = useT();
  const state = readSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  usePageMeta(t('meta.pageTitle', { title: t('portal.bookingList') }));
  const onChange = useCallback(
    (next: BookingListState) => void navigate({ search: writeSearch(next), resetScroll: false }),
    [navigate],
  );
  return (
    <>
      <PageHeader title={t('portal.bookingList')} />
      <BookingListView state={state} onChange={onChange} />
    </>
  );
}
