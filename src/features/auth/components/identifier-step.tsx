import { useId, type FormEvent, type RefObject } from 'react';
import { useT } from '../../../lib/i18n.ts';
import type { Country } from '../../../components/phone/countries.ts';
import { CountryCodePicker } from '../../../components/phone/country-code-picker.tsx';
import { TermsLabel } from './terms-label.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

interface IdentifierStepProps {
  value: string;
  onValueChange: (value: string) => void;
  phoneMode: boolean;
  country: Country;
  onCountryChange: (country: Country) => void;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  error: string | null;
  pending: boolean;
  onSubmit: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Step 1 of the login (000 §4): one field for email or phone, the terms box and Get OTP. */
export function IdentifierStep(props: IdentifierStepProps) {
  const t = useT();
  const { value, onValueChange, phoneMode, country, onCountryChange, termsAccepted, onTermsChange, error, pending, onSubmit, inputRef } = props;
  const inputId = useId();
  const errorId = useId();
  const termsId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('auth.identifierLabel')}
        </label>
        <div
          className={`flex h-12 items-stretch rounded-xl border bg-white focus-within:ring-2 ${
            error ? 'border-red-500 focus-within:ring-red-500/30' : 'border-slate-300 focus-within:border-teal-600 focus-within:ring-teal-600/30'
          }`}
        >
          {phoneMode && <CountryCodePicker value={country.code} onChange={onCountryChange} isDisabled={pending} />}
          <input
            ref={inputRef}
            id={inputId}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            type="text"
            inputMode={phoneMode ? 'tel' : 'email'}
            autoComplete={phoneMode ? 'tel-national' : 'email'}
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('auth.identifierPlaceholder')}
            aria-invalid={!!error || undefined}
            aria-describedby={error ? errorId : undefined}
            readOnly={pending}
            className="min-w-0 flex-1 rounded-xl bg-transparent px-3 text-base text-slate-900 outline-none placeholder:text-slate-400"
          />
        </div>
        <p id={errorId} role="alert" className="mt-1.5 min-h-5 text-sm text-red-600">
          {error}
        </p>
      </div>

      <div className="flex items-start gap-2.5">
        <input
          id={termsId}
          type="checkbox"
          checked={termsAccepted}
          onChange={(event) => onTermsChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-teal-700"
        />
        <label htmlFor={termsId} className="text-sm text-slate-700">
          <TermsLabel />
        </label>
      </div>

      <SubmitButton busy={pending} busyLabel={t('auth.sending')}>
        {t('auth.getCode')}
      </SubmitButton>
    </form>
  );
}
