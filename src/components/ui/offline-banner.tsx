import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from '../../lib/connectivity.ts';
import { getLocale, useT } from '../../lib/i18n.ts';
import { intlTag } from '../../shared/i18n/locale.ts';
import { WifiOffIcon } from './icons.tsx';

/** Offline by the browser's word, or because the API could not be reached (lib/connectivity.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}

/** When the data on screen was fetched: the newest of the queries the page is showing (0 when none). */
function useShownDataTime(enabled: boolean): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (listener) => (enabled ? cache.subscribe(listener) : () => undefined),
    () => {
      if (!enabled) return 0;
      let newest = 0;
      for (const query of cache.findAll({ type: 'active' })) {
        if (query.state.data !== undefined) newest = Math.max(newest, query.state.dataUpdatedAt);
      }
      return newest;
    },
    () => 0,
  );
}

export function formatSavedAt(time: number, locale: string, now = Date.now()): string {
  const sameDay = new Date(time).toDateString() === new Date(now).toDateString();
  const format = new Intl.DateTimeFormat(locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' });
  return format.format(time).replace(/[\u202f\u00a0]/g, ' ');
}

/** A slim notice while the device is offline, saying how old the saved data on screen is. */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  const savedAt = useShownDataTime(!online);
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900"
    >
      <WifiOffIcon width={16} height={16} className="shrink-0" />
      <span>{savedAt ? t('offline.bannerSavedAt', { time: formatSavedAt(savedAt, intlTag(getLocale())) }) : t('shell.offline')}</span>
    </div>
  );
}
