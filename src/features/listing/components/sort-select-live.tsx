import { useEffect, useRef, useState } from 'react';
import { Button, Label, ListBox, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { OptionItem, type Option } from '../../../components/ui/option-item.tsx';
import { useT } from '../../../lib/i18n.ts';
import { SORT_OPTIONS, type SortBy } from '../../../shared/listing/query.ts';
import { SortIcon } from './listing-icons.tsx';
import { sortLook, toKey, type SortSelectProps } from './sort-select-look.ts';

const fromKey = (key: Key | null): SortBy => SORT_OPTIONS.find((value) => toKey(value) === key) ?? '';

/**
 * The react-aria Select behind Sort By: sort-select.tsx mounts it when its still button is first
 * pressed. It then takes the focus and opens, in that order, so that closing the list returns the
 * focus to this button.
 */
export function SortSelectLive({ value, onChange, compact = false }: SortSelectProps) {
  const t = useT();
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    button.current?.focus();
    // Opened once, after mount: the list must record this button as the place to return focus to.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
  }, []);
  const options: Option[] = SORT_OPTIONS.map((value) => ({ id: toKey(value), label: t(`listing.sort.${toKey(value)}`) }));
  const selected = options.find((o) => o.id === toKey(value));
  const look = sortLook(compact);
  return (
    <Select value={toKey(value)} onChange={(key) => onChange(fromKey(key))} isOpen={open} onOpenChange={setOpen} className={look.root}>
      <Label className={look.label}>{t('listing.sort')}</Label>
      <Button ref={button} className={`${look.button} data-[hovered]:bg-slate-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600`}>
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
