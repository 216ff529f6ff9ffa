import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { DoctorBookingItem } from '../../../shared/schemas/doctor-bookings.ts';
import type { DoctorBookingsRequest } from '../booking-list-search.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

export interface DoctorBookingsPage {
  data: DoctorBookingItem[];
  total: number;
  lastPage: number;
}

/**
 * Every query of the doctor's bookings starts with this root: status changes
 * invalidate it, and src/lib/query-persister.ts keeps it in IndexedDB so the
 * list opens offline. Do not rename.
 */
export const doctorBookingsRootKey = [queryRoots.doctorBookings] as const;

/** POST /api/doctor/my-appointments (001 §7): one tab's page of the doctor's own bookings. */
export async function fetchDoctorBookings(request: DoctorBookingsRequest, signal?: AbortSignal): Promise<DoctorBookingsPage> {
  const envelope = await apiFetchEnvelope<DoctorBookingItem[]>('/api/doctor/my-appointments', { method: 'POST', body: request, signal });
  return { data: envelope.data, total: envelope.total ?? envelope.data.length, lastPage: envelope.last_page ?? 1 };
}

/**
 * Always stale: bookings arrive and start times pass while the doctor works,
 * so every visit and focus asks again (the persisted copy shows meanwhile,
 * and offline). The route's prefetch and the page's query share one request.
 */
export const doctorBookingsQueryOptions = (request: DoctorBookingsRequest) =>
  queryOptions({
    queryKey: [...doctorBookingsRootKey, 'list', request] as const,
    queryFn: ({ signal }) => fetchDoctorBookings(request, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** While another page or filter loads, the previous rows stay (dimmed) instead of a flash of skeleton. */
export function useDoctorBookings(request: DoctorBookingsRequest) {
  return useQuery({ ...doctorBookingsQueryOptions(request), placeholderData: keepPreviousData });
}
