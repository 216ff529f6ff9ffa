import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import type { AdminMessageKey } from '../../../shared/i18n/en-admin.ts';
import { useT } from '../../../lib/i18n.ts';

export interface QueueTab<T extends string> {
  id: T;
  label: AdminMessageKey;
}

const tabClass =
  'flex cursor-pointer items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-slate-600 outline-none ' +
  'data-[hovered]:text-slate-900 data-[selected]:border-teal-700 data-[selected]:text-teal-900 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600';

/** A queue's status tabs, each with its count; the selected tab lives in the URL. */
export function QueueTabs<T extends string>({
  tabs,
  selected,
  counts,
  onSelect,
  children,
}: {
  tabs: readonly QueueTab<T>[];
  selected: T;
  counts: Record<string, number> | undefined;
  onSelect: (tab: T) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key: Key) => onSelect(String(key) as T)}>
      <TabList aria-label={t('admin.tabs')} className="mb-4 flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={tabClass}>
            {t(tab.label)}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">{counts?.[tab.id] ?? '…'}</span>
          </Tab>
        ))}
      </TabList>
      <TabPanel id={selected} className="outline-none">
        {children}
      </TabPanel>
    </Tabs>
  );
}
