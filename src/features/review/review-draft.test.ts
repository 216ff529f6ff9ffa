import { describe, expect, it } from 'vitest';
import { REVIEW_MAX_CHARS } from '../../shared/constants.ts';
import { addReviewBody } from '../../shared/schemas/review.ts';
import { clampReview, initialDraft, reviewBody, reviewKeyFor, reviewProblem } from './review-draft.ts';

describe('Write a Review', () => {
  it('starts at 4 stars, empty text, recommending (001 §9)', () => {
    expect(initialDraft()).toEqual({ stars: 4, review: '', recommend: 'yes' });
  });

  it("requires the text ('Please Add Review*')", () => {
    expect(reviewProblem({ stars: 4, review: '   ', recommend: 'yes' })).toBe('Please Add Review*');
    expect(reviewProblem({ stars: 5, review: 'Great doctor', recommend: 'no' })).toBeNull();
    expect(reviewProblem({ stars: 0, review: 'Great doctor', recommend: 'no' })).not.toBeNull();
  });

  it('stops the text at 500 characters', () => {
    expect(clampReview('a'.repeat(REVIEW_MAX_CHARS + 20))).toHaveLength(REVIEW_MAX_CHARS);
  });

  it('builds the add-review body the server accepts, with the booking when known', () => {
    const body = reviewBody({ stars: 3, review: ' Kind and clear ', recommend: 'no' }, 7, 42);
    expect(body).toEqual({ doctor_id: 7, stars: 3, review: 'Kind and clear', is_recommended: 'no', appointment_id: 42 });
    expect(addReviewBody.parse(body)).toMatchObject({ doctor_id: 7, appointment_id: 42 });
    expect(reviewBody(initialDraft(), 7)).not.toHaveProperty('appointment_id');
  });

  it('keeps the Idempotency-Key for a retried review only', () => {
    const body = reviewBody({ stars: 3, review: 'ok', recommend: 'no' }, 7);
    const first = reviewKeyFor(body, null, () => 'a');
    expect(reviewKeyFor({ ...body }, first, () => 'b')).toBe(first);
    expect(reviewKeyFor({ ...body, stars: 5 }, first, () => 'b').key).toBe('b');
  });
});
