import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NotSavedNote, useNotSaved } from '../../../components/ui/not-saved.tsx';
import { Bone, SkeletonRegion } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { MessageKey } from '../../../shared/i18n/en.ts';
import type { TimingType } from '../../../shared/schemas/timings.ts';
import { useDoctorTimings } from '../api/doctor-timings.ts';
import { TimingsTable } from './timings-table.tsx';

/** Visit (offline) first, then Virtual (online), as 001 §2 lists the tabs. */
export const LIST_TABS: readonly { type: TimingType; labelKey: MessageKey }[] = [
  { type: 'offline', labelKey: 'schedule.tab.offline' },
  { type: 'online', labelKey: 'schedule.tab.online' },
];

const tabClass =
  'flex h-10 min-w-28 cursor-pointer items-center justify-center rounded-lg px-4 text-sm font-semibold text-slate-600 outline-none transition-colors ' +
  'data-[hovered]:text-teal-800 data-[selected]:bg-white data-[selected]:text-teal-800 data-[selected]:shadow-sm data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600';

export function TableSkeleton() {
  return (
    <SkeletonRegion className="space-y-3">
      <Bone className="h-10 w-60 rounded-xl" />
      <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
        {[0, 1, 2, 3].map((i) => (
          <Bone key={i} className="h-10" />
        ))}
      </div>
    </SkeletonRegion>
  );
}

function TabBody({ doctorId, type }: { doctorId: number; type: TimingType }) {
  const t = useT();
  const list = useDoctorTimings(doctorId, type);
  const notSaved = useNotSaved(list);
  if (notSaved) return <NotSavedNote />;
  if (list.isPending) return <TableSkeleton />;
  if (list.isError) {
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
        <p>{t('schedule.loadError')}</p>
        <Button onPress={() => void list.refetch()} className={buttonClass('secondary', 'sm', 'mt-3')}>
          {t('schedule.retry')}
        </Button>
      </div>
    );
  }
  if (!list.data.length) return <EmptyState title={t('schedule.empty')} />;
  return <TimingsTable items={list.data} />;
}

/** Tabs Visit and Virtual (the tab lives in the URL) over the doctor's own configurations. */
export function ScheduleList({ doctorId, type, onTypeChange }: { doctorId: number; type: TimingType; onTypeChange: (type: TimingType) => void }) {
  const t = useT();
  return (
    <Tabs selectedKey={type} onSelectionChange={(key) => onTypeChange(key === 'online' ? 'online' : 'offline')}>
      <TabList aria-label={t('schedule.tabsLabel')} className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
        {LIST_TABS.map((tab) => (
          <Tab key={tab.type} id={tab.type} className={tabClass}>
            {t(tab.labelKey)}
          </Tab>
        ))}
      </TabList>
      {LIST_TABS.map((tab) => (
        <TabPanel key={tab.type} id={tab.type} className="mt-5 outline-none">
          <TabBody doctorId={doctorId} type={tab.type} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
