import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchEnvelope } from '../../../lib/api-client.ts';
import * as queryRoots from '../../../lib/query-keys.ts';
import type { DoctorInsurance, SaveDoctorInsuranceBody } from '../../../shared/schemas/insurance.ts';

/** GET /api/doctor/insurance: the networks each of the doctor's clinics accepts, and video cover. */
export const doctorInsuranceQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.doctorPortalProfile, 'insurance'],
    queryFn: ({ signal }) => apiFetch<DoctorInsurance>('/api/doctor/insurance', { signal }),
  });

export const useDoctorInsurance = () => useQuery(doctorInsuranceQueryOptions());

/** POST /api/doctor/insurance: answers the server's message; the section and the public doctor page reload. */
export function useSaveDoctorInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveDoctorInsuranceBody) => {
      const envelope = await apiFetchEnvelope<DoctorInsurance>('/api/doctor/insurance', { method: 'POST', body });
      return { message: envelope.message ?? '', data: envelope.data };
    },
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(doctorInsuranceQueryOptions().queryKey, data);
      await Promise.all([queryClient.invalidateQueries({ queryKey: [queryRoots.doctor] }), queryClient.invalidateQueries({ queryKey: [queryRoots.listing] })]);
    },
  });
}
