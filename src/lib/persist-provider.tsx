import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';

export interface PersistProviderProps {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Called once the saved cache is back (also when nothing was saved). */
  onSuccess?: () => unknown;
  /** Called when restoring, or `onSuccess`, failed. */
  onError?: () => unknown;
  /**
   * True when the tree hydrates server HTML: the end of the restore is then a transition. A page the
   * browser renders itself (the offline shell, Arabic and Hindi, signed-in areas) has no hydration to
   * protect, and a transition there would wait for anything else its render suspends on.
   */
  yieldToHydration?: boolean;
  children: ReactNode;
}

/**
 * TanStack's PersistQueryClientProvider, with one difference: on a server-rendered page the end of
 * the restore reaches React as a transition.
 *
 * Why: the library flips its `IsRestoring` context with a plain `setState` once IndexedDB answers,
 * which is usually while a server-rendered page is still hydrating. A context change at the default
 * (blocking) priority above the page makes React hydrate every boundary still waiting under it at
 * once, in one task: on a listing that was a 0.5–1.3 s task on a phone (issue 17, total blocking
 * time). As a transition, hydration keeps yielding to the browser between units of work.
 *
 * The cache starts being saved as soon as the restore ends, not when React gets round to the
 * transition, so nothing a person does meanwhile misses the persister.
 */
export function PersistProvider({ client, persistOptions, onSuccess, onError, yieldToHydration = false, children }: PersistProviderProps) {
  const [isRestoring, setIsRestoring] = useState(true);
  const callbacks = useRef({ persistOptions, onSuccess, onError });
  const yieldFirst = useRef(yieldToHydration);
  useEffect(() => {
    callbacks.current = { persistOptions, onSuccess, onError };
  });
  // Restored once per client, even when StrictMode runs the effect twice.
  const restored = useRef<{ client: QueryClient; done: Promise<void> } | null>(null);

  useEffect(() => {
    const options = { ...callbacks.current.persistOptions, queryClient: client };
    if (restored.current?.client !== client) {
      const done = persistQueryClientRestore(options)
        .then(() => callbacks.current.onSuccess?.())
        .catch(() => callbacks.current.onError?.())
        .then(
          () => undefined,
          () => undefined,
        );
      restored.current = { client, done };
    }
    let live = true;
    let unsubscribe: (() => void) | undefined;
    void restored.current.done.then(() => {
      if (!live) return;
      unsubscribe = persistQueryClientSubscribe(options);
      // A server-rendered page's data went into the cache before the subscription (main.tsx): it is
      // saved now, not at the next change of the cache, which on a visitor's page may never come
      // (a listing opened online would not open offline).
      if (yieldFirst.current) void persistQueryClientSave(options).catch(() => undefined);
      if (yieldFirst.current) startTransition(() => setIsRestoring(false));
      else setIsRestoring(false);
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [client]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
