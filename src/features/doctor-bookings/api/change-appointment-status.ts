import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { ChangeStatusData } from '../../../shared/schemas/account.ts';
import type { StatusChangeBody } from '../booking-actions.ts';
import type { ChannelOutcome } from '../../../lib/offline/booking-channel.ts';
import { doctorBookingsRootKey } from './doctor-bookings.ts';

export interface ChangeStatusVariables {
  body: StatusChangeBody;
  /**
   * One key per intended change, kept while it is retried (or replayed from
   * the offline queue), so a lost answer never applies or notifies twice.
   */
  idempotencyKey: string;
}

export type ChangeStatusResult = ChangeStatusData & { message: string | undefined };

/**
 * POST /api/change-appointment-status (001 §7) for the doctor's Mark as
 * Complete, Mark as No Show and Cancel. The one place the portal makes this
 * call: the offline queue routes the same body and key through here.
 */
export const STATUS_URL = '/api/change-appointment-status';

export async function changeAppointmentStatus({ body, idempotencyKey }: ChangeStatusVariables): Promise<ChangeStatusResult> {
  const envelope = await apiFetchEnvelope<ChangeStatusData>(STATUS_URL, {
    method: 'POST',
    body,
    idempotencyKey,
  });
  return { message: envelope.message, ...envelope.data };
}

const sendNow = async (variables: ChangeStatusVariables): Promise<ChannelOutcome> => ({
  queued: false,
  message: (await changeAppointmentStatus(variables)).message,
});

export type StatusMutationVariables = ChangeStatusVariables & { label: string };

/**
 * `send` (from the route's BookingChannel) may keep the change for later while offline.
 * The list (and the dashboard's counts) reload afterwards, whether the server agreed or
 * refused; a queued change is reloaded by its replay instead.
 */
export function useChangeAppointmentStatus(send?: (variables: ChangeStatusVariables, label: string) => Promise<ChannelOutcome>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ label, ...variables }: StatusMutationVariables) => (send ? send(variables, label) : sendNow(variables)),
    onSettled: (outcome) => {
      if (!outcome?.queued) void queryClient.invalidateQueries({ queryKey: doctorBookingsRootKey });
    },
  });
}
