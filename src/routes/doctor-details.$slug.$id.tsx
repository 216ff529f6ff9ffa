import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { DetailPending } from '../features/doctor-page/components/detail-pending.tsx';
import { loadDoctor } from '../features/doctor-page/api/load-doctor.ts';
import { firstDoctorId } from '../shared/format/doctor-id.ts';
import { searchObject } from '../lib/search-params.ts';
import { personSearchField, slotSearchField } from '../lib/search-slot-field.ts';
import { doctorRoute } from '../shared/urls.ts';

/**
 * Target of the 'Book Again' links on past bookings (001 §2): loads the doctor and
 * replaces itself with the canonical detail URL plus `book=1`, the booking panel's cue
 * to open booking at once. The profile is then already cached for the detail page.
 */
export const Route = createFileRoute('/doctor-details/$slug/$id')({
  // A waitlist offer's 'Book this time' names the time, and 'Book again' or an offer the person (`for`);
  // both are handed on to the detail page.
  validateSearch: searchObject({ slot: slotSearchField, for: personSearchField }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    const doctorId = firstDoctorId(params.id);
    if (doctorId === null) throw notFound();
    const { params: target, search } = doctorRoute(await loadDoctor(queryClient, doctorId));
    throw redirect({
      to: '/$speciality/$location/doctor/dr-{$doctorSlug}',
      params: target,
      search: { ...search, ...deps, book: 1 },
      replace: true,
    });
  },
  pendingMs: 200,
  pendingComponent: DetailPending,
});
