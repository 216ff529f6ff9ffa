import { Suspense, lazy, useState, type ReactNode } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { DoctorReview } from '../../../shared/schemas/doctor.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useMyReviewIds } from '../api/my-reviews.ts';
import { formatReviewDate } from '../doctor-profile-rules.ts';
import { BadgeCheckIcon } from '../../../components/ui/page-icons.tsx';
import { SectionCard } from './section-card.tsx';
import { StarRating } from './star-rating.tsx';

/** Only a reviewer of this doctor can delete: a visitor's page never loads the dialog's code (issue 17). */
const ConfirmDialog = lazy(() => import('../../../components/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

const NONE: ReadonlySet<number> = new Set();

/**
 * The latest reviews; the signed-in reviewer sees Delete on their own (001 §2, §6). Only a patient can
 * have reviews here: a visitor's list (every server render, issue 40) makes no query or mutation for them.
 */
/**
 * A reviewer's name set apart from the text around it (Unicode's first-strong isolate, U+2068 … U+2069): a
 * Latin name in an Arabic page kept its final dot on the wrong side (".Imran M" for "Imran M."), and in the
 * family line the name's direction ran into the Arabic words after it. Characters, not a <bdi>: a review
 * stays six elements (issue 40), and the accessible name (aria-label) is the plain name.
 */
const isolated = (name: string) => `\u2068${name}\u2069`;

export function ReviewList({ doctorId, reviews }: { doctorId: number; reviews: readonly DoctorReview[] }) {
  const session = useSession();
  return session?.userType === 'user' ? <PatientReviewList doctorId={doctorId} reviews={reviews} /> : <Reviews reviews={reviews} mine={NONE} />;
}

/** A patient's view: their own reviews (a signed-in call: the public payload names no account) with Delete. */
function PatientReviewList({ doctorId, reviews }: { doctorId: number; reviews: readonly DoctorReview[] }) {
  const t = useT();
  const mine = useMyReviewIds(doctorId, true);
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const remove = useDeleteReview(doctorId);

  const confirmDelete = () => {
    if (pendingDelete === null) return;
    remove.mutate(pendingDelete, {
      onSuccess: () => toast.success(t('review.deleted')),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setPendingDelete(null),
    });
  };

  return (
    <Reviews reviews={reviews} mine={mine} onDelete={setPendingDelete}>
      {mine.size > 0 ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen={pendingDelete !== null}
            onOpenChange={(open) => {
              if (!open && !remove.isPending) setPendingDelete(null);
            }}
            title={t('detail.deleteReviewTitle')}
            message={t('detail.deleteReviewText')}
            confirmLabel={t('detail.deleteReview')}
            onConfirm={confirmDelete}
            isPending={remove.isPending}
          />
        </Suspense>
      ) : null}
    </Reviews>
  );
}

interface ReviewsProps {
  reviews: readonly DoctorReview[];
  /** The reader's own reviews: each shows Delete, which calls onDelete. */
  mine: ReadonlySet<number>;
  onDelete?: (reviewId: number) => void;
  children?: ReactNode;
}

function Reviews({ reviews, mine, onDelete, children }: ReviewsProps) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <SectionCard id="doctor-reviews" title={t('detail.reviews')}>
      {reviews.length === 0 ? (
        <p className="text-sm text-slate-600">{t('detail.noReviews')}</p>
      ) : (
        // One article per review (role article: what people and tests find a review by), six elements when it
        // is not the reader's own: name, date, stars, text and answer sit in the article's grid, with no wrappers
        // and no icon elements (issue 40: the reviews were half the page's markup and of the server's render).
        <div className="divide-y divide-slate-100">
          {reviews.map((review) => (
            <article key={review.id} aria-label={review.reviewer_name} className="grid grid-cols-[1fr_auto] items-center gap-x-3 py-4 first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
                {review.for_family
                  ? t('detail.reviewForFamily', { name: isolated(review.reviewer_name), holder: review.for_family.holder_gender, relation: review.for_family.relation, gender: review.for_family.gender })
                  : isolated(review.reviewer_name)}
                {review.verified_visit ? (
                  <span
                    title={t('detail.verifiedVisitHint')}
                    className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800"
                  >
                    <BadgeCheckIcon width={12} height={12} />
                    {t('detail.verifiedVisit')}
                  </span>
                ) : null}
              </p>
              <time dateTime={review.created_at} className="text-xs text-slate-500">
                {formatReviewDate(review.created_at, !hydrated)}
              </time>
              <StarRating value={review.stars} size={14} className="col-span-2 mt-2" />
              <p dir="auto" className="col-span-2 mt-3.5 text-start text-sm leading-relaxed break-words text-slate-700">
                {review.review}
              </p>
              <p
                className={`mb-thumb mt-2 flex items-center gap-1.5 text-xs font-medium ${review.is_recommended ? 'text-teal-800' : 'mb-thumb-down text-slate-600'}`}
              >
                {t('detail.recommends', { answer: review.is_recommended ? t('detail.yes') : t('detail.no') })}
              </p>
              {mine.has(review.id) ? (
                <button
                  type="button"
                  onClick={() => onDelete?.(review.id)}
                  className="mt-2 justify-self-end rounded px-1 text-sm font-semibold text-red-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-red-600"
                >
                  {t('detail.deleteReview')}
                </button>
              ) : null}
            </article>
          ))}
        </div>
      )}
      {children}
    </SectionCard>
  );
}
