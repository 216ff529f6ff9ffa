import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { PageSeo } from '../../../shared/schemas/seo.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** POST /api/doctor-seo-data {doctor_id} (000 §7): title, description and canonical URL. */
export const doctorSeoQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: [queryRoots.doctor, 'seo', doctorId] as const,
    queryFn: ({ signal }) => apiFetch<PageSeo>('/api/doctor-seo-data', { method: 'POST', body: { doctor_id: doctorId }, signal }),
    staleTime: 60 * 60_000,
  });

/** Undefined until it arrives (or when offline): the page then uses its own fallback copy. */
export const useDoctorSeo = (doctorId: number) => useQuery(doctorSeoQueryOptions(doctorId)).data;
