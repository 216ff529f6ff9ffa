import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { MyBookingItem, MyEnquiryItem } from '../../../shared/schemas/my-appointments.ts';
import type { bookingsRequest } from '../bookings-filters.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

export type BookingsRequest = ReturnType<typeof bookingsRequest>;

export interface BookingsPage {
  items: (MyBookingItem | MyEnquiryItem)[];
  total: number;
  lastPage: number;
}

/** The root is persisted to IndexedDB (src/lib/query-persister.ts), so the list opens offline (DESIGN §6). */
export const myAppointmentsRootKey = [queryRoots.myAppointments] as const;
export const myAppointmentsKey = (request: BookingsRequest) => [...myAppointmentsRootKey, request] as const;

/** POST /api/my-appointments (001 §7): one tab's page, filtered on the server. */
export async function fetchMyAppointments(request: BookingsRequest, signal?: AbortSignal): Promise<BookingsPage> {
  const envelope = await apiFetchEnvelope<(MyBookingItem | MyEnquiryItem)[]>('/api/my-appointments', { method: 'POST', body: request, signal });
  return { items: envelope.data, total: envelope.total ?? envelope.data.length, lastPage: envelope.last_page ?? 1 };
}

export const myAppointmentsQueryOptions = (request: BookingsRequest) =>
  queryOptions({
    queryKey: myAppointmentsKey(request),
    queryFn: ({ signal }) => fetchMyAppointments(request, signal),
    // A page or filter change keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useMyAppointments = (request: BookingsRequest) => useQuery(myAppointmentsQueryOptions(request));
