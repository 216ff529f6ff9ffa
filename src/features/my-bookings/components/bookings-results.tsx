import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FilterSidebar } from '../../../components/ui/filter-sidebar.tsx';
import { NotSavedNote, useNotSaved } from '../../../components/ui/not-saved.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Bone, Card, SkeletonRegion } from '../../../components/ui/skeleton.tsx';
import { useT, type Translate } from '../../../lib/i18n.ts';
import type { MyBookingItem } from '../../../shared/schemas/my-appointments.ts';
import { useMyAppointments } from '../api/my-appointments.ts';
import { activeFilterCount, bookingsRequest, clearFilters, setPage } from '../bookings-filters.ts';
import type { BookingsSearch } from '../bookings-search.ts';
import { BookingCard } from './booking-card.tsx';
import { EnquiryCard } from './enquiry-card.tsx';
import { FilterFields } from './filter-fields.tsx';
import { MobileFilterSheet } from './mobile-filter-sheet.tsx';

export interface BookingsResultsProps {
  search: BookingsSearch;
  onSearch: (next: BookingsSearch) => void;
  pendingIds: ReadonlySet<number>;
  /** The note on a booking whose cancellation waits on this device (or was refused on replay). */
  marker?: (bookingId: number) => ReactNode;
  viewerZone: string;
  onCancel: (item: MyBookingItem) => void;
  onReschedule?: ((item: MyBookingItem) => void) | undefined;
}

/** One tab's content: the filter sidebar (desktop) or sheet (phones), the cards and the pages. */
export function BookingsResults({ search, onSearch, pendingIds, marker, viewerZone, onCancel, onReschedule }: BookingsResultsProps) {
  const t = useT();
  const query = useMyAppointments(bookingsRequest(search));
  const filtered = activeFilterCount(search) > 0;
  const notSaved = useNotSaved(query);
  const page = notSaved ? undefined : query.data;

  const update = (next: BookingsSearch) => {
    onSearch(next);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
      <FilterSidebar
        id="bookings-filter-heading"
        title={t('bookings.filter')}
        clearLabel={t('bookings.filter.clearAll')}
        canClear={filtered}
        onClear={() => update(clearFilters(search))}
        className="h-fit p-5"
        headerClassName="mb-4 gap-2"
      >
        <FilterFields value={search} onChange={update} />
      </FilterSidebar>

      <section aria-label={t('page.myBookings.title')} aria-busy={query.isFetching} className="min-w-0 space-y-4">
        <div className="flex min-h-9 items-center justify-between gap-3">
          <MobileFilterSheet search={search} onApply={update} />
          {page ? (
            <p className="ms-auto text-sm text-slate-600" aria-live="polite">
              {totalLabel(t, search.tab === 'enquiries', page.total)}
            </p>
          ) : null}
        </div>

        {notSaved ? (
          <NotSavedNote />
        ) : page === undefined ? (
          query.isError ? (
            <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
              <p className="font-semibold">{t('bookings.loadError')}</p>
              <p className="mt-1">{query.error.message}</p>
              <Button onPress={() => void query.refetch()} className={buttonClass('secondary', 'sm', 'mt-3')}>
                {t('bookings.retry')}
              </Button>
            </div>
          ) : (
            <ResultsSkeleton />
          )
        ) : page.items.length === 0 ? (
          <EmptyState
            title={t('bookings.empty')}
            description={filtered ? t('bookings.emptyFiltered') : undefined}
            action={
              filtered ? (
                <Button onPress={() => update(clearFilters(search))} className={buttonClass('secondary', 'sm')}>
                  {t('bookings.filter.clearAll')}
                </Button>
              ) : (
                // Nothing booked yet: the way to a doctor (issue 42).
                <Link to="/" className={buttonClass('primary', 'sm')}>
                  {t('bookings.findDoctor')}
                </Link>
              )
            }
          />
        ) : (
          <ul className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            {page.items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                {item.kind === 'enquiry' ? (
                  <EnquiryCard item={item} viewerZone={viewerZone} />
                ) : (
                  <BookingCard
                    item={item}
                    tab={search.tab}
                    viewerZone={viewerZone}
                    pending={pendingIds.has(item.id)}
                    marker={marker?.(item.id)}
                    onCancel={onCancel}
                    onReschedule={onReschedule}
                  />
                )}
              </li>
            ))}
          </ul>
        )}

        {page ? <Pagination page={search.page} lastPage={page.lastPage} onChange={(next) => update(setPage(search, next))} /> : null}
      </section>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <SkeletonRegion className="space-y-4">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-4">
          <div className="flex items-center justify-between">
            <Bone className="h-6 w-32 rounded-full" />
            <Bone className="h-4 w-20" />
          </div>
          <div className="flex items-center gap-3">
            <Bone className="h-14 w-14 rounded-full" />
            <div className="flex-1 space-y-2">
              <Bone className="h-4 w-44" />
              <Bone className="h-3.5 w-28" />
            </div>
          </div>
          <Bone className="h-16 rounded-xl" />
        </Card>
      ))}
    </SkeletonRegion>
  );
}

function totalLabel(t: Translate, enquiries: boolean, total: number): string {
  if (enquiries) return total === 1 ? t('bookings.enquiriesTotalOne') : t('bookings.enquiriesTotal', { count: total });
  return total === 1 ? t('bookings.totalOne') : t('bookings.total', { count: total });
}
