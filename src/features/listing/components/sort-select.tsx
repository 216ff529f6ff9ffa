import { Button, Label, ListBox, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { OptionItem, type Option } from '../../../components/ui/option-item.tsx';
import { useT } from '../../../lib/i18n.ts';
import { SORT_OPTIONS, type SortBy } from '../../../shared/listing/query.ts';
import { SortIcon } from './listing-icons.tsx';

/** Relevance is the empty sort value; a Select needs a non-empty key for it. */
const RELEVANCE_KEY = 'relevance';

const toKey = (value: SortBy) => value || RELEVANCE_KEY;
const fromKey = (key: Key | null): SortBy => SORT_OPTIONS.find((value) => toKey(value) === key) ?? '';

/** Sort By: Relevance, Experience, Ratings (000 §4). `compact` is the chip-bar pill on mobile. */
export function SortSelect({ value, onChange, compact = false }: { value: SortBy; onChange: (value: SortBy) => void; compact?: boolean }) {
  const t = useT();
  const options: Option[] = SORT_OPTIONS.map((value) => ({ id: toKey(value), label: t(`listing.sort.${toKey(value)}`) }));
  const selected = options.find((o) => o.id === toKey(value));
  const trigger = compact
    ? 'h-9 rounded-full border border-slate-300 bg-white ps-3 pe-2.5 text-sm font-medium text-slate-800'
    : 'h-10 min-w-44 rounded-xl border border-slate-300 bg-white ps-3 pe-2.5 text-sm text-slate-900';
  return (
    <Select
      value={toKey(value)}
      onChange={(key) => onChange(fromKey(key))}
      className={`flex shrink-0 items-center gap-2 ${compact ? '' : 'text-sm'}`}
    >
      <Label className={compact ? 'sr-only' : 'whitespace-nowrap text-sm font-medium text-slate-700'}>{t('listing.sort')}</Label>
      <Button
        className={`${trigger} inline-flex items-center justify-between gap-2 outline-none data-[hovered]:bg-slate-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600`}
      >
        {compact ? <SortIcon width={16} height={16} className="text-slate-600" /> : null}
        <SelectValue className="truncate">{selected?.label}</SelectValue>
        <ChevronDownIcon width={16} height={16} className="shrink-0 text-slate-500" />
      </Button>
      <Popover className="min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg outline-none data-[entering]:animate-[fade-in_120ms_ease-out]">
        <ListBox items={options} className="outline-none">
          {(option) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </Select>
  );
}
