import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import type { LanguageOption } from '../filter-options.ts';
import { activeFilterCount, clearFilters, hasActiveFilters, isSelected, setSort, setVerified, toggleFilterValue } from '../filter-state.ts';
import type { ListFilter, ListingSearch } from '../../../shared/listing/query.ts';
import { FilterList } from './filter-list.tsx';
import { SlidersIcon } from '../../../components/ui/page-icons.tsx';
import type { UpdateSearch } from './listing-types.ts';
import { SortSelect } from './sort-select.tsx';

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
 * the sort dropdown, and the full filter list in a bottom sheet.
 */
export function MobileFilters({
  search,
  update,
  languages,
  total,
}: {
  search: ListingSearch;
  update: UpdateSearch;
  languages: readonly LanguageOption[];
  total: string | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
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
          onClick={() => setOpen(true)}
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
      <Modal isOpen={open} onOpenChange={setOpen} title={t('listing.filters')}>
        {(close) => (
          <>
            <FilterList search={search} update={update} languages={languages} />
            <div className="sticky bottom-0 -mx-5 -mb-5 mt-2 flex gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:-mb-6 sm:px-6">
              <button
                type="button"
                className={buttonClass('secondary', 'md', 'flex-1')}
                disabled={!hasActiveFilters(search)}
                onClick={() => update(clearFilters)}
              >
                {t('listing.clearAll')}
              </button>
              <button type="button" className={buttonClass('primary', 'md', 'flex-1')} onClick={close}>
                {total ?? t('listing.showResults')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}
