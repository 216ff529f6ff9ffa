import type { ReactNode } from 'react';
import type { ChangeStatusVariables } from './api/change-appointment-status.ts';

/** What a status change came to: sent (with the server's message), or kept on this device until back online. */
export type StatusOutcome = { queued: false; message?: string } | { queued: true };

/**
 * How the Booking List sends Mark as Complete / Mark as No Show / Cancel and learns which
 * wait on this device. The route supplies it from the offline queue (this feature does not
 * know the queue); without it changes go straight to the server.
 */
export interface StatusChannel {
  /** Sends now, or (offline) keeps the request with its Idempotency-Key; `label` names it in the pending list. */
  send: (variables: ChangeStatusVariables, label: string) => Promise<StatusOutcome>;
  /** Bookings with a change waiting to be sent: their buttons are hidden. */
  waitingIds: ReadonlySet<number>;
  /** The note on a booking with a waiting (or refused) change, or null. */
  marker: (bookingId: number) => ReactNode;
}
