import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { t } from '../../lib/i18n.ts';
import type { PendingActionKind, ReplayOutcome } from '../../shared/offline/pending-action.ts';
import { listPending, onQueueChange, replayPending } from '../../lib/offline/pending-queue.ts';
import * as queryRoots from '../../lib/query-keys.ts';

/** The query roots a replayed write changes, so their pages refetch. */
const AFFECTS: Record<PendingActionKind, string[]> = {
  enquiry: [queryRoots.myAppointments],
  'cancel-booking': [queryRoots.myAppointments],
  'booking-status': [queryRoots.doctorBookings],
};

function report(outcomes: ReplayOutcome[], queryClient: QueryClient) {
  for (const outcome of outcomes) {
    const { action } = outcome;
    if (outcome.type === 'sent') {
      toast.success(outcome.message ?? t('offline.sent', { label: action.label }), { id: `replay-${action.key}` });
      for (const root of AFFECTS[action.kind]) void queryClient.invalidateQueries({ queryKey: [root] });
    } else if (outcome.type === 'failed') {
      toast.error(t('offline.failedToast', { label: action.label }), {
        id: `replay-${action.key}`,
        description: action.error,
        duration: 10_000,
      });
    }
  }
}

/**
 * Mounted once at the root: replays the offline queue at app start, when the browser
 * comes back online (browsers without Background Sync) and when a backoff expires,
 * and reports what the server said about each replayed write.
 */
export function useOfflineReplay(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = async () => {
      clearTimeout(timer);
      const waiting = (await listPending().catch(() => [])).filter((action) => action.status === 'queued');
      if (!waiting.length) return;
      const due = Math.min(...waiting.map((action) => action.nextAttemptAt));
      // Offline, the `online` event (or the worker's `sync`) starts the next round instead.
      timer = setTimeout(() => {
        if (navigator.onLine) void replayPending().then((outcomes) => {
          if (!outcomes.length) void schedule();
        });
      }, Math.max(1_000, due - Date.now()));
    };
    const off = onQueueChange((outcomes) => {
      report(outcomes, queryClient);
      void schedule();
    });
    const onOnline = () => void replayPending(true);
    window.addEventListener('online', onOnline);
    if (navigator.onLine) void replayPending(true);
    void schedule();
    return () => {
      clearTimeout(timer);
      off();
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient]);
}
