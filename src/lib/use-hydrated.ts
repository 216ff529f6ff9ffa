import { startTransition, useEffect, useState } from 'react';

/** True when this page renders in the browser alone (no server HTML to match): main.tsx says so. */
let browserOnly = false;

/** main.tsx, before a `createRoot` render: nothing hydrates in this page's life, so every mount starts true. */
export function markBrowserOnlyRender(): void {
  browserOnly = true;
}

/**
 * False on the server and while React hydrates server markup, true afterwards and in every
 * client-only render (issue 17). What depends on the device (its session, saved data, storage,
 * `navigator`) renders from it, so the first client render matches the server's HTML.
 *
 * Not a `useSyncExternalStore` with a server snapshot: React re-renders those synchronously right
 * after hydration, which forced the parts of the page still hydrating (a lazy chunk not yet arrived)
 * to finish in one long task. The switch to true is a transition, done in slices with the rest. On a
 * server-rendered page every mount starts false (a part may hydrate late, after a lazy chunk), so
 * none can mismatch the server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(browserOnly);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
