import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { BookingStatus } from '../../../shared/schemas/account.ts';
import { myAppointmentsRootKey } from './my-appointments.ts';

export interface CancelBookingVariables {
  appointmentId: number;
  cancelReason: string;
  cancelDescription: string;
  /** One per cancellation: a retried or replayed request changes nothing twice (DESIGN §4, §6). */
  idempotencyKey: string;
}

export interface CancelBookingResult {
  message: string | undefined;
  status: BookingStatus;
}

/**
 * POST /api/change-appointment-status (001 §7) with booking_status cancelled.
 * The one place the patient's cancellation is sent: an offline queue can call
 * this with the key it stored.
 */
export async function cancelBooking({ appointmentId, cancelReason, cancelDescription, idempotencyKey }: CancelBookingVariables): Promise<CancelBookingResult> {
  const envelope = await apiFetchEnvelope<{ appointment: { booking_status: BookingStatus } }>('/api/change-appointment-status', {
    method: 'POST',
    body: { appointment_id: appointmentId, booking_status: 'cancelled', cancel_reason: cancelReason, cancel_description: cancelDescription },
    idempotencyKey,
  });
  return { message: envelope.message, status: envelope.data.appointment.booking_status };
}

const cancelMutationKey = ['cancel-booking'] as const;

/** Whatever the answer, the lists are refetched (the booking moved to Past, or someone else changed it). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cancelMutationKey,
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAppointmentsRootKey }),
  });
}

/** Ids of bookings whose cancellation is on its way (shown as pending on their cards). */
export function usePendingCancellations(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: cancelMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as CancelBookingVariables | undefined)?.appointmentId,
  });
  return new Set(ids.filter((id): id is number => typeof id === 'number'));
}
