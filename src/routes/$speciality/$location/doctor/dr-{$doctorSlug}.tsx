import { createFileRoute, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteError } from '../../../../components/layout/route-error.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { DetailPending } from '../../../../features/doctor-page/components/detail-pending.tsx';
import { loadDoctor } from '../../../../features/doctor-page/api/load-doctor.ts';
import { DoctorDetailPage } from '../../../../features/doctor-page/components/doctor-detail-page.tsx';
import { BookingArea } from '../../../-components/booking-area.tsx';
import { field, searchObject } from '../../../../lib/search-params.ts';
import { personSearchField, slotSearchField } from '../../../../lib/search-slot-field.ts';
import { slotSelection } from '../../../../shared/slot-param.ts';
import { firstDoctorId } from '../../../../shared/format/doctor-id.ts';

/**
 * `doctorId` may be a comma-separated list (the first is used, 000 §2); the router hands a
 * single id over as a number. `book=1` (set by /doctor-details/{slug}/{id}, the Book Again
 * target) asks the booking panel to open booking straight away.
 */
const detailSearch = searchObject({
  doctorId: field((v) => (typeof v === 'number' || typeof v === 'string' ? v : undefined)),
  isSearch: field((v) => (typeof v === 'boolean' ? v : undefined)),
  book: field((v) => (v === 1 ? 1 : undefined)),
  slot: slotSearchField,
  for: personSearchField,
});

/** Doctor detail: /{speciality}/{location}/doctor/dr-{doctor slug}?doctorId=…&isSearch=true (000 §2). */
export const Route = createFileRoute('/$speciality/$location/doctor/dr-{$doctorSlug}')({
  validateSearch: detailSearch,
  loaderDeps: ({ search }) => ({ doctorId: firstDoctorId(search.doctorId) }),
  loader: async ({ context: { queryClient }, deps: { doctorId }, location }) => {
    if (doctorId === null) throw notFound();
    // On the server, the booking panel's first slots too, beside the profile, so it renders once (issue 40).
    const slots = import.meta.env.SSR
      ? import('../../../-server/doctor-slots.ts').then((m) => m.loadOpeningSlots(queryClient, doctorId, (location.search as { slot?: string }).slot))
      : null;
    await loadDoctor(queryClient, doctorId);
    await slots;
    return { doctorId };
  },
  pendingMs: 200,
  pendingComponent: DetailPending,
  component: DetailRoute,
  errorComponent: DetailError,
});

/** Offline, a doctor never opened on this device has no saved page: say so, not a blank page. */
function DetailError(props: ErrorComponentProps) {
  const t = useT();
  return <RouteError {...props} offlineTitle={t('offline.doctorUnavailable')} offlineHint={t('offline.doctorUnavailableHint')} />;
}

function DetailRoute() {
  const { doctorId } = Route.useLoaderData();
  const search = Route.useSearch();
  return (
    <DoctorDetailPage
      doctorId={doctorId}
      bookingArea={(doctor) => <BookingArea doctor={doctor} autoBook={search.book === 1} initial={slotSelection(search.slot)} initialFor={search.for ?? null} />}
    />
  );
}
