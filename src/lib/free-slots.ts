import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import type { AppointmentType, AvailabilityData } from '../shared/schemas/booking.ts';
import * as queryRoots from './query-keys.ts';

export interface FreeSlotsParams {
  doctorId: number;
  type: AppointmentType;
  /** null: today in the clinic's zone (the first call brings the day strip). */
  date: string | null;
  clinicId: number | null;
}

/**
 * POST /api/doctor-availability for the reschedule pickers (the patient's move, the doctor's 'Propose another time'). The key is the booking modal's
 * (['doctor', id, 'availability', …]), so a move and a booking see one cache of a doctor's slots.
 */
export const freeSlotsQueryOptions = (params: FreeSlotsParams) =>
  queryOptions({
    queryKey: [queryRoots.doctor, params.doctorId, 'availability', params.type, params.date, params.clinicId] as const,
    queryFn: ({ signal }) =>
      apiFetch<AvailabilityData>('/api/doctor-availability', {
        method: 'POST',
        body: { doctor_id: params.doctorId, type: params.type, date: params.date ?? undefined, clinic_id: params.clinicId ?? undefined },
        signal,
      }),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

export const useFreeSlots = (params: FreeSlotsParams) => useQuery({ ...freeSlotsQueryOptions(params), placeholderData: keepPreviousData });
