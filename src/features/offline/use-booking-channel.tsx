import { useMemo } from 'react';
import { useSession } from '../../lib/session.ts';
import type { PendingActionKind } from '../../shared/offline/pending-action.ts';
import { PendingMarker } from '../../components/ui/pending-marker.tsx';
import type { BookingChannel } from '../../lib/offline/booking-channel.ts';
import { sendOrQueue } from '../../lib/offline/send-or-queue.ts';
import { usePendingActions } from '../../lib/offline/use-pending-actions.ts';

/** One booking change as the offline queue stores it. */
export interface BookingWrite {
  body: unknown;
  idempotencyKey: string;
  bookingId: number;
}

/**
 * Joins a booking list to the offline queue (DESIGN §6): a change made offline is kept with its
 * Idempotency-Key and sent once back online; until then (and across reloads) its booking is in
 * `waitingIds` (no second Cancel, no status buttons) and `marker` notes it; a refused replay no
 * longer waits (the buttons come back for what the server still allows) and its note shows the
 * server's reason. `toWrite` must be stable (a module-level function).
 */
export function useBookingChannel<V>(
  kind: Extract<PendingActionKind, 'cancel-booking' | 'booking-status'>,
  url: string,
  pendingLabel: string,
  toWrite: (variables: V) => BookingWrite,
): BookingChannel<V> {
  const userId = useSession()?.userId ?? 0;
  const actions = usePendingActions({ kind, userId });
  return useMemo(
    () => ({
      send: async (variables, label) => {
        const { body, idempotencyKey, bookingId } = toWrite(variables);
        const result = await sendOrQueue({ kind, method: 'POST', url, body, idempotencyKey, label, targetId: bookingId, userId });
        return result.status === 'queued' ? { queued: true } : { queued: false, message: result.message };
      },
      waitingIds: new Set(actions.filter((action) => action.status === 'queued').map((action) => Number(action.targetId))),
      marker: (bookingId) => {
        const mine = actions.filter((action) => String(action.targetId) === String(bookingId));
        return mine.length ? <PendingMarker actions={mine} label={pendingLabel} /> : null;
      },
    }),
    [actions, userId, pendingLabel, kind, url, toWrite],
  );
}
