import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { toast } from '../../../components/ui/toast.ts';
import { useT } from '../../../lib/i18n.ts';
import { discardPending } from '../../../lib/offline/pending-queue.ts';
import { usePendingActions, type PendingFilter } from '../../../lib/offline/use-pending-actions.ts';

/**
 * Every write waiting for the network (or refused by the server, with its reason), with
 * Discard. Shown in the top bar's Pending dialog; `filter` narrows it for a page
 * (e.g. { userId, kind: 'cancel-booking' } on My Bookings).
 */
export function PendingActionsList({ filter = {}, showEmpty = true }: { filter?: PendingFilter; showEmpty?: boolean }) {
  const t = useT();
  const actions = usePendingActions(filter);
  if (!actions.length) {
    return showEmpty ? <p className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600">{t('offline.pending.empty')}</p> : null;
  }
  return (
    <ul aria-label={t('offline.pending.title')} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {actions.map((action) => {
        const failed = action.status === 'failed';
        return (
          <li key={action.key} data-testid="pending-action" data-status={action.status} className="flex items-start gap-3 p-3">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words text-slate-900">{action.label}</p>
              <p className={`mt-0.5 text-xs font-semibold ${failed ? 'text-red-700' : 'text-amber-800'}`}>
                {failed ? t('offline.pending.failed', { reason: action.error ?? t('common.serverError') }) : t('offline.pending.waiting')}
              </p>
            </div>
            <Button
              aria-label={t('offline.pending.discardLabel', { label: action.label })}
              onPress={() =>
                void discardPending(action.key).then(() => toast.info(t('offline.pending.discarded'), { id: `discard-${action.key}` }))
              }
              className={buttonClass('secondary', 'sm', 'shrink-0')}
            >
              {t('offline.pending.discard')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
