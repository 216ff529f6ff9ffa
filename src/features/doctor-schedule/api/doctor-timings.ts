import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { TimingItem, TimingType } from '../../../shared/schemas/timings.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** Every configuration query of the portal; a save or delete invalidates them all. */
export const scheduleRootKey = [queryRoots.doctorSchedule] as const;

/** GET /api/doctor-timings?doctor_id=&type= (001 §7): the signed-in doctor's own configurations of one type. */
export function fetchDoctorTimings(doctorId: number, type: TimingType, signal?: AbortSignal): Promise<TimingItem[]> {
  return apiFetch<TimingItem[]>('/api/doctor-timings', { query: { doctor_id: doctorId, type }, signal });
}

export const doctorTimingsQueryOptions = (doctorId: number, type: TimingType) =>
  queryOptions({
    queryKey: [...scheduleRootKey, 'list', doctorId, type] as const,
    queryFn: ({ signal }) => fetchDoctorTimings(doctorId, type, signal),
  });

export const useDoctorTimings = (doctorId: number, type: TimingType) => useQuery(doctorTimingsQueryOptions(doctorId, type));
