import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { LinkBooking } from '../../../shared/schemas/reschedule.ts';
import * as queryRoots from '../../../lib/query-keys.ts';
import { availabilityRootKey } from '../../../lib/free-slots.ts';

export interface RescheduleVariables {
  appointmentId: number;
  doctorId: number;
  date: string;
  time: string;
  /** One per chosen time: a retried request moves nothing twice. */
  idempotencyKey: string;
}

/** POST /api/reschedule-appointment (issue 19): the patient's own booking to another free time. */
export async function rescheduleAppointment(variables: RescheduleVariables) {
  const envelope = await apiFetchEnvelope<{ appointment: LinkBooking; changed: boolean }>('/api/reschedule-appointment', {
    method: 'POST',
    body: { appointment_id: variables.appointmentId, appointment_date: variables.date, appointment_time: variables.time },
    idempotencyKey: variables.idempotencyKey,
  });
  return { message: envelope.message, appointment: envelope.data.appointment };
}

/** My Bookings' lists and the doctor's slots are refetched whatever the answer (a 409 means someone took the time). */
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleAppointment,
    onSettled: (_data, _error, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [queryRoots.myAppointments] }),
        queryClient.invalidateQueries({ queryKey: availabilityRootKey(variables.doctorId) }),
      ]),
  });
}
