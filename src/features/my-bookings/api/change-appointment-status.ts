import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { postStatusChange } from '../../../lib/change-appointment-status.ts';
import type { BookingStatus } from '../../../shared/schemas/booking-status.ts';
import type { ChannelOutcome } from '../../../lib/offline/booking-channel.ts';
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

/** The request body of a cancellation: the same whether it is sent now or replayed from the offline queue. */
export function cancelBody({ appointmentId, cancelReason, cancelDescription }: CancelBookingVariables) {
  return { appointment_id: appointmentId, booking_status: 'cancelled' as const, cancel_reason: cancelReason, cancel_description: cancelDescription };
}

/** The patient's Cancel (001 §7): the status change with booking_status cancelled, sent at once. */
export async function cancelBooking(variables: CancelBookingVariables): Promise<CancelBookingResult> {
  const result = await postStatusChange({ body: cancelBody(variables), idempotencyKey: variables.idempotencyKey });
  return { message: result.message, status: result.appointment.booking_status };
}

const sendNow = async (variables: CancelBookingVariables): Promise<ChannelOutcome> => ({ queued: false, message: (await cancelBooking(variables)).message });

const cancelMutationKey = ['cancel-booking'] as const;

export type CancelMutationVariables = CancelBookingVariables & { label: string };

/**
 * `send` (from the route's BookingChannel) may keep the cancellation for later while offline.
 * Whatever the server answers, the lists are refetched (the booking moved to Past, or someone
 * else changed it); a queued one is refetched by the replay instead.
 */
export function useCancelBooking(send?: (variables: CancelBookingVariables, label: string) => Promise<ChannelOutcome>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cancelMutationKey,
    mutationFn: ({ label, ...variables }: CancelMutationVariables) => (send ? send(variables, label) : sendNow(variables)),
    onSettled: (outcome) => {
      if (!outcome?.queued) void queryClient.invalidateQueries({ queryKey: myAppointmentsRootKey });
    },
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
