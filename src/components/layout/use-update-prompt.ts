import { useEffect } from 'react';
import { applyUpdate, isUpdateWaiting, pwaEvents, UPDATE_AVAILABLE } from '../../lib/pwa.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../ui/toast.ts';

/** Offers a reload when a new service worker is waiting (registerType 'prompt'). */
export function useUpdatePrompt(): void {
  useEffect(() => {
    const offer = () =>
      toast.info(t('offline.updateAvailable'), {
        id: 'sw-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: t('shell.reload'), onClick: applyUpdate },
      });
    if (isUpdateWaiting()) offer();
    pwaEvents.addEventListener(UPDATE_AVAILABLE, offer);
    return () => pwaEvents.removeEventListener(UPDATE_AVAILABLE, offer);
  }, []);
}
