interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer a tap before the next step runs.
 *
 * Why (issue 17): a server-rendered page starts its app in steps (the language catalog, the
 * server's data into the cache, the router's first match, the header's code, hydration). Chained
 * promises run as one task, so on a phone they blocked the main thread for 0.4–0.7 s at a stretch.
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it; elsewhere a
 * message (not a timer: a test's paused clock must not hold the app back, and timers are clamped).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
