import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { AppointmentType, AvailabilityData } from '../../../shared/schemas/booking.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

export interface AvailabilityParams {
  doctorId: number;
  type: AppointmentType;
  /** null: today in the clinic's zone (the first call fetches the day strip and the clinics). */
  date: string | null;
  clinicId: number | null;
}

/** Every availability query of one doctor; booking and 409 answers invalidate them all. */
export const availabilityRootKey = (doctorId: number) => [queryRoots.doctor, doctorId, 'availability'] as const;

/** POST /api/doctor-availability (000 §7). */
export function fetchAvailability(params: AvailabilityParams, signal?: AbortSignal): Promise<AvailabilityData> {
  return apiFetch<AvailabilityData>('/api/doctor-availability', {
    method: 'POST',
    body: {
      doctor_id: params.doctorId,
      type: params.type,
      date: params.date ?? undefined,
      clinic_id: params.clinicId ?? undefined,
    },
    signal,
  });
}

/**
 * Slots change with every booking and with the clock: a short staleTime and a
 * refetch when the tab regains focus keep a slot someone else took from looking free.
 */
export const availabilityQueryOptions = (params: AvailabilityParams) =>
  queryOptions({
    queryKey: [...availabilityRootKey(params.doctorId), params.type, params.date, params.clinicId] as const,
    queryFn: ({ signal }) => fetchAvailability(params, signal),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

/**
 * While a new date or clinic loads, the strip of the same tab stays on screen
 * (no flash); a tab switch starts empty, as the spec clears everything then.
 */
export function useAvailability(params: AvailabilityParams) {
  return useQuery({
    ...availabilityQueryOptions(params),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === params.type ? keepPreviousData(previous) : undefined,
  });
}
