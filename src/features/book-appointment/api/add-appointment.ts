import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { AddAppointmentBody, AddAppointmentData, AppointmentData } from '../../../shared/schemas/booking.ts';
import { availabilityRootKey } from '../../../lib/free-slots.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

export interface AddAppointmentVariables {
  body: AddAppointmentBody;
  /** One per confirmation: a retried submit returns the first answer and books once. */
  idempotencyKey: string;
}

export interface AddAppointmentResult {
  message: string | undefined;
  appointment: AppointmentData;
}

/** POST /api/add-appointment (000 §7); 409 when the slot was just taken, 400 with per-field errors. */
export async function addAppointment({ body, idempotencyKey }: AddAppointmentVariables): Promise<AddAppointmentResult> {
  const envelope = await apiFetchEnvelope<AddAppointmentData>('/api/add-appointment', {
    method: 'POST',
    body,
    idempotencyKey,
  });
  return { message: envelope.message, appointment: envelope.data.appointment };
}

/** Whatever the answer, the slots shown may be out of date: refetch them and the patient's bookings. */
export function useAddAppointment(doctorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAppointment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityRootKey(doctorId) }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.myAppointments] }),
      ]),
  });
}
