import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** The 'doctor' root is persisted to IndexedDB, so a visited profile opens offline (DESIGN §6). */
export const doctorDetailKey = (doctorId: number) => [queryRoots.doctor, 'detail', doctorId] as const;

/** GET /api/doctor-detail?doctor_id= (000 §7); a 404 ApiError for an unknown id. */
export function fetchDoctorDetail(doctorId: number, signal?: AbortSignal): Promise<DoctorDetail> {
  return apiFetch<DoctorDetail>('/api/doctor-detail', { query: { doctor_id: doctorId }, signal });
}

export const doctorDetailQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: doctorDetailKey(doctorId),
    queryFn: ({ signal }) => fetchDoctorDetail(doctorId, signal),
  });

export const useDoctorDetail = (doctorId: number) => useSuspenseQuery(doctorDetailQueryOptions(doctorId)).data;
