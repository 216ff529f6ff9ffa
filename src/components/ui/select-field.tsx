import { Button, FieldError, Label, ListBox, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { fieldClass, labelClass } from './button-styles.ts';
import { ChevronDownIcon } from './icons.tsx';
import { OptionItem, popoverClass, type ChoiceFieldProps } from './option-item.tsx';

export interface SelectFieldProps extends ChoiceFieldProps {
  description?: string;
}

/** An accessible single-choice dropdown (react-aria Select). */
export function SelectField({ label, hideLabel, placeholder, options, value, errorMessage, description, className = '', ...choice }: SelectFieldProps) {
  // Render the chosen option's text ourselves: the list row also holds a check mark.
  const selected = value === null ? undefined : options.find((option) => option.id === value);
  return (
    <Select {...choice} value={value} placeholder={placeholder} isInvalid={Boolean(errorMessage)} className={`flex flex-col ${className}`}>
      <Label className={hideLabel ? 'sr-only' : labelClass}>{label}</Label>
      <Button className={`${fieldClass} flex items-center justify-between gap-2 text-start data-[focus-visible]:border-teal-600 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600/30`}>
        <SelectValue className="flex min-w-0 flex-1 items-center gap-2 data-[placeholder]:text-slate-500">
          {selected ? (
            <>
              <span className="truncate">{selected.label}</span>
              {selected.detail ? <span className="ms-auto shrink-0 text-slate-600">{selected.detail}</span> : null}
            </>
          ) : (
            <span className="truncate">{placeholder}</span>
          )}
        </SelectValue>
        <ChevronDownIcon width={18} height={18} className="shrink-0 text-slate-500" />
      </Button>
      {description ? <Text slot="description" className="mt-1 text-xs text-slate-600">{description}</Text> : null}
      <FieldError className="mt-1 text-xs font-medium text-red-700">{errorMessage}</FieldError>
      <Popover className={popoverClass}>
        <ListBox items={options} className="outline-none">
          {(option) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </Select>
  );
}
