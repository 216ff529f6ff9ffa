import { canJoinConsultation } from '../../shared/consultation/room-window.ts';
import type { DoctorBookingItem } from '../../shared/schemas/doctor-bookings.ts';

/**
 * The buttons one Booking List row offers (001 §2): only what the server says
 * is allowed now (it decides by the booking's state and start time, see
 * server/services/booking/doctor-bookings-rules.ts), and nothing while a change of
 * that booking is waiting (in flight, or queued offline).
 */
export type BookingAction = 'complete' | 'no_show' | 'cancel';

export const ACTION_STATUS: Record<BookingAction, 'completed' | 'no_show' | 'cancelled'> = {
  complete: 'completed',
  no_show: 'no_show',
  cancel: 'cancelled',
};

export function availableActions(
  item: Pick<DoctorBookingItem, 'can_complete' | 'can_no_show' | 'can_cancel'>,
  pending = false,
): BookingAction[] {
  if (pending) return [];
  const actions: BookingAction[] = [];
  if (item.can_complete) actions.push('complete');
  if (item.can_no_show) actions.push('no_show');
  if (item.can_cancel) actions.push('cancel');
  return actions;
}

/** The change-appointment-status body of an action ('Mark as Complete' clears the cancel fields, 001 §4). */
export function statusChangeBody(appointmentId: number, action: BookingAction, reason = '', description = '') {
  return {
    appointment_id: appointmentId,
    booking_status: ACTION_STATUS[action],
    cancel_reason: action === 'cancel' ? reason.trim() : '',
    cancel_description: action === 'cancel' ? description.trim() : '',
  };
}
export type StatusChangeBody = ReturnType<typeof statusChangeBody>;

/**
 * "Join consultation" (the room at the booking's appointment_link): the same rule as
 * the patient's card, an online booking still active and not ended; not while a change
 * of it is waiting.
 */
export function joinLink(
  item: Pick<DoctorBookingItem, 'booking_status' | 'ends_at' | 'appointment_link'>,
  { pending = false, now = Date.now() } = {},
): string | null {
  return !pending && canJoinConsultation(item, now) ? item.appointment_link : null;
}
