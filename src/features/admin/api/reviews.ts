import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { ReviewTab } from '../../../shared/schemas/admin.ts';
import type { ReviewItem } from '../../../shared/schemas/admin-items.ts';
import { adminRootKey, refreshConsole, type QueuePage } from './admin-keys.ts';
import type { QueueRequest } from './registrations.ts';

/** GET /api/admin/reviews: visible or hidden reviews, newest first. */
export const reviewsQueryOptions = (request: QueueRequest<ReviewTab>) =>
  queryOptions({
    queryKey: [...adminRootKey, 'reviews', request] as const,
    queryFn: async ({ signal }): Promise<QueuePage<ReviewItem>> => {
      const envelope = await apiFetchEnvelope<ReviewItem[]>('/api/admin/reviews', { query: { ...request }, signal });
      return { data: envelope.data, counts: envelope.counts ?? {}, total: envelope.total ?? 0, lastPage: envelope.last_page ?? 1 };
    },
    staleTime: 0,
  });

export const useReviews = (request: QueueRequest<ReviewTab>) => useQuery({ ...reviewsQueryOptions(request), placeholderData: keepPreviousData });

export type ReviewDecision = { id: number; action: 'hide'; reason: string } | { id: number; action: 'unhide' };

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ReviewDecision) => {
      const options = decision.action === 'hide' ? { method: 'POST' as const, body: { reason: decision.reason } } : { method: 'POST' as const };
      return (await apiFetchEnvelope<unknown>(`/api/admin/reviews/${decision.id}/${decision.action}`, options)).message;
    },
    onSettled: refreshConsole(queryClient),
  });
}
