import { useId } from 'react';
import { labelClass } from '../../../components/ui/button-styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { DEFAULT_COUNTRY } from '../../../shared/constants.ts';
import type { OtpType } from '../../../shared/schemas/auth.ts';
import { CountryCodePicker } from '../../../components/phone/country-code-picker.tsx';
import { countryForDialCode } from '../../../components/phone/countries.ts';
import type { ProfileField, ProfileFormValues } from '../profile-form.ts';

interface ContactFieldsProps {
  values: ProfileFormValues;
  errors: Partial<Record<ProfileField, string>>;
  onChange: (field: ProfileField, value: string) => void;
  /** Which addresses are verified as typed (else Verify is offered). */
  verified: Record<OtpType, boolean>;
  sending: OtpType | null;
  onVerify: (kind: OtpType) => void;
}

/** Email and phone with their Verify links or Verified marks (001 §2, §4). */
export function ContactFields({ values, errors, onChange, verified, sending, onVerify }: ContactFieldsProps) {
  const t = useT();
  const phoneId = useId();
  const phoneErrorId = useId();
  const country = countryForDialCode(values.country_code, null, DEFAULT_COUNTRY);

  const status = (kind: OtpType, hasValue: boolean) => {
    if (!hasValue) return null;
    if (verified[kind]) {
      return <span className="mb-1.5 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">{t('profile.verify.verified')}</span>;
    }
    return (
      <button
        type="button"
        onClick={() => onVerify(kind)}
        disabled={sending !== null}
        aria-label={t(kind === 'email' ? 'profile.verify.emailTitle' : 'profile.verify.phoneTitle')}
        className="mb-1.5 rounded text-sm font-semibold text-teal-700 underline underline-offset-2 outline-none hover:text-teal-900 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-60"
      >
        {sending === kind ? t('profile.verify.sending') : t('profile.verify.link')}
      </button>
    );
  };

  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      <TextField
        label={t('profile.form.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => onChange('email', value)}
        errorMessage={errors.email}
        labelEnd={status('email', Boolean(values.email.trim()))}
      />
      <div className="flex flex-col">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={phoneId} className={labelClass}>
            {t('profile.form.phone')}
          </label>
          {status('phone', Boolean(values.phone.trim()))}
        </div>
        <div
          className={`flex h-11 items-stretch rounded-xl border bg-white focus-within:ring-2 ${
            errors.phone ? 'border-red-600 focus-within:ring-red-600/30' : 'border-slate-300 focus-within:border-teal-600 focus-within:ring-teal-600/30'
          }`}
        >
          <CountryCodePicker value={country.code} onChange={(next) => onChange('country_code', next.dial_code)} />
          <input
            id={phoneId}
            value={values.phone}
            onChange={(event) => onChange('phone', event.target.value)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-invalid={Boolean(errors.phone) || undefined}
            aria-describedby={errors.phone ? phoneErrorId : undefined}
            className="min-w-0 flex-1 rounded-e-xl bg-transparent px-3 text-sm text-slate-900 outline-none"
          />
        </div>
        {errors.phone ? (
          <p id={phoneErrorId} className="mt-1 text-xs font-medium text-red-700">
            {errors.phone}
          </p>
        ) : null}
      </div>
    </div>
  );
}
