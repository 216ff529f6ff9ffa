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
