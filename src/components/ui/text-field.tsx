import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { fieldClass, labelClass } from './button-styles.ts';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  autoComplete?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  /** Marks the label with a star without browser validation (the form checks itself). */
  showRequired?: boolean;
  maxLength?: number;
  /** For dates: the latest allowed day (YYYY-MM-DD). */
  max?: string;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  /** A multi-line text area of this many rows. */
  rows?: number;
  /** Something at the end of the label line (e.g. a Verify link). */
  labelEnd?: ReactNode;
  className?: string;
}

/** A labelled input or text area with its hint and inline error (react-aria TextField). */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, name, type = 'text', errorMessage, description, rows, labelEnd, className = '' } = props;
  return (
    <AriaTextField
      value={value}
      onChange={onChange}
      name={name}
      type={type === 'date' || type === 'number' ? 'text' : type}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      isRequired={props.isRequired}
      isReadOnly={props.isReadOnly}
      maxLength={props.maxLength}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={`flex flex-col ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <Label className={labelClass}>
          {label}
          {props.showRequired || props.isRequired ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
        </Label>
        {labelEnd}
      </div>
      {rows ? (
        <TextArea rows={rows} placeholder={props.placeholder} className={`${fieldClass} h-auto py-2.5 leading-relaxed`} />
      ) : (
        <Input type={type === 'date' ? 'date' : undefined} max={props.max} placeholder={props.placeholder} className={fieldClass} />
      )}
      {description ? <Text slot="description" className="mt-1 text-xs text-slate-600">{description}</Text> : null}
      <FieldError className="mt-1 text-xs font-medium text-red-700">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
