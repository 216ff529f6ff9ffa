import { useId, type ChangeEvent, type ComponentType, type ReactNode, type Ref } from 'react';
import { fieldClass, labelClass } from '../../../components/ui/button-styles.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { MapPinIcon } from '../../../components/ui/shared-icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { StethoscopeIcon } from './card-icons.tsx';
import { RequiredLabelText } from './required-label-text.tsx';
import { LocateButton } from './locate-button.tsx';

const comboAttributes = {
  role: 'combobox',
  'aria-expanded': false,
  'aria-autocomplete': 'list',
  'aria-required': true,
  autoComplete: 'off',
} as const;

type StillInputAttributes = typeof comboAttributes & {
  id: string;
  type: 'text';
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'data-invalid': true | undefined;
};

/**
 * The search card's two fields before their comboboxes wake (search-card.tsx): plain labels and inputs
 * with the same boxes, roles, names and messages as the react-aria ones, so the server-rendered card
 * hydrates without react-aria's code and nothing moves when the live fields take over (issue 17).
 */
function StillField({
  label,
  icon: Icon,
  invalid,
  error,
  children,
  after,
}: {
  label: string;
  icon: ComponentType<{ className?: string }>;
  invalid: boolean;
  error: string;
  /** The input row: `input` carries what both fields' inputs share (id, combobox role, required, invalid, message link). */
  children: (input: StillInputAttributes) => ReactNode;
  /** Between the input row and the message, as in the live field. */
  after?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const input: StillInputAttributes = {
    ...comboAttributes,
    id: `${id}-input`,
    type: 'text',
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    'data-invalid': invalid || undefined,
  };
  return (
    <div className="flex min-w-0 flex-col">
      <label htmlFor={input.id} className={labelClass}>
        <RequiredLabelText text={label} />
      </label>
      <div className="relative">
        <Icon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-teal-700" />
        {children(input)}
      </div>
      {after}
      {invalid ? (
        <span id={errorId} className="mt-1.5 text-xs font-medium text-red-700">
          <span role="alert">{error}</span>
        </span>
      ) : null}
    </div>
  );
}

interface StillInputProps {
  inputRef: Ref<HTMLInputElement>;
  invalid: boolean;
  onFocus: () => void;
}

/** 'Choose Speciality' until it wakes: what is typed here is handed to the combobox. */
export function StillSpecialityField({ inputRef, invalid, onFocus }: StillInputProps) {
  const t = useT();
  return (
    <StillField label={t('home.search.speciality')} icon={StethoscopeIcon} invalid={invalid} error={t('home.search.specialityRequired')}>
      {(input) => (
        <>
          <input
            ref={inputRef}
            {...input}
            placeholder={t('ui.speciality.placeholder')}
            onFocus={onFocus}
            className={`${fieldClass} h-12 ps-10 pe-10 text-base sm:text-sm`}
          />
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 end-0 flex w-10 items-center justify-center text-slate-500">
            <ChevronDownIcon width={18} height={18} />
          </span>
        </>
      )}
    </StillField>
  );
}

interface StillLocationProps extends StillInputProps {
  value: string;
  touched: boolean;
  onType: (text: string) => void;
  locating: boolean;
  onLocate: () => void;
}

/** The location field until it wakes: typing, the saved address and 'use my location' already work. */
export function StillLocationField({ inputRef, invalid, onFocus, value, touched, onType, locating, onLocate }: StillLocationProps) {
  const t = useT();
  return (
    <StillField
      label={t('home.search.location')}
      icon={MapPinIcon}
      invalid={invalid}
      error={t('home.search.locationRequired')}
      after={
        <span role="status" className="sr-only">
          {locating ? t('home.search.locating') : ''}
        </span>
      }
    >
      {(input) => (
        <>
          <input
            ref={inputRef}
            {...input}
            value={value}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onType(event.target.value)}
            onFocus={(event) => {
              // As the combobox does: the saved address is selected, so typing replaces it.
              if (!touched) event.currentTarget.select();
              onFocus();
            }}
            placeholder={locating ? t('home.search.locating') : t('home.search.locationPlaceholder')}
            className={`${fieldClass} h-12 ps-10 pe-12 text-base sm:text-sm`}
          />
          <LocateButton locating={locating} onLocate={onLocate} />
        </>
      )}
    </StillField>
  );
}
