import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import { availabilityRootKey } from '../../../lib/free-slots.ts';
import type { ProposalData } from '../../../shared/schemas/proposal-data.ts';
import { doctorBookingsRootKey } from './doctor-bookings.ts';

export interface ProposeTimeVariables {
  appointmentId: number;
  doctorId: number;
  date: string;
  time: string;
  /** One per chosen time: a retried request proposes once. */
  idempotencyKey: string;
}

/** POST /api/doctor/propose-time (issue 19): another free time for the patient to accept. */
export async function proposeTime(variables: ProposeTimeVariables) {
  const envelope = await apiFetchEnvelope<ProposalData>('/api/doctor/propose-time', {
    method: 'POST',
    body: { appointment_id: variables.appointmentId, appointment_date: variables.date, appointment_time: variables.time },
    idempotencyKey: variables.idempotencyKey,
  });
  return { message: envelope.message, proposal: envelope.data };
}

/** The list (which shows the open proposal) and the doctor's free times reload whatever the answer. */
export function useProposeTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeTime,
    onSettled: (_data, _error, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorBookingsRootKey }),
        queryClient.invalidateQueries({ queryKey: availabilityRootKey(variables.doctorId) }),
      ]),
  });
}
