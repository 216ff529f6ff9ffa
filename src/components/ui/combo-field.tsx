import { Button, ComboBox, FieldError, Input, Label, ListBox, Popover } from 'react-aria-components';
import { fieldClass, labelClass } from './button-styles.ts';
import { ChevronDownIcon } from './icons.tsx';
import { OptionItem, popoverClass, type ChoiceFieldProps, type Option } from './option-item.tsx';

export interface ComboFieldProps extends ChoiceFieldProps {
  /** Shown in the list when nothing matches (e.g. 'No Data Found'). */
  emptyText?: string;
}

/** A dropdown whose options can be filtered by typing (react-aria ComboBox). */
export function ComboField({ label, hideLabel, placeholder, options, errorMessage, emptyText, className = '', ...choice }: ComboFieldProps) {
  return (
    <ComboBox
      {...choice}
      defaultItems={options}
      isInvalid={Boolean(errorMessage)}
      menuTrigger="focus"
      allowsEmptyCollection={Boolean(emptyText)}
      className={`flex flex-col ${className}`}
    >
      <Label className={hideLabel ? 'sr-only' : labelClass}>{label}</Label>
      <div className="relative">
        <Input placeholder={placeholder} className={`${fieldClass} pe-10`} />
        <Button className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-slate-500 outline-none">
          <ChevronDownIcon width={18} height={18} />
        </Button>
      </div>
      <FieldError className="mt-1 text-xs font-medium text-red-700">{errorMessage}</FieldError>
      <Popover className={popoverClass}>
        <ListBox
          className="outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-slate-600">{emptyText}</p>}
        >
          {(option: Option) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
