import { useMemo, useState } from 'react';
import {
  Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Tag, TagGroup, TagList, type Key,
} from 'react-aria-components';
import { useT } from '../../lib/i18n.ts';
import { fieldClass, labelClass } from '../ui/button-styles.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { popoverClass } from '../ui/option-item.tsx';
import { InlineError, RequiredMark } from './text-input.tsx';

export interface MultiOption {
  id: string;
  label: string;
}

/**
 * The key of the "Add+" entry; there is at most one, for the typed text. A plain key: with a
 * control character in it (the earlier '\u0000add:' prefix) the entry could not be picked by
 * touch, where react-aria finds the pressed item by its key in the DOM.
 */
const ADD_KEY = 'medbook:add-typed-name';
const MAX_SHOWN = 50;

/** Options that match the typed text and are not chosen yet, and an "Add+" entry for a new name. */
export function visibleOptions(options: MultiOption[], selected: string[], text: string, allowAdd: boolean): MultiOption[] {
  const query = text.trim().toLowerCase();
  const chosen = new Set(selected.map((id) => id.toLowerCase()));
  const matches = options.filter((option) => !chosen.has(option.id.toLowerCase()) && option.label.toLowerCase().includes(query)).slice(0, MAX_SHOWN);
  const known = [...options.map((option) => option.label.toLowerCase()), ...chosen];
  if (allowAdd && query && !known.includes(query)) return [{ id: ADD_KEY, label: text.trim() }, ...matches];
  return matches;
}

/**
 * A multi-select with search (001 §2 specializations, symptoms/services,
 * languages): chosen values are removable tags; with `allowAdd` a typed name
 * that is not in the list can be added ("Add+"). Values are option ids, or the
 * typed names of added entries.
 */
export function MultiSelect({
  label, options, selected, onChange, allowAdd = false, required, error,
}: {
  label: string;
  options: MultiOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
  allowAdd?: boolean;
  required?: boolean;
  error?: string | null | undefined;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const items = useMemo(() => visibleOptions(options, selected, text, allowAdd), [options, selected, text, allowAdd]);
  const labelOf = (id: string) => options.find((option) => option.id === id)?.label ?? id;

  const onPick = (key: Key | null) => {
    if (key === null) return;
    const id = String(key);
    onChange([...selected, id === ADD_KEY ? text.trim() : id]);
    setText('');
  };

  return (
    <div className="flex min-w-0 flex-col">
      <ComboBox
        items={items}
        inputValue={text}
        onInputChange={setText}
        selectedKey={null}
        onSelectionChange={onPick}
        menuTrigger="focus"
        allowsEmptyCollection
        isInvalid={Boolean(error)}
        isRequired={required}
        validationBehavior="aria"
        className="flex flex-col"
      >
        <Label className={labelClass}>
          <RequiredMark text={label} required={required} />
        </Label>
        <Input placeholder={allowAdd ? t('doctorFields.searchOrAdd') : t('doctorFields.search')} className={fieldClass} />
        <Popover className={popoverClass} offset={6} placement="bottom start">
          <ListBox<MultiOption> className="outline-none" renderEmptyState={() => <p className="px-3 py-2 text-sm text-slate-600">{t('common.noData')}</p>}>
            {(option) => (
              <ListBoxItem
                id={option.id}
                textValue={option.label}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-teal-50 data-[focused]:text-teal-900"
              >
                {option.id === ADD_KEY ? (
                  <span className="font-semibold text-teal-800">{t('doctorFields.add', { text: option.label })}</span>
                ) : (
                  option.label
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {selected.length ? (
        <TagGroup aria-label={label} onRemove={(keys) => onChange(selected.filter((id) => !keys.has(id)))} className="mt-2">
          <TagList className="flex flex-wrap gap-2">
            {selected.map((id) => (
              <Tag
                key={id}
                id={id}
                textValue={labelOf(id)}
                className="flex items-center gap-1 rounded-full border border-teal-200 bg-teal-50 py-1 ps-3 pe-1 text-sm text-teal-900 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600"
              >
                {labelOf(id)}
                <Button
                  slot="remove"
                  aria-label={t('doctorFields.removeItem', { name: labelOf(id) })}
                  className="flex size-6 items-center justify-center rounded-full text-teal-800 outline-none hover:bg-teal-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600"
                >
                  <CloseIcon width={14} height={14} />
                </Button>
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      ) : null}
      <InlineError message={error} />
    </div>
  );
}
