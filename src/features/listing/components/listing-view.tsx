import { useInsurers } from '../../../lib/insurers.ts';
import { Suspense, lazy } from 'react';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterSidebar } from '../../../components/ui/filter-sidebar.tsx';
import { ListingSkeleton } from '../../../components/ui/skeletons-doctors.tsx';
import { NotSavedNote, useNotSaved } from '../../../components/ui/not-saved.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useDoctors } from '../api/doctors.ts';
import { useHomeData } from '../../../lib/home-data.ts';
import { clearFilters, hasActiveFilters, setSearchText, setSort } from '../filter-state.ts';
import type { ListingSearch } from '../../../shared/listing/query.ts';
import { FilterList } from './filter-list.tsx';
import type { UpdateSearch } from './listing-types.ts';
import { MobileFilters } from './mobile-filters.tsx';
import type { BookAction } from './doctor-card.tsx';
import { Results, useCountText } from './results.tsx';
import { ResultsSearch } from './results-search.tsx';
import { SortSelect } from './sort-select.tsx';

// The rich text under the results, below the fold, with DOMPurify: its own chunk. On a server-rendered
// listing its HTML stays as served and hydrates once the chunk is in, in a task of its own; DOMPurify's
// start-up and sanitising were ~60 ms of a phone's main thread inside the page's hydration (issue 17).
const DescriptionBlock = lazy(() => import('./description-block.tsx').then((m) => ({ default: m.DescriptionBlock })));

export interface ListingViewProps {
  search: ListingSearch;
  update: UpdateSearch;
  heading: string;
  /** The crumbs after Home: the speciality and the place the page names (not the URL's slugs). */
  breadcrumbs: string[];
  /** False while the speciality is still being worked out from its slug. */
  ready: boolean;
  /** The location slug the list is for (the URL segment, or /search/doctor's location). */
  location: string;
  specialityId: number | undefined;
  /** Rich text under the results, already sanitised by the server. */
  description: string | null;
  descriptionLabel: string;
  /** The Book action of verified doctors' cards (the booking modal); without it, Book opens the detail page. */
  bookAction?: BookAction;
}

/** The doctor listing body shared by /{speciality}/{location} and /search/doctor (000 §2, §4). */
export function ListingView({
  search,
  update,
  heading,
  breadcrumbs,
  ready,
  location,
  specialityId,
  description,
  descriptionLabel,
  bookAction,
}: ListingViewProps) {
  const t = useT();
  const doctors = useDoctors({ search, location, specialityId }, ready);
  const languages = useHomeData().data?.languages ?? [];
  const insurers = useInsurers().data ?? [];
  const countText = useCountText(doctors.data);
  const busy = doctors.isPlaceholderData || (doctors.isFetching && !doctors.isPending);
  // Offline with nothing saved for this list (never opened on this device): say so, not an endless skeleton (issue 42).
  const notSaved = useNotSaved(doctors);

  let body;
  if (doctors.data) {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <FilterSidebar
          id="listing-filters-title"
          title={t('listing.filters')}
          clearLabel={t('listing.clearAll')}
          canClear={hasActiveFilters(search)}
          onClear={() => update(clearFilters)}
          className="px-5 pt-4 pb-1"
          headerClassName="gap-3 border-b border-slate-200 pb-3"
        >
          <FilterList search={search} update={update} languages={languages} insurers={insurers} currency={doctors.data.currency} />
        </FilterSidebar>
        <div className="min-w-0 space-y-4">
          <MobileFilters search={search} update={update} languages={languages} insurers={insurers} currency={doctors.data.currency} total={countText} />
          <div className="flex items-center gap-4">
            <ResultsSearch value={search.search} onCommit={(text) => update((prev) => setSearchText(prev, text), { replace: true })} />
            <div className="hidden lg:block">
              <SortSelect value={search.relevance} onChange={(value) => update((prev) => setSort(prev, value))} />
            </div>
          </div>
          {doctors.isError ? (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              {t('listing.error')}
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void doctors.refetch()}>
                {t('listing.retry')}
              </button>
            </div>
          ) : null}
          <Results listing={doctors.data} search={search} update={update} busy={busy} bookAction={bookAction} />
          {description ? (
            <Suspense fallback={null}>
              <DescriptionBlock html={description} label={descriptionLabel} />
            </Suspense>
          ) : null}
        </div>
      </div>
    );
  } else if (doctors.isError) {
    body = (
      <EmptyState
        title={t('listing.error')}
        action={
          <button type="button" className={buttonClass('primary', 'sm')} onClick={() => void doctors.refetch()}>
            {t('listing.retry')}
          </button>
        }
      />
    );
  } else if (notSaved) {
    body = <NotSavedNote />;
  } else {
    body = <ListingSkeleton />;
  }

  return (
    <PageContainer>
      <PageHeader title={heading} breadcrumbLabels={breadcrumbs} />
      {body}
    </PageContainer>
  );
}
