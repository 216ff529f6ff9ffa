import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Renders its children in the browser only (after hydration); `fallback` on the server and while hydrating. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
