import type { ReactNode } from 'react';

/** What a booking change came to: sent (with the server's message), or kept on this device until back online. */
export type ChannelOutcome = { queued: false; message?: string } | { queued: true };

/**
 * How a booking list sends a change (My Bookings' Cancel; the Booking List's Mark as Complete,
 * Mark as No Show and Cancel) and learns which ones wait on this device. The route supplies it
 * from the offline queue (offline's useBookingChannel; the lists do not know the queue); without
 * it changes go straight to the server.
 */
export interface BookingChannel<V> {
  /** Sends now, or (offline) keeps the request with its Idempotency-Key; `label` names it in the pending list. */
  send: (variables: V, label: string) => Promise<ChannelOutcome>;
  /** Bookings with a change waiting to be sent: their cards offer no second Cancel and no status buttons. */
  waitingIds: ReadonlySet<number>;
  /** The note on a booking with a waiting (or refused) change, or null. */
  marker: (bookingId: number) => ReactNode;
}
