import type { Currency } from '../../../shared/format/currency.ts';
import type { Insurer } from '../../../shared/schemas/insurance.ts';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/on-demand.ts';
import { useT } from '../../../lib/i18n.ts';
import type { LanguageOption } from '../filter-options.ts';
import { activeFilterCount, isSelected, setSort, setVerified, toggleFilterValue } from '../filter-state.ts';
import type { ListFilter, ListingSearch } from '../../../shared/listing/query.ts';
import { SlidersIcon } from '../../../components/ui/page-icons.tsx';
import type { UpdateSearch } from './listing-types.ts';
import { SortSelect } from './sort-select.tsx';
import { MyInsuranceChip } from './my-insurance-filter.tsx';

/** The sheet's code is fetched ahead of the press (hover, touch, keyboard focus). */
const { Component: FiltersSheet, preload: preloadSheet } = lazyComponent(() => import('./filters-sheet.tsx').then((m) => m.FiltersSheet));

const chipClass =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-1';
const chipState = (on: boolean) =>
  on ? 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50';

/** Popular filters one tap away on phones. */
const QUICK: { key: ListFilter; value: string; label: 'listing.consultation.online' | 'listing.consultation.offline' | 'listing.availability.today' }[] = [
  { key: 'consultation', value: 'online', label: 'listing.consultation.online' },
  { key: 'consultation', value: 'offline', label: 'listing.consultation.offline' },
  { key: 'availability', value: '0', label: 'listing.availability.today' },
];

/**
 * Phones (000 §2): a horizontally scrolling chip bar with the Filters toggle and
 * the sort dropdown, and the full filter list in a bottom sheet (filters-sheet.tsx, loaded on first use).
 */
export function MobileFilters({
  search,
  update,
  languages,
  insurers,
  currency,
  total,
}: {
  search: ListingSearch;
  update: UpdateSearch;
  languages: readonly LanguageOption[];
  insurers: readonly Insurer[];
  /** The listing's currency, the Fees bands' sign in the sheet. */
  currency: Currency | null;
  total: string | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it can play its closing animation and hand focus back.
  const [opened, setOpened] = useState(false);
  const openSheet = () => {
    setOpened(true);
    setOpen(true);
  };
  const count = activeFilterCount(search);
  return (
    <div className="lg:hidden">
      <div
        role="group"
        aria-label={t('listing.quickFilters')}
        className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:-mx-6 sm:px-6"
      >
        <button
          type="button"
          onClick={openSheet}
          onPointerEnter={preloadSheet}
          onTouchStart={preloadSheet}
          onFocus={preloadSheet}
          aria-haspopup="dialog"
          className={`${chipClass} ${chipState(count > 0)}`}
        >
          <SlidersIcon width={16} height={16} />
          {count > 0 ? t('listing.filtersWithCount', { count }) : t('listing.filters')}
        </button>
        <SortSelect compact value={search.relevance} onChange={(value) => update((prev) => setSort(prev, value))} />
        <button
          type="button"
          aria-pressed={search.verified}
          onClick={() => update((prev) => setVerified(prev, !prev.verified))}
          className={`${chipClass} ${chipState(search.verified)}`}
        >
          {t('listing.verified')}
        </button>
        <MyInsuranceChip search={search} update={update} className={(on) => `${chipClass} ${chipState(on)}`} />
        {QUICK.map((chip) => {
          const on = isSelected(search, chip.key, chip.value);
          return (
            <button
              key={`${chip.key}-${chip.value}`}
              type="button"
              aria-pressed={on}
              onClick={() => update((prev) => toggleFilterValue(prev, chip.key, chip.value))}
              className={`${chipClass} ${chipState(on)}`}
            >
              {t(chip.label)}
            </button>
          );
        })}
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <FiltersSheet isOpen={open} onOpenChange={setOpen} search={search} update={update} languages={languages} insurers={insurers} currency={currency} total={total} />
        </Suspense>
      ) : null}
    </div>
  );
}
