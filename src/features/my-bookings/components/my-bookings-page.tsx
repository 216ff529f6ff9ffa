import { PersonFilter } from './person-filter.tsx';
import { useMemo, useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { StorageNote } from '../../../components/ui/not-saved.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { MyBookingItem } from '../../../shared/schemas/my-appointments.ts';
import { usePendingCancellations } from '../api/change-appointment-status.ts';
import { setTab } from '../bookings-filters.ts';
import { BOOKING_TABS, type BookingsSearch, type BookingsTab } from '../bookings-search.ts';
import type { BookingChannel } from '../../../lib/offline/booking-channel.ts';
import type { CancelBookingVariables } from '../api/change-appointment-status.ts';
import { CancelBookingModal } from './cancel-booking-modal.tsx';
import { BookingsResults } from './bookings-results.tsx';
import { viewerZone } from '../viewer-zone.ts';

const TAB_LABEL = { upcoming: 'bookings.tab.upcoming', past: 'bookings.tab.past', enquiries: 'bookings.tab.enquiries' } as const;

const tabClass =
  'flex h-10 cursor-pointer items-center justify-center rounded-lg px-4 text-sm font-semibold text-slate-600 outline-none transition-colors sm:px-6 ' +
  'data-[hovered]:text-teal-800 data-[selected]:bg-white data-[selected]:text-teal-800 data-[selected]:shadow-sm ' +
  'data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600';

export interface MyBookingsPageProps {
  search: BookingsSearch;
  /** Moves to the next search params (the URL is the page's state). */
  onSearch: (next: BookingsSearch) => void;
  /** Sends cancellations and tells which wait on this device (the offline queue); without it they are sent directly. */
  cancelChannel?: BookingChannel<CancelBookingVariables>;
  /** Shown above the tabs (the route adds the patient's waiting lists). */
  aside?: ReactNode;
  /**
   * The reschedule dialog for the chosen booking (null: closed). The route passes it in, as
   * rescheduling is its own feature; without it the cards offer no Reschedule.
   */
  renderReschedule?: (item: MyBookingItem | null, onClose: () => void) => ReactNode;
}

/** My Bookings (001 §2): Upcoming, Past and Enquiries with filters, cards and pagination. */
export function MyBookingsPage({ search, onSearch, cancelChannel, aside, renderReschedule }: MyBookingsPageProps) {
  const t = useT();
  // In flight now, or saved on this device until back online: either way no second Cancel.
  const inFlight = usePendingCancellations();
  const waiting = cancelChannel?.waitingIds;
  const pendingIds = useMemo(() => new Set([...inFlight, ...(waiting ?? [])]), [inFlight, waiting]);
  usePageMeta(t('meta.pageTitle', { title: t('page.myBookings.title') }));
  const [cancelling, setCancelling] = useState<MyBookingItem | null>(null);
  const [rescheduling, setRescheduling] = useState<MyBookingItem | null>(null);
  const zone = viewerZone();
  return (
    <PageContainer>
      <PageHeader title={t('page.myBookings.title')} breadcrumbLabel={t('page.myBookings.title')} />
      <StorageNote />
      {aside}
      <PersonFilter search={search} onSearch={onSearch} />
      <Tabs selectedKey={search.tab} onSelectionChange={(key) => onSearch(setTab(search, key as BookingsTab))}>
        <TabList aria-label={t('bookings.tabsLabel')} className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
          {BOOKING_TABS.map((tab) => (
            <Tab key={tab} id={tab} className={tabClass}>
              {t(TAB_LABEL[tab])}
            </Tab>
          ))}
        </TabList>
        {BOOKING_TABS.map((tab) => (
          <TabPanel key={tab} id={tab} className="mt-5 outline-none">
            <BookingsResults
              search={search}
              onSearch={onSearch}
              pendingIds={pendingIds}
              marker={cancelChannel?.marker}
              viewerZone={zone}
              onCancel={setCancelling}
              onReschedule={renderReschedule ? setRescheduling : undefined}
            />
          </TabPanel>
        ))}
      </Tabs>
      <CancelBookingModal item={cancelling} viewerZone={zone} send={cancelChannel?.send} onClose={() => setCancelling(null)} />
      {renderReschedule?.(rescheduling, () => setRescheduling(null))}
    </PageContainer>
  );
}
