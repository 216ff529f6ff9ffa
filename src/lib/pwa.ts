import type { Workbox } from 'workbox-window';
import { requestPersistentStorage } from './storage-persistence.ts';

/**
 * Service worker registration (production builds only; the dev server has no SW).
 * A new version waits until the page says so (registerType 'prompt'): listeners of
 * 'update-available' offer a reload, and applyUpdate() lets the new worker take over.
 */
export const pwaEvents = new EventTarget();
export const UPDATE_AVAILABLE = 'update-available';

let workbox: Workbox | null = null;
let updateWaiting = false;

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Loaded beside the first render, not before it: the home page's initial JS has a budget (issue 5).
  void import('workbox-window')
    .then(({ Workbox }) => {
      workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => {
        updateWaiting = true;
        pwaEvents.dispatchEvent(new Event(UPDATE_AVAILABLE));
      });
      return workbox.register();
    })
    .catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
}

/** Activates the waiting worker and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox || !updateWaiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/**
 * Installation (DESIGN §6): Chromium offers it with `beforeinstallprompt`, which must be
 * caught early (before React mounts) and kept until the user asks; `appinstalled` or
 * running standalone means there is nothing left to offer.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_CHANGED = 'install-changed';
let installPrompt: InstallPromptEvent | null = null;

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** The prompt Chromium offered, while the app is not installed; null otherwise. */
export function getInstallPrompt(): InstallPromptEvent | null {
  return installPrompt && !isStandalone() ? installPrompt : null;
}

function setInstallPrompt(next: InstallPromptEvent | null) {
  installPrompt = next;
  pwaEvents.dispatchEvent(new Event(INSTALL_CHANGED));
}

/** Shows the browser's install dialog; the prompt can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = getInstallPrompt();
  if (!event) return 'unavailable';
  setInstallPrompt(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away: the app offers 'Install app' itself.
    event.preventDefault();
    setInstallPrompt(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    setInstallPrompt(null);
    // An installed app is expected to keep what it saved (DESIGN §6).
    void requestPersistentStorage();
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', () => setInstallPrompt(installPrompt));
}
