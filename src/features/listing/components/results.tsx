import { useRef } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import type { DoctorListing } from '../api/doctors.ts';
import { clearFilters, hasActiveFilters, setPage } from '../filter-state.ts';
import type { ListingSearch } from '../../../shared/listing/query.ts';
import { doctorPath } from '../../../shared/urls.ts';
import { DoctorCard, type BookAction } from './doctor-card.tsx';
import type { UpdateSearch } from './listing-types.ts';

/** The count line: '{total} doctors found', '1000+' once the server stops counting. */
export function useCountText(listing: DoctorListing | undefined): string | null {
  const t = useT();
  // An empty list says 'No Doctor Found' itself.
  if (!listing || listing.total === 0) return null;
  if (listing.total === 1 && !listing.total_capped) return t('listing.countOne');
  return t('listing.count', { total: listing.total_capped ? `${listing.total}+` : listing.total });
}

/** Cards, the empty state and pagination; the previous page stays (dimmed) while the next one loads. */
export function Results({
  listing,
  search,
  update,
  busy,
  bookAction,
}: {
  listing: DoctorListing;
  search: ListingSearch;
  update: UpdateSearch;
  busy: boolean;
  bookAction?: BookAction | undefined;
}) {
  const t = useT();
  const top = useRef<HTMLDivElement>(null);
  const count = useCountText(listing);

  const goTo = (page: number) => {
    update((prev) => setPage(prev, page));
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div ref={top} className="scroll-mt-20 space-y-4">
      <div className="flex min-h-6 items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="results-count">
          {count}
        </p>
        {busy ? (
          <span role="status" className="inline-flex items-center gap-2 text-xs text-slate-600">
            <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-teal-700 border-e-transparent" />
            {t('listing.updating')}
          </span>
        ) : null}
      </div>
      {listing.data.length === 0 ? (
        <EmptyState
          title={t('listing.empty')}
          description={t('listing.emptyHint')}
          action={
            hasActiveFilters(search) ? (
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => update(clearFilters)}>
                {t('listing.clearAll')}
              </button>
            ) : undefined
          }
        />
      ) : (
        <ul
          aria-label={t('listing.results')}
          aria-busy={busy}
          className={`space-y-4 transition-opacity ${busy ? 'opacity-60' : ''}`}
        >
          {listing.data.map((doctor) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctor} href={doctorPath(doctor)} bookAction={bookAction} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={search.page} lastPage={listing.last_page} onChange={goTo} />
    </div>
  );
}
