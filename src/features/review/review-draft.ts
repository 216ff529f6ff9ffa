import { REVIEW_MAX_CHARS } from '../../shared/constants.ts';
import { reviewForm, type AddReviewBody } from '../../shared/schemas/review.ts';

/** Write a Review (001 §2, §5, §9): 1 to 5 stars (default 4), text up to 500 characters, recommend yes or no. */
export interface ReviewDraft {
  stars: number;
  review: string;
  recommend: 'yes' | 'no';
}

export const DEFAULT_STARS = 4;
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export const initialDraft = (): ReviewDraft => ({ stars: DEFAULT_STARS, review: '', recommend: 'yes' });

/** The text area stops at the limit (pasting more keeps the first 500 characters). */
export const clampReview = (text: string) => text.slice(0, REVIEW_MAX_CHARS);

/** The first problem of the draft as the schema the server shares reports it ('Please Add Review*'), else null. */
export function reviewProblem(draft: ReviewDraft): string | null {
  const result = reviewForm.safeParse({ stars: draft.stars, review: draft.review, is_recommended: draft.recommend });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function reviewBody(draft: ReviewDraft, doctorId: number, appointmentId?: number): AddReviewBody {
  return {
    doctor_id: doctorId,
    stars: draft.stars,
    review: draft.review.trim(),
    is_recommended: draft.recommend,
    ...(appointmentId === undefined ? {} : { appointment_id: appointmentId }),
  };
}

/** The same review retried keeps its Idempotency-Key; a changed one gets a new key. */
export function reviewKeyFor(body: AddReviewBody, last: { key: string; fingerprint: string } | null, fresh: () => string) {
  const fingerprint = JSON.stringify(body);
  return last && last.fingerprint === fingerprint ? last : { key: fresh(), fingerprint };
}
