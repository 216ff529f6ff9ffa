import { useState } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { activeFilterCount, clearFilters } from '../bookings-filters.ts';
import type { BookingsSearch } from '../bookings-search.ts';
import { FilterFields } from './filter-fields.tsx';
import { SlidersIcon } from '../../../components/ui/page-icons.tsx';

/**
 * Phones (001 §2): a Filter button opening a bottom sheet. Choices are a draft
 * until Apply; Cancel drops them; Clear All empties the draft.
 */
export function MobileFilterSheet({ search, onApply }: { search: BookingsSearch; onApply: (next: BookingsSearch) => void }) {
  const t = useT();
  const [draft, setDraft] = useState<BookingsSearch | null>(null);
  const count = activeFilterCount(search);
  return (
    <div className="lg:hidden">
      <Button
        onPress={() => setDraft(search)}
        className={buttonClass(count > 0 ? 'primary' : 'secondary', 'sm', 'rounded-full px-4')}
      >
        <SlidersIcon width={16} height={16} />
        {count > 0 ? t('bookings.filterWithCount', { count }) : t('bookings.filter')}
      </Button>
      <Modal isOpen={draft !== null} onOpenChange={(open) => !open && setDraft(null)} title={t('bookings.filter')}>
        {(close) =>
          draft ? (
            <>
              <FilterFields value={draft} onChange={setDraft} />
              <div className="sticky bottom-0 -mx-5 -mb-5 mt-4 grid grid-cols-3 gap-2 border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:-mb-6 sm:px-6">
                <Button className={buttonClass('ghost', 'md', 'px-2')} onPress={() => setDraft(clearFilters(draft))}>
                  {t('bookings.filter.clearAll')}
                </Button>
                <Button className={buttonClass('secondary', 'md', 'px-2')} onPress={close}>
                  {t('bookings.filter.cancel')}
                </Button>
                <Button
                  className={buttonClass('primary', 'md', 'px-2')}
                  onPress={() => {
                    onApply(draft);
                    close();
                  }}
                >
                  {t('bookings.filter.apply')}
                </Button>
              </div>
            </>
          ) : null
        }
      </Modal>
    </div>
  );
}
