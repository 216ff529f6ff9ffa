import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { RegistrationState } from '../../../shared/schemas/doctor-profile-data.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** GET /api/doctor/registration: the signed-in doctor's registration, with the reason of a rejection. */

export const registrationStateQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: [queryRoots.doctorRegistration, doctorId],
    queryFn: ({ signal }) => apiFetch<RegistrationState>('/api/doctor/registration', { signal }),
    staleTime: 0,
    retry: false,
  });

export const useRegistrationState = (doctorId: number | null) =>
  useQuery({ ...registrationStateQueryOptions(doctorId ?? 0), enabled: doctorId !== null });
