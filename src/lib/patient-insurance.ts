import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { useSession } from './session.ts';
import type { InsuranceCoverage, PatientInsuranceItem } from '../shared/schemas/patient-insurance.ts';
import * as queryRoots from './query-keys.ts';

/**
 * A patient's saved insurance (issue 41): Edit Profile manages it; the listing's "Accepts my
 * insurance", the doctor page's line and the booking panel read it. Saves and removals invalidate
 * the root, coverage included.
 */
export const patientInsuranceKey = [queryRoots.patientInsurance] as const;

/** GET /api/patient-insurance */
export const patientInsuranceQueryOptions = () =>
  queryOptions({
    queryKey: patientInsuranceKey,
    queryFn: ({ signal }) => apiFetch<PatientInsuranceItem[]>('/api/patient-insurance', { signal }),
    staleTime: 5 * 60_000,
  });

/** Only a signed-in patient has saved insurance. */
export function usePatientInsurance() {
  const session = useSession();
  return useQuery({ ...patientInsuranceQueryOptions(), enabled: session?.userType === 'user' });
}

/** The account holder's own saved insurance (not a family member's), if any. */
export function useOwnInsurance(): PatientInsuranceItem | undefined {
  return usePatientInsurance().data?.find((item) => item.family_member_id === null);
}

/** GET /api/patient-insurance/coverage?doctor_id=: whether this doctor takes each saved insurance (doctorId 0: not asked). */
export function useInsuranceCoverage(doctorId: number) {
  const session = useSession();
  return useQuery({
    queryKey: [queryRoots.patientInsurance, 'coverage', doctorId],
    queryFn: ({ signal }) => apiFetch<InsuranceCoverage[]>('/api/patient-insurance/coverage', { query: { doctor_id: doctorId }, signal }),
    enabled: session?.userType === 'user' && doctorId > 0,
    staleTime: 60_000,
  });
}

/** The URL of a saved insurance's private card photo (opened in a new tab; the session cookie is the permission). */
export const cardPhotoUrl = (id: number) => `/api/patient-insurance/${id}/card`;
