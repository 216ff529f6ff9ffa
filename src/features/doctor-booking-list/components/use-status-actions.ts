import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import type { DoctorBookingItem } from '../../../shared/schemas/doctor-bookings.ts';
import { useChangeAppointmentStatus } from '../api/change-appointment-status.ts';
import { ACTION_STATUS, statusChangeBody, type BookingAction } from '../booking-actions.ts';
import { bookingDate, bookingTime, patientName } from '../booking-labels.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { BookingChannel } from '../../../lib/offline/booking-channel.ts';
import type { ChangeStatusVariables } from '../api/change-appointment-status.ts';

export interface OpenAction {
  item: DoctorBookingItem;
  action: BookingAction;
  /** Kept for this one intended change: a retry after a lost answer reuses it. */
  key: string;
}

/**
 * The Booking List's status changes: which confirmation is open, the call, and
 * what the doctor is told (the server's message on success and on refusal).
 */
export function useStatusActions(send: BookingChannel<ChangeStatusVariables>['send'] | undefined, viewerZone: string) {
  const t = useT();
  const mutation = useChangeAppointmentStatus(send);
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const start = (item: DoctorBookingItem, action: BookingAction) => {
    mutation.reset();
    setFieldError(undefined);
    setOpen({ item, action, key: newIdempotencyKey() });
  };

  const close = () => {
    if (!mutation.isPending) setOpen(null);
  };

  const confirm = (reason = '', description = '') => {
    if (!open) return;
    const { item, action } = open;
    const label = t('offline.label.bookingStatus', {
      status: t(`doctorBookings.status.${ACTION_STATUS[action]}`),
      patient: patientName(item),
      date: bookingDate(item.appointment_date),
      time: bookingTime(item, viewerZone).time,
    });
    mutation.mutate(
      { body: statusChangeBody(item.id, action, reason, description), idempotencyKey: open.key, label },
      {
        onSuccess: (outcome) => {
          // Offline the dialog closes at once: the card says the change waits to be sent.
          if (outcome.queued) toast.info(t('offline.savedForLater'));
          else toast.success(outcome.message ?? t('status.updated'));
          setOpen(null);
        },
        onError: (error) => {
          const message = error.message || t('common.serverError');
          const reasonError = isApiError(error) ? error.fieldError('cancel_reason') : undefined;
          // A refused reason stays in the form; any other refusal closes it and the list reloads.
          if (reasonError) {
            setFieldError(reasonError);
            return;
          }
          toast.error(message);
          setOpen(null);
        },
      },
    );
  };

  const pendingId = mutation.isPending ? mutation.variables?.body.appointment_id : undefined;
  return { open, start, close, confirm, isPending: mutation.isPending, pendingId, fieldError };
}
