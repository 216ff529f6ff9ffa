import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the API can be reached. `navigator.onLine` only knows about the device's own link:
 * on Wi-Fi without internet, or a phone that lost its signal, it stays true while every
 * request fails. A request that fails for the network (the API client's status 0) is taken as
 * offline too, so the banner shows and panels say they need the network instead of showing
 * an empty answer; a probe of /api/health every few seconds (or any answer from the server, or
 * the browser's `online` event) ends it.
 */
const PROBE_MS = 8_000;

let unreachable = false;
let probe: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function publish(next: boolean) {
  if (unreachable === next) return;
  unreachable = next;
  // Queries pause rather than fail while the API cannot be reached, and resume when it can.
  onlineManager.setOnline(!next && navigator.onLine);
  for (const listener of listeners) listener();
}

function scheduleProbe() {
  if (probe !== null) return;
  probe = setTimeout(() => {
    probe = null;
    if (!unreachable) return;
    fetch('/api/health', { cache: 'no-store' })
      .then((response) => {
        if (response.ok) reportReachable();
        else scheduleProbe();
      })
      .catch(() => scheduleProbe());
  }, PROBE_MS);
}

/** The API client saw a request fail for the network. */
export function reportUnreachable(): void {
  if (typeof navigator === 'undefined' || !navigator.onLine) return;
  publish(true);
  scheduleProbe();
}

/** Any answer from the server: the network is back. */
export function reportReachable(): void {
  if (probe !== null) clearTimeout(probe);
  probe = null;
  publish(false);
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || (navigator.onLine && !unreachable);
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

if (typeof window !== 'undefined') {
  // The browser saw its link come back: try at once rather than waiting for the probe.
  window.addEventListener('online', () => reportReachable());
}
