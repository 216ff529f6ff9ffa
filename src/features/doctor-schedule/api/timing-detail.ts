import { notFound } from '@tanstack/react-router';
import { onlineManager, queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, isApiError } from '../../../lib/api-client.ts';
import { cacheRestored } from '../../../lib/cache-restored.ts';
import { t } from '../../../shared/i18n/format.ts';
import type { TimingItem } from '../../../shared/schemas/timings.ts';
import { scheduleRootKey } from './doctor-timings.ts';

/** GET /api/doctor/timing-detail?timing_id= (001 §7): one of the doctor's own configurations; 404 otherwise. */
export function fetchTimingDetail(timingId: number, signal?: AbortSignal): Promise<TimingItem> {
  return apiFetch<TimingItem>('/api/doctor/timing-detail', { query: { timing_id: timingId }, signal });
}

export const timingDetailQueryOptions = (timingId: number) =>
  queryOptions({
    queryKey: [...scheduleRootKey, 'detail', timingId] as const,
    queryFn: ({ signal }) => fetchTimingDetail(timingId, signal),
    // The edit form starts from what the server holds now.
    staleTime: 0,
  });

/**
 * Route loaders of edit and view: an unknown id, another doctor's id or one of
 * another type than the URL says is the not-found page. Offline it does not wait for the
 * network (the query would pause until it returns) but opens the copy saved on this
 * device, or fails with the offline error the route's error page explains.
 */
export async function loadTiming(queryClient: QueryClient, timingId: number | null, type: string): Promise<TimingItem> {
  if (timingId === null) throw notFound();
  if (!onlineManager.isOnline()) {
    await cacheRestored;
    const saved = queryClient.getQueryData(timingDetailQueryOptions(timingId).queryKey);
    if (!saved) throw new ApiError(0, t('common.offline'));
    if (saved.timing_type !== type) throw notFound();
    return saved;
  }
  try {
    // Never paused (a loader waiting for the network would hang): a lost network ends in the error page.
    const item = await queryClient.fetchQuery({ ...timingDetailQueryOptions(timingId), networkMode: 'always' });
    if (item.timing_type !== type) throw notFound();
    return item;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

export const useTimingDetail = (timingId: number) => useSuspenseQuery(timingDetailQueryOptions(timingId)).data;
