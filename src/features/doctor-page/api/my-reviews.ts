import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { MyReviewsData } from '../../../shared/schemas/review.ts';
import * as queryRoots from '../../../lib/query-keys.ts';

/** Not under the persisted 'doctor' root: whose reviews these are is per account. */
export const myReviewsKey = (doctorId: number) => [queryRoots.myReviews, doctorId] as const;

/** GET /api/my-reviews?doctor_id=: the signed-in patient's own reviews of this doctor, for their Delete. */
export const myReviewsQueryOptions = (doctorId: number) =>
  queryOptions({
    queryKey: myReviewsKey(doctorId),
    queryFn: ({ signal }) => apiFetch<MyReviewsData>('/api/my-reviews', { query: { doctor_id: doctorId }, signal }),
    staleTime: 0,
  });

/** The ids of the patient's own reviews; empty for visitors and other roles (no request is made). */
export function useMyReviewIds(doctorId: number, enabled: boolean): ReadonlySet<number> {
  const { data } = useQuery({ ...myReviewsQueryOptions(doctorId), enabled });
  return new Set(enabled ? (data?.review_ids ?? []) : []);
}
