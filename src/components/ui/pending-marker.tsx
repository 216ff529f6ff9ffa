import { WarningIcon, WifiOffIcon } from './icons.tsx';
import { useT } from '../../lib/i18n.ts';
import type { PendingAction } from '../../shared/offline/pending-action.ts';

/**
 * The small note beside an item changed offline: `label` (e.g. t('offline.pending.cancellation'))
 * while it waits, the server's reason once refused. Renders nothing when `actions` is empty.
 *   <PendingMarker actions={usePendingActions({ kind: 'cancel-booking', targetId: id })} label={t('offline.pending.cancellation')} />
 */
export function PendingMarker({ actions, label, className = '' }: { actions: readonly PendingAction[]; label: string; className?: string }) {
  const t = useT();
  const latest = actions.at(-1);
  if (!latest) return null;
  const failed = latest.status === 'failed';
  return (
    <p
      data-testid="pending-marker"
      data-status={latest.status}
      className={`inline-flex items-start gap-1.5 rounded-lg px-2.5 py-1.5 text-xs font-semibold ${failed ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'} ${className}`}
    >
      {failed ? <WarningIcon width={14} height={14} className="mt-px shrink-0" /> : <WifiOffIcon width={14} height={14} className="mt-px shrink-0" />}
      <span>{failed ? t('offline.pending.failed', { reason: latest.error ?? t('common.serverError') }) : label}</span>
    </p>
  );
}
