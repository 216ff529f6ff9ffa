import { useSyncExternalStore } from 'react';
import { getInstallPrompt, INSTALL_CHANGED, pwaEvents, type InstallPromptEvent } from '../../lib/pwa.ts';

function subscribe(listener: () => void) {
  pwaEvents.addEventListener(INSTALL_CHANGED, listener);
  return () => pwaEvents.removeEventListener(INSTALL_CHANGED, listener);
}

/** The browser's install offer while there is one (beforeinstallprompt, not yet installed). */
export function useInstallPrompt(): InstallPromptEvent | null {
  return useSyncExternalStore(subscribe, getInstallPrompt, () => null);
}
