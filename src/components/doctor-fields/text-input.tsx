import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { fieldClass, labelClass } from '../ui/button-styles.ts';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  /** Shows the star of the spec's starred fields; the checks themselves are the form's. */
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'date' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  placeholder?: string;
  description?: ReactNode;
  name?: string;
  /** For a date: the latest date offered (date of birth: today). */
  max?: string;
  multiline?: boolean;
  className?: string;
}

/** Label text with the required marker (the field itself carries aria-required). */
export function RequiredMark({ text, required }: { text: string; required?: boolean | undefined }) {
  return (
    <>
      {text}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      ) : null}
    </>
  );
}

/** The inline message under a field (001 §5), announced when it appears. */
export function InlineError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-1.5 text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

/** A labelled text field of the doctor forms with its inline message. */
export function TextInput({
  label, value, onChange, error, required, maxLength, type = 'text', inputMode, autoComplete, placeholder, description, name, max,
  multiline, className = '',
}: TextInputProps) {
  return (
    <TextField
      value={value}
      onChange={(next) => onChange(maxLength ? next.slice(0, maxLength) : next)}
      isInvalid={Boolean(error)}
      isRequired={required}
      validationBehavior="aria"
      maxLength={maxLength}
      name={name}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      className={`flex min-w-0 flex-col ${className}`}
    >
      <Label className={labelClass}>
        <RequiredMark text={label} required={required} />
      </Label>
      {multiline ? (
        <TextArea placeholder={placeholder} rows={5} className={`${fieldClass} h-auto min-h-28 py-2`} />
      ) : (
        <Input placeholder={placeholder} max={max} className={fieldClass} />
      )}
      {description ? (
        <Text slot="description" className="mt-1 text-xs text-slate-600">
          {description}
        </Text>
      ) : null}
      <FieldError className="mt-1.5 text-xs font-medium text-red-700">
        <span role="alert">{error}</span>
      </FieldError>
    </TextField>
  );
}
