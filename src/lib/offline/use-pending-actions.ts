import { useEffect, useMemo, useState } from 'react';
import type { PendingAction, PendingActionKind } from '../../shared/offline/pending-action.ts';
import { listPending, onQueueChange } from './pending-queue.ts';

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
 */
export function usePendingActions(filter: PendingFilter = {}): PendingAction[] {
  const [all, setAll] = useState<PendingAction[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void listPending()
        .then((actions) => live && setAll(actions))
        .catch(() => undefined);
    load();
    const off = onQueueChange(load);
    return () => {
      live = false;
      off();
    };
  }, []);
  const { kind, targetId, userId } = filter;
  // Stable between queue changes, so callers can memoise on it.
  return useMemo(() => all.filter((action) => matchesFilter(action, { kind, targetId, userId })), [all, kind, targetId, userId]);
}
