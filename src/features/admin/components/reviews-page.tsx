import { Pagination } from '../../../components/ui/pagination.tsx';
import { REVIEW_TABS, type ReviewTab } from '../../../shared/schemas/admin.ts';
import { useReviews } from '../api/reviews.ts';
import type { ReviewsSearch } from '../queue-search-params.ts';
import { QueueSearch } from './queue-search.tsx';
import { LoadFailed, Loading, Nothing } from './queue-states.tsx';
import { QueueTabs } from './queue-tabs.tsx';
import { ReviewCard } from './review-card.tsx';
import { useT } from '../../../lib/i18n.ts';

const TABS = REVIEW_TABS.map((id) => ({ id, label: `admin.tab.${id}` as const }));

/** Review moderation: visible and hidden reviews, newest first, searchable. */
export function ReviewsPage({ state, onChange }: { state: ReviewsSearch; onChange: (next: Partial<ReviewsSearch>) => void }) {
  const t = useT();
  const list = useReviews({ status: state.status, search: state.search, page: state.page });
  const rows = list.data?.data ?? [];
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('admin.nav.reviews')}</h1>
      <QueueSearch value={state.search ?? ''} placeholder={t('admin.searchReviews')} onSearch={(search) => onChange({ search: search || undefined, page: undefined })} />
      <QueueTabs<ReviewTab> tabs={TABS} selected={state.status} counts={list.data?.counts} onSelect={(status) => onChange({ status, page: undefined })}>
        {list.isPending ? <Loading /> : null}
        {list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : null}
        {list.isSuccess && rows.length === 0 ? <Nothing text={state.search ? t('admin.emptySearch') : t('admin.emptyQueue')} /> : null}
        <ul className={`grid gap-3 xl:grid-cols-2 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          {rows.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
        <div className="mt-4">
          <Pagination page={state.page ?? 1} lastPage={list.data?.lastPage ?? 1} onChange={(page) => onChange({ page })} />
        </div>
      </QueueTabs>
    </>
  );
}
