import type { ReactNode } from 'react';
import type { CancelBookingVariables } from './api/change-appointment-status.ts';

/** What the cancellation came to: sent (with the server's message), or kept on this device until back online. */
export type CancelOutcome = { queued: false; message?: string } | { queued: true };

/**
 * How My Bookings sends a cancellation and learns which ones wait on this device.
 * The route supplies it from the offline queue (this feature does not know the queue);
 * without it cancellations go straight to the server.
 */
export interface CancelChannel {
  /** Sends now, or (offline) keeps the request with its Idempotency-Key; `label` names it in the pending list. */
  send: (variables: CancelBookingVariables, label: string) => Promise<CancelOutcome>;
  /** Bookings whose cancellation waits to be sent: their cards offer no second Cancel. */
  waitingIds: ReadonlySet<number>;
  /** The note on a booking with a waiting (or refused) cancellation, or null. */
  marker: (bookingId: number) => ReactNode;
}
