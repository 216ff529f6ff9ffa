import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { fieldClass, labelClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';

export interface DetailsFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  isReadOnly?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  multiline?: boolean;
  placeholder?: string;
  /** Shown inside the field before the input (the phone's country-code picker). */
  prefix?: ReactNode;
}

const readOnlyClass = 'read-only:border-slate-200 read-only:bg-slate-100 read-only:text-slate-700';

/** One labelled field of the Enter Booking Details form, with its spec message under it. */
export function DetailsField({ label, name, value, onChange, error, isReadOnly = false, type = 'text', autoComplete, inputMode, multiline = false, placeholder, prefix }: DetailsFieldProps) {
  const t = useT();
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(error)}
      isRequired
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      validationBehavior="aria"
      className="flex flex-col"
    >
      <Label className={labelClass}>{label}</Label>
      {multiline ? (
        <TextArea rows={4} placeholder={placeholder} className={`${fieldClass} h-auto min-h-24 py-2.5 ${readOnlyClass}`} />
      ) : prefix ? (
        <div className="flex items-stretch gap-2">
          <div className="flex h-11 shrink-0 overflow-hidden rounded-xl border border-slate-300 bg-slate-50">{prefix}</div>
          <Input placeholder={placeholder} className={`${fieldClass} min-w-0 flex-1 ${readOnlyClass}`} />
        </div>
      ) : (
        <Input placeholder={placeholder} className={`${fieldClass} ${readOnlyClass}`} />
      )}
      {isReadOnly ? (
        <Text slot="description" className="mt-1 text-xs text-slate-600">
          {t('booking.field.fromAccount')}
        </Text>
      ) : null}
      <FieldError className="mt-1 text-xs font-medium text-red-700">{error}</FieldError>
    </TextField>
  );
}
