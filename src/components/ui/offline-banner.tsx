import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n.ts';
import { WifiOffIcon } from './icons.tsx';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** A slim notice while the device is offline (the offline work adds pending actions here). */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      <WifiOffIcon width={16} height={16} />
      <span>{t('shell.offline')}</span>
    </div>
  );
}
