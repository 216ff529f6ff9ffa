/**
 * What a doctor may do with a booking now (the booking list's buttons; the
 * same rules as the doctor side of change-appointment-status): complete or
 * mark a no-show once it has started, cancel before it starts; a booking
 * that is completed, cancelled or a no-show is closed.
 */
const ACTIVE = new Set(['confirmed', 'ongoing']);

export interface BookingActions {
  can_complete: boolean;
  can_no_show: boolean;
  can_cancel: boolean;
}

export function doctorActions(status: string, startsAt: Date, at: Date): BookingActions {
  const active = ACTIVE.has(status);
  const started = startsAt.getTime() <= at.getTime();
  return { can_complete: active && started, can_no_show: active && started, can_cancel: active && !started };
}
