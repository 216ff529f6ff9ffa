import { useEffect } from 'react';
import { applyUpdate, isUpdateWaiting, pwaEvents, UPDATE_AVAILABLE } from '../../lib/pwa.ts';
import { tr } from '../../lib/i18n.ts';
import { toast } from '../ui/toast.ts';

/** Offers a reload when a new service worker is waiting (registerType 'prompt'). */
export function useUpdatePrompt(): void {
  useEffect(() => {
    const offer = () =>
      toast.info(tr('offline.updateAvailable'), {
        id: 'sw-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: tr('shell.reload'), onClick: applyUpdate },
      });
    if (isUpdateWaiting()) offer();
    pwaEvents.addEventListener(UPDATE_AVAILABLE, offer);
    return () => pwaEvents.removeEventListener(UPDATE_AVAILABLE, offer);
  }, []);
}
