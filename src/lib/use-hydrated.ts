import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates server markup, true afterwards and in every
 * client-only render (issue 17). What depends on the device (its session, saved data, storage,
 * `navigator`) renders from it, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
