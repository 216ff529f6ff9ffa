import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import type { ReviewItem } from '../../../shared/schemas/admin-items.ts';
import { formatWhen } from '../admin-format.ts';
import { useModerateReview } from '../api/reviews.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { useDecisionDialog } from './use-decision.ts';
import { useT } from '../../../lib/i18n.ts';

/** One review as the moderators see it, with Hide (and a reason) or Unhide. */
export function ReviewCard({ review }: { review: ReviewItem }) {
  const t = useT();
  const moderate = useModerateReview();
  const dialog = useDecisionDialog<'hide' | 'unhide'>();
  const hidden = review.hidden_at !== null;
  const last = review.decisions.at(-1);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <article aria-labelledby={`review-${review.id}`}>
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={`review-${review.id}`} className="font-semibold text-slate-900">
              {review.doctor.name} <span className="font-normal text-slate-600">{t('admin.review.by', { name: review.reviewer_name })}</span>
            </h2>
            <p className="text-sm text-slate-600">
              {t('admin.review.stars', { count: review.stars })} · {review.is_recommended ? t('admin.review.recommended') : t('admin.review.notRecommended')} ·{' '}
              {formatWhen(review.created_at)} · #{review.id}
            </p>
            <p className="text-xs text-slate-500" data-testid="doctor-rating">
              {t('admin.review.rating', { rating: review.doctor.avg_rating.toFixed(2), count: review.doctor.reviews_count })}
            </p>
          </div>
          <Button className={buttonClass('secondary', 'sm', hidden ? '' : 'text-red-800')} onPress={() => dialog.show(hidden ? 'unhide' : 'hide')}>
            {hidden ? t('admin.unhide') : t('admin.hide')}
          </Button>
        </header>
        <p dir="auto" className="mt-3 text-start whitespace-pre-wrap text-sm text-slate-800">
          {review.review}
        </p>
        {hidden ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('admin.review.hiddenBecause', { reason: review.hidden_reason ?? '' })}
            {last ? <span className="block text-xs">{t('admin.audit.entry', { action: t(`admin.action.${last.action}`), actor: last.actor, when: formatWhen(last.created_at) })}</span> : null}
          </p>
        ) : null}
      </article>
      <DecisionDialog
        isOpen={dialog.open === 'hide'}
        onOpenChange={dialog.onOpenChange}
        title={t('admin.confirmHide.title')}
        consequence={<p>{t('admin.confirmHide.body', { doctor: review.doctor.name })}</p>}
        confirmLabel={t('admin.hide')}
        tone="danger"
        reasonHelp={t('admin.reasonHelp.review')}
        isPending={moderate.isPending}
        error={dialog.error}
        onConfirm={(reason) => void dialog.run(() => moderate.mutateAsync({ id: review.id, action: 'hide', reason }))}
      />
      <DecisionDialog
        isOpen={dialog.open === 'unhide'}
        onOpenChange={dialog.onOpenChange}
        title={t('admin.confirmUnhide.title')}
        consequence={<p>{t('admin.confirmUnhide.body', { doctor: review.doctor.name })}</p>}
        confirmLabel={t('admin.unhide')}
        tone="primary"
        isPending={moderate.isPending}
        error={dialog.error}
        onConfirm={() => void dialog.run(() => moderate.mutateAsync({ id: review.id, action: 'unhide' }))}
      />
    </li>
  );
}
