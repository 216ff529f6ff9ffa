import { useIsRestoring, type FetchStatus } from '@tanstack/react-query';
import { useT } from '../../lib/i18n.ts';
import { usePersistentStorage } from '../../lib/storage-persistence.ts';
import { WifiOffIcon } from './icons.tsx';
import { useOnline } from './offline-banner.tsx';

interface ShownQuery {
  data: unknown;
  isPlaceholderData: boolean;
  fetchStatus: FetchStatus;
}

/**
 * Offline, a query with nothing saved on this device will not load until the network
 * returns (offlineFirst pauses it): its page says so instead of an endless skeleton. Another
 * filter's list kept on screen as a placeholder is not this one's either.
 */
export function useNotSaved(query: ShownQuery): boolean {
  const online = useOnline();
  const restoring = useIsRestoring();
  if (restoring) return false;
  const nothingOwn = query.data === undefined || query.isPlaceholderData;
  return nothingOwn && (!online || query.fetchStatus === 'paused');
}

/** 'Not saved on this device — connect to load it', where the list or form would be. */
export function NotSavedNote({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="not-saved"
      className={`flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center ${className}`}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <WifiOffIcon width={24} height={24} />
      </span>
      <p className="max-w-md text-sm font-semibold text-slate-800">{t('offline.notSaved')}</p>
    </div>
  );
}

/** Offline, on a page whose changes are sent straight to the server: why its Save or Delete is disabled. */
export function ChangesNeedConnection({ className = '' }: { className?: string }) {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p
      data-testid="changes-need-connection"
      className={`mb-4 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ${className}`}
    >
      <WifiOffIcon width={16} height={16} className="shrink-0" />
      {t('offline.changesNeedConnection')}
    </p>
  );
}

/**
 * Offline, where saved bookings are shown: a quiet word when the browser would not promise
 * to keep them (navigator.storage.persist refused; see lib/storage-persistence.ts).
 */
export function StorageNote({ className = '' }: { className?: string }) {
  const t = useT();
  const online = useOnline();
  const storage = usePersistentStorage();
  if (online || storage !== 'not-persisted') return null;
  return (
    <p data-testid="storage-note" className={`mb-4 text-sm text-slate-600 ${className}`}>
      {t('offline.storageNotPersistent')}
    </p>
  );
}
