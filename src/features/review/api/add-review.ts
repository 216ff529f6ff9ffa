import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { AddReviewBody, AddReviewData, ReviewData } from '../../../shared/schemas/review.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

export interface AddReviewVariables {
  body: AddReviewBody;
  idempotencyKey: string;
}

export interface AddReviewResult {
  message: string | undefined;
  review: ReviewData;
}

/** POST /api/add-review (001 §7); 403 when not eligible, 409 when already reviewed, with the server's message. */
export async function addReview({ body, idempotencyKey }: AddReviewVariables): Promise<AddReviewResult> {
  const envelope = await apiFetchEnvelope<AddReviewData>('/api/add-review', { method: 'POST', body, idempotencyKey });
  return { message: envelope.message, review: envelope.data.review };
}

/**
 * On success the doctor's profile (rating, counts per star, recommended %), the
 * listings that show the rating and the patient's bookings (Write a Review is
 * no longer offered) are out of date: mark them stale so they refetch.
 */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: () =>
      Promise.all(
        [queryRoots.doctor, queryRoots.listing, queryRoots.myAppointments].map((root) => queryClient.invalidateQueries({ queryKey: [root], refetchType: 'none' })),
      ),
  });
}
