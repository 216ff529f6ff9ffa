import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { DoctorDayData } from '../../../shared/schemas/doctor-day.ts';
import { doctorBookingsRootKey } from './doctor-bookings.ts';

/**
 * GET /api/doctor/day. Under the booking list's root key: status changes refresh it, and
 * src/lib/query-persister.ts keeps it in IndexedDB so the day opens offline.
 */
export const doctorDayQueryOptions = () =>
  queryOptions({
    queryKey: [...doctorBookingsRootKey, 'day'] as const,
    queryFn: ({ signal }) => apiFetch<DoctorDayData>('/api/doctor/day', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useDoctorDay = () => useQuery(doctorDayQueryOptions());
