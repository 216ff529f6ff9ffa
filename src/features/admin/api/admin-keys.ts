import type { QueryClient } from '@tanstack/react-query';
import * as queryRoots from '../../../lib/query-keys.ts';

/**
 * Every query of the verification console starts with this root: a decision
 * invalidates it, so the queue, its counts, the item and the audit log all
 * reload together.
 */
export const adminRootKey = [queryRoots.admin] as const;

export interface QueuePage<T> {
  data: T[];
  counts: Record<string, number>;
  total: number;
  lastPage: number;
}

/**
 * A decision's onSettled: every console query reloads. A refusal (409: another admin decided
 * first) waits for the reload, so the dialog's message sits over the item as it now is; a
 * decision that went through closes its dialog at once and the reload follows, instead of
 * holding the dialog open while the queue, its counts and the audit log all come back.
 */
export function refreshConsole(queryClient: QueryClient) {
  return (_data: unknown, error: unknown): Promise<void> | undefined => {
    const reload = queryClient.invalidateQueries({ queryKey: adminRootKey });
    return error ? reload : undefined;
  };
}
