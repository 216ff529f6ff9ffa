import { ListBoxItem, type Key } from 'react-aria-components';
import { CheckIcon } from './icons.tsx';

export interface Option {
  id: string | number;
  label: string;
  /** Shown at the end of the row, e.g. a clinic's '₹ 500.00'. */
  detail?: string;
}

/** What every single-choice dropdown takes (SelectField, ComboField and the named dropdowns built on them). */
export interface ChoiceProps {
  value: Key | null;
  onChange: (value: Key | null) => void;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The spec's inline message ('Please Select Speciality*', …) when flagged. */
  errorMessage?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
}

/** A dropdown field: its label, placeholder and options on top of the choice. */
export interface ChoiceFieldProps extends ChoiceProps {
  label: string;
  placeholder: string;
  options: readonly Option[];
}

export const popoverClass =
  'w-(--trigger-width) max-h-72 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg outline-none ' +
  'data-[entering]:animate-[fade-in_120ms_ease-out]';

export function OptionItem({ option }: { option: Option }) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-teal-50 data-[focused]:text-teal-900 data-[selected]:font-semibold data-[disabled]:opacity-50"
    >
      {({ isSelected }) => (
        <>
          <span className="flex-1 truncate">{option.label}</span>
          {option.detail ? <span className="shrink-0 text-slate-600">{option.detail}</span> : null}
          <CheckIcon width={16} height={16} className={isSelected ? 'text-teal-700' : 'invisible'} />
        </>
      )}
    </ListBoxItem>
  );
}
