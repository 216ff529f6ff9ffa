import { Input, Label, TextField } from 'react-aria-components';
import { fieldClass, labelClass } from '../../../components/ui/button-styles.ts';

/** A labelled text input of the configuration form. */
export function FormField({
  label,
  value,
  onChange,
  name,
  placeholder,
  inputMode,
  maxLength,
  isReadOnly,
  isRequired,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  name: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  isReadOnly?: boolean;
  isRequired?: boolean;
}) {
  return (
    <TextField value={value} onChange={onChange} name={name} isReadOnly={isReadOnly} className="flex flex-col" maxLength={maxLength}>
      <Label className={labelClass}>
        {label}
        {isRequired ? <span aria-hidden="true" className="ms-0.5 text-red-700">*</span> : null}
      </Label>
      <Input
        placeholder={placeholder}
        inputMode={inputMode}
        aria-required={isRequired || undefined}
        className={`${fieldClass} read-only:bg-slate-50`}
      />
    </TextField>
  );
}
