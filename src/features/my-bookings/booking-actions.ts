import { canJoinConsultation } from '../../shared/consultation/room-window.ts';
import type { MyBookingItem } from '../../shared/schemas/my-appointments.ts';
import type { BookingsTab } from './bookings-search.ts';

export interface BookingActions {
  cancel: boolean;
  /** Move to another time (issue 19): upcoming, confirmed, outside the notice window (the server's can_reschedule). */
  reschedule: boolean;
  review: boolean;
  bookAgain: boolean;
  calendar: boolean;
  join: boolean;
}

type ActionFields = Pick<MyBookingItem, 'booking_status' | 'starts_at' | 'ends_at' | 'can_cancel' | 'can_review' | 'appointment_link'> &
  Partial<Pick<MyBookingItem, 'can_reschedule'>>;

const active = (status: MyBookingItem['booking_status']) => status === 'confirmed' || status === 'ongoing';

/**
 * What a booking offers (001 §2, §4). Upcoming: Cancel Booking, only before it
 * starts (checked against `now` too, as a list kept offline may be old) and not
 * while a cancellation is already waiting. Past: Write a Review when the server
 * says the booking can still be reviewed, and Book Again. "Add to calendar" and
 * the call link for bookings still to come.
 */
export function bookingActions(item: ActionFields, tab: BookingsTab, { pending = false, now = Date.now() } = {}): BookingActions {
  const stillAhead = active(item.booking_status) && Date.parse(item.ends_at) > now;
  return {
    cancel: tab === 'upcoming' && item.can_cancel && !pending && active(item.booking_status) && Date.parse(item.starts_at) > now,
    reschedule: tab === 'upcoming' && (item.can_reschedule ?? false) && !pending && item.booking_status === 'confirmed' && Date.parse(item.starts_at) > now,
    review: tab === 'past' && item.can_review,
    bookAgain: tab === 'past',
    calendar: stillAhead && !pending,
    join: !pending && canJoinConsultation(item, now),
  };
}
