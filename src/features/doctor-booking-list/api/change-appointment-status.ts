import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postStatusChange } from '../../../lib/change-appointment-status.ts';
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

/** The doctor's Mark as Complete, Mark as No Show and Cancel (001 §7), sent at once. */
const sendNow = async (variables: ChangeStatusVariables): Promise<ChannelOutcome> => ({
  queued: false,
  message: (await postStatusChange(variables)).message,
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
