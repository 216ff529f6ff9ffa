import { z } from 'zod';
import { dbId } from './db-values.ts';
import { REVIEW_MAX_CHARS } from '../constants.ts';
import { msg } from './message.ts';

const blank = (value: unknown) => value === undefined || value === null || value === '';
const id = dbId();

/** 'yes'/'no', also true/false, 1/0 and 'true'/'false' from other clients. */
const yesNo = z.preprocess((value) => {
  if (value === true || value === 1 || value === '1' || value === 'true') return 'yes';
  if (value === false || value === 0 || value === '0' || value === 'false') return 'no';
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}, z.enum(['yes', 'no'], msg('review.recommendInvalid')));

/** The Write a Review form (001 §2, §5); the same rules run on the server. */
export const reviewForm = z.object({
  stars: z.coerce.number(msg('review.starsInvalid')).int(msg('review.starsInvalid')).min(1, msg('review.starsInvalid')).max(5, msg('review.starsInvalid')),
  review: z.preprocess(
    (v) => (v ?? ''),
    z.string().trim().min(1, msg('review.required')).max(REVIEW_MAX_CHARS, msg('review.tooLong', { max: REVIEW_MAX_CHARS })),
  ),
  is_recommended: yesNo,
});

/**
 * POST /api/add-review (001 §7). Without `appointment_id` the review is for
 * the caller's most recent finished booking with the doctor that has none.
 */
export const addReviewBody = reviewForm.extend({
  doctor_id: id,
  appointment_id: z.preprocess((v) => (blank(v) ? undefined : v), id.optional()),
});
export type AddReviewBody = z.input<typeof addReviewBody>;
export type AddReviewInput = z.output<typeof addReviewBody>;

/** POST /api/delete-review (the same as DELETE /api/reviews/:id). */
export const deleteReviewBody = z.object({ review_id: id });

export const reviewData = z.object({
  id: z.number().int(),
  doctor_id: z.number().int(),
  appointment_id: z.number().int().nullable(),
  reviewer_name: z.string(),
  stars: z.number().int(),
  review: z.string(),
  is_recommended: z.enum(['yes', 'no']),
  created_at: z.string(),
});
export type ReviewData = z.infer<typeof reviewData>;
export const addReviewData = z.object({ review: reviewData });
export type AddReviewData = z.infer<typeof addReviewData>;

/** GET /api/my-reviews?doctor_id=: which of the doctor's reviews are the caller's (for their Delete). */
export const myReviewsQuery = z.object({ doctor_id: id.max(2_147_483_647) });
export const myReviewsData = z.object({ review_ids: z.array(z.number().int()) });
export type MyReviewsData = z.infer<typeof myReviewsData>;
