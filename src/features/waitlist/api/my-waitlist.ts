import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { WaitlistEntryData } from '../../../shared/schemas/waitlist.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** Every waitlist query starts with this key; joining and leaving invalidate it. */
export const myWaitlistKey = [queryRoots.myWaitlist] as const;

/** GET /api/waitlist: the patient's waiting entries with any slot held for them. */
export const fetchMyWaitlist = (signal?: AbortSignal) => apiFetch<WaitlistEntryData[]>('/api/waitlist', { signal });

/** A held slot lasts minutes: asked again on every visit and focus, and each minute while shown. */
export const myWaitlistQueryOptions = () =>
  queryOptions({
    queryKey: myWaitlistKey,
    queryFn: ({ signal }) => fetchMyWaitlist(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });

export const useMyWaitlist = () => useQuery(myWaitlistQueryOptions());
