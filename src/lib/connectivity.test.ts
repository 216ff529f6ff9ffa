import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test (it keeps its state per page load), in a browser-like global scope. */
async function load(onLine = true) {
  vi.resetModules();
  const win = new EventTarget();
  const nav = { onLine };
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', nav);
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const connectivity = await import('./connectivity.ts');
  const { onlineManager } = await import('@tanstack/react-query');
  onlineManager.setOnline(true);
  return { connectivity, onlineManager, fetch, win, nav };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('connectivity', () => {
  it('a request failing for the network means offline, though navigator.onLine says otherwise', async () => {
    const { connectivity, onlineManager } = await load();
    const listener = vi.fn();
    connectivity.subscribeConnectivity(listener);
    expect(connectivity.isOnline()).toBe(true);
    connectivity.reportUnreachable();
    expect(connectivity.isOnline()).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    // Any answer from the server ends it.
    connectivity.reportReachable();
    expect(connectivity.isOnline()).toBe(true);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('probes /api/health until the API answers', async () => {
    const { connectivity, fetch } = await load();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ ok: true });
    connectivity.reportUnreachable();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(fetch).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(connectivity.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(connectivity.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("the browser's online event ends it at once", async () => {
    const { connectivity, win } = await load();
    connectivity.reportUnreachable();
    win.dispatchEvent(new Event('online'));
    expect(connectivity.isOnline()).toBe(true);
  });

  it('offline by the browser stays offline whatever the API client says', async () => {
    const { connectivity } = await load(false);
    connectivity.reportReachable();
    expect(connectivity.isOnline()).toBe(false);
  });
});
