import { useMemo, type RefObject } from 'react';
import { Button, ComboBox, Input, ListBox, Popover, type Key } from 'react-aria-components';
import { fieldClass } from '../../../components/ui/button-styles.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { OptionItem, popoverClass, type Option } from '../../../components/ui/option-item.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { SpecialityDto } from '../../../shared/schemas/catalog.ts';
import { StethoscopeIcon } from './card-icons.tsx';
import { CardComboField, CardFieldError } from './field-error.tsx';
import { OpenForEarlyText } from '../../../components/ui/open-for-early-text.tsx';

interface SpecialityComboProps {
  specialities: readonly SpecialityDto[];
  value: number | null;
  onChange: (id: number | null) => void;
  invalid: boolean;
  /** Its input, so the still field it replaces can hand the focus over (search-card.tsx). */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Text typed in the still field before this took over: kept, and its matches shown. */
  initialText?: string;
}

/** 'Choose Speciality', searchable by typing (react-aria ComboBox, filtered on the client). */
export function SpecialityCombo({ specialities, value, onChange, invalid, inputRef, initialText = '' }: SpecialityComboProps) {
  const t = useT();
  const options = useMemo<Option[]>(() => specialities.map((s) => ({ id: s.id, label: s.speciality })), [specialities]);
  const onSelectionChange = (key: Key | null) => onChange(key === null ? null : Number(key));

  return (
    <ComboBox
      defaultItems={options}
      defaultInputValue={initialText}
      selectedKey={value}
      onSelectionChange={onSelectionChange}
      menuTrigger="focus"
      isRequired
      isInvalid={invalid}
      // Our own messages (000 §5) replace the browser's required bubble.
      validationBehavior="aria"
      allowsEmptyCollection
      className="flex min-w-0 flex-col"
    >
      <CardComboField label={t('home.search.speciality')} icon={StethoscopeIcon}>
        <Input ref={inputRef} placeholder={t('ui.speciality.placeholder')} className={`${fieldClass} h-12 ps-10 pe-10 text-base sm:text-sm`} />
        <Button className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-xl text-slate-500 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600">
          <ChevronDownIcon width={18} height={18} />
        </Button>
      </CardComboField>
      <OpenForEarlyText text={initialText} />
      {invalid ? <CardFieldError message={t('home.search.specialityRequired')} /> : null}
      <Popover className={popoverClass} offset={6} maxHeight={288}>
        <ListBox
          className="outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-slate-600">{t('common.noData')}</p>}
        >
          {(option: Option) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
