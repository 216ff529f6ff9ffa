import { useId, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { BOOKING_TABS, activeFilterCount, switchTab, type BookingListState, type BookingTab } from '../booking-list-search.ts';
import type { BookingChannel } from '../../../lib/offline/booking-channel.ts';
import type { ChangeStatusVariables } from '../api/change-appointment-status.ts';
import { BookingFilters } from './booking-filters.tsx';
import { BookingResults } from './booking-results.tsx';

const tabClass =
  'cursor-pointer rounded-lg px-5 py-2 text-sm font-semibold text-slate-600 outline-none transition-colors ' +
  'data-[hovered]:text-slate-900 data-[selected]:bg-white data-[selected]:text-teal-800 data-[selected]:shadow-sm ' +
  'data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600';

/**
 * The doctor's Booking List (001 §2): Upcoming and Past tabs, the filter panel
 * (left on desktop, folded above the list on small screens) and the list. The
 * state lives in the URL; `onChange` writes it there.
 */
export function BookingListView({
  state,
  onChange,
  statusChannel,
}: {
  state: BookingListState;
  onChange: (next: BookingListState) => void;
  /** Sends status changes and tells which wait on this device (the offline queue). */
  statusChannel?: BookingChannel<ChangeStatusVariables>;
}) {
  const t = useT();
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const count = activeFilterCount(state);

  const results = <BookingResults state={state} onPage={(page) => onChange({ ...state, page })} statusChannel={statusChannel} />;

  return (
    <Tabs selectedKey={state.tab} onSelectionChange={(key) => onChange(switchTab(state, key as BookingTab))}>
      <TabList aria-label={t('doctorBookings.tabsLabel')} className="mb-5 inline-flex gap-1 rounded-xl bg-slate-100 p-1">
        {BOOKING_TABS.map((tab) => (
          <Tab key={tab} id={tab} className={tabClass}>
            {t(tab === 'upcoming' ? 'doctorBookings.tab.upcoming' : 'doctorBookings.tab.past')}
          </Tab>
        ))}
      </TabList>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <section aria-labelledby={`${panelId}-title`} className="h-fit rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24">
          <h2 id={`${panelId}-title`} className="text-base font-semibold text-slate-900 max-lg:sr-only">
            {t('doctorBookings.filters')}
          </h2>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={`${panelId}-body`}
            onClick={() => setFiltersOpen((open) => !open)}
            className="flex w-full items-center justify-between rounded-lg text-base font-semibold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 lg:hidden"
          >
            {count ? t('doctorBookings.filtersWithCount', { count }) : t('doctorBookings.filters')}
            <ChevronDownIcon width={18} height={18} className={filtersOpen ? 'rotate-180' : ''} />
          </button>
          <div id={`${panelId}-body`} className={`mt-4 ${filtersOpen ? '' : 'max-lg:hidden'}`}>
            <BookingFilters state={state} onChange={onChange} />
          </div>
        </section>
        <div className="min-w-0">
          {BOOKING_TABS.map((tab) => (
            <TabPanel key={tab} id={tab} className="outline-none">
              {tab === state.tab ? results : null}
            </TabPanel>
          ))}
        </div>
      </div>
    </Tabs>
  );
}
