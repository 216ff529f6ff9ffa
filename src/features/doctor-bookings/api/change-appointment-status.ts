import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { DoctorBookingStatus } from '../../../shared/schemas/doctor-portal.ts';
import type { StatusChangeBody } from '../booking-actions.ts';
import { doctorBookingsRootKey } from './doctor-bookings.ts';

export interface ChangeStatusVariables {
  body: StatusChangeBody;
  /**
   * One key per intended change, kept while it is retried (or replayed from
   * the offline queue), so a lost answer never applies or notifies twice.
   */
  idempotencyKey: string;
}

export interface ChangeStatusResult {
  message: string | undefined;
  appointment: { id: number; booking_status: DoctorBookingStatus; cancel_reason: string | null; cancel_description: string | null };
  changed: boolean;
}

/**
 * POST /api/change-appointment-status (001 §7) for the doctor's Mark as
 * Complete, Mark as No Show and Cancel. The one place the portal makes this
 * call: the offline queue routes the same body and key through here.
 */
export async function changeAppointmentStatus({ body, idempotencyKey }: ChangeStatusVariables): Promise<ChangeStatusResult> {
  const envelope = await apiFetchEnvelope<Omit<ChangeStatusResult, 'message'>>('/api/change-appointment-status', {
    method: 'POST',
    body,
    idempotencyKey,
  });
  return { message: envelope.message, ...envelope.data };
}

/** The list (and the dashboard's counts) reload afterwards, whether the server agreed or refused. */
export function useChangeAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAppointmentStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: doctorBookingsRootKey }),
  });
}
