import type { Currency } from '../../../shared/format/currency.ts';
import type { Insurer } from '../../../shared/schemas/insurance.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ListingSearch } from '../../../shared/listing/query.ts';
import type { LanguageOption } from '../filter-options.ts';
import { clearFilters, hasActiveFilters } from '../filter-state.ts';
import { FilterList } from './filter-list.tsx';
import type { UpdateSearch } from './listing-types.ts';

export interface FiltersSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  search: ListingSearch;
  update: UpdateSearch;
  languages: readonly LanguageOption[];
  insurers: readonly Insurer[];
  /** The listing's currency, the Fees bands' sign. */
  currency: Currency | null;
  total: string | null;
}

/**
 * The phone's full filter list in a bottom sheet (000 §2). Its own chunk, fetched when the Filters chip
 * is first hovered, touched or pressed: the sheet is the only react-aria widget a listing renders at
 * once, and its code (dialog, focus scope, press and hover hooks) cost every phone's first load.
 */
export function FiltersSheet({ isOpen, onOpenChange, search, update, languages, insurers, currency, total }: FiltersSheetProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('listing.filters')}>
      {(close) => (
        <>
          <FilterList search={search} update={update} languages={languages} insurers={insurers} currency={currency} />
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
  );
}
