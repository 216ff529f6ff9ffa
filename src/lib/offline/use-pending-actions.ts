import { useEffect, useMemo, useState } from 'react';
import type { PendingAction, PendingActionKind } from '../../shared/offline/pending-action.ts';

export interface PendingFilter {
  kind?: PendingActionKind;
  targetId?: number | string;
  userId?: number;
}

export function matchesFilter(action: PendingAction, filter: PendingFilter): boolean {
  return (
    (filter.kind === undefined || action.kind === filter.kind) &&
    (filter.targetId === undefined || String(action.targetId) === String(filter.targetId)) &&
    (filter.userId === undefined || action.userId === filter.userId)
  );
}

/**
 * The writes waiting for the network (and the failed ones, with `error`), oldest first,
 * kept up to date as they are queued, sent or discarded, in this tab, others and the worker.
 * e.g. usePendingActions({ kind: 'cancel-booking', targetId: booking.id }).length > 0
 * → show 'Cancellation pending' (t('offline.pending.cancellation')).
 *
 * The queue (and Dexie under it) loads in the effect, and not at all while `enabled` is false: a
 * visitor has no queue, and a doctor page evaluated Dexie's 100 KB for every visitor (issue 17).
 */
export function usePendingActions(filter: PendingFilter = {}, { enabled = true }: { enabled?: boolean } = {}): PendingAction[] {
  const [all, setAll] = useState<PendingAction[]>([]);
  useEffect(() => {
    if (!enabled) {
      setAll([]);
      return;
    }
    let live = true;
    let off = () => undefined as void;
    import('./pending-queue.ts')
      .then(({ listPending, onQueueChange }) => {
        if (!live) return;
        const load = () =>
          void listPending()
            .then((actions) => live && setAll(actions))
            .catch(() => undefined);
        load();
        off = onQueueChange(load);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      off();
    };
  }, [enabled]);
  const { kind, targetId, userId } = filter;
  // Stable between queue changes, so callers can memoise on it.
  return useMemo(() => all.filter((action) => matchesFilter(action, { kind, targetId, userId })), [all, kind, targetId, userId]);
}
