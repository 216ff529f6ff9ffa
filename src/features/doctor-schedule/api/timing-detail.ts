import { notFound } from '@tanstack/react-router';
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client.ts';
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
 * another type than the URL says is the not-found page.
 */
export async function loadTiming(queryClient: QueryClient, timingId: number | null, type: string): Promise<TimingItem> {
  if (timingId === null) throw notFound();
  try {
    const item = await queryClient.fetchQuery(timingDetailQueryOptions(timingId));
    if (item.timing_type !== type) throw notFound();
    return item;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

export const useTimingDetail = (timingId: number) => useSuspenseQuery(timingDetailQueryOptions(timingId)).data;
