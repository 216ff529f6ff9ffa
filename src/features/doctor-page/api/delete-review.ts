import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { doctorDetailKey } from './doctor-detail.ts';
import { myReviewsKey } from './my-reviews.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/**
 * DELETE /api/reviews/:id: only the reviewer may (001 §6); the profile then refetches its
 * summary and list, and My Bookings offers Write a Review for that booking again.
 */
export function useDeleteReview(doctorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => apiFetch<null>(`/api/reviews/${reviewId}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorDetailKey(doctorId) }),
        queryClient.invalidateQueries({ queryKey: myReviewsKey(doctorId) }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.myAppointments], refetchType: 'none' }),
      ]),
  });
}
