import { CONSULT_CLOSES_AFTER_MINUTES, CONSULT_OPENS_BEFORE_MINUTES } from '../constants.ts';

/**
 * When a video consultation room may be used (server and client agree on it):
 * from CONSULT_OPENS_BEFORE_MINUTES before the start to CONSULT_CLOSES_AFTER_MINUTES
 * after the end, and only while the booking is confirmed or ongoing.
 */
export const ROOM_STATES = ['not_open', 'open', 'closed', 'cancelled'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

const MINUTE = 60_000;
const ACTIVE = new Set(['confirmed', 'ongoing']);

export interface RoomTimes {
  starts_at: string;
  ends_at: string;
  booking_status: string;
}

export function roomOpensAt(startsAt: string | Date): number {
  return new Date(startsAt).getTime() - CONSULT_OPENS_BEFORE_MINUTES * MINUTE;
}

export function roomClosesAt(endsAt: string | Date): number {
  return new Date(endsAt).getTime() + CONSULT_CLOSES_AFTER_MINUTES * MINUTE;
}

/** A cancelled booking's room is 'cancelled'; a completed or no-show one, or one past its window, 'closed'. */
export function roomState(booking: RoomTimes, now: number): RoomState {
  if (booking.booking_status === 'cancelled') return 'cancelled';
  if (!ACTIVE.has(booking.booking_status)) return 'closed';
  if (now >= roomClosesAt(booking.ends_at)) return 'closed';
  if (now < roomOpensAt(booking.starts_at)) return 'not_open';
  return 'open';
}

/**
 * "Join consultation" on a booking card (the patient's My Bookings and the doctor's
 * Booking List): an online booking with a room link, still active and not ended.
 */
export function canJoinConsultation(
  item: { booking_status: string; ends_at: string; appointment_link: string | null },
  now: number,
): boolean {
  return ACTIVE.has(item.booking_status) && Date.parse(item.ends_at) > now && Boolean(item.appointment_link);
}
