import type { Workbox } from 'workbox-window';

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
