import { format } from 'date-fns';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { BLOOD_GROUPS, GENDERS, MARITAL_STATUSES, OTP_RESEND_SECONDS, POSTAL_CODE_MAX_CHARS } from '../../../shared/constants.ts';
import type { OtpType, PatientProfile } from '../../../shared/schemas/auth.ts';
import { useSendProfileOtp } from '../api/profile-otp.ts';
import { useSaveProfile } from '../api/update-profile.ts';
import { formValuesOf, needsVerify, profileFormData, profileFormErrors, verifyRequest, type ProfileField, type ProfileFormValues } from '../profile-form.ts';
import { ContactFields } from './contact-fields.tsx';
import { ProfilePhotoField } from './profile-photo-field.tsx';
import { VerifyContactModal, type CodeSent } from './verify-contact-modal.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

type Errors = Partial<Record<ProfileField, string>>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-slate-100 pt-6">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** Edit Profile (001 §2): every field of the patient's account, saved with POST /api/update-profile. */
export function ProfileFormView({ profile }: { profile: PatientProfile }) {
  const t = useT();
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const [picture, setPicture] = useState<File | null | undefined>(undefined);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [sending, setSending] = useState<OtpType | null>(null);
  const save = useSaveProfile();
  const sendCode = useSendProfileOtp();

  const set = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const field = (name: ProfileField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} value={values[name]} onChange={(value) => set(name, value)} errorMessage={errors[name]} name={name} {...extra} />
  );

  const select = (name: ProfileField, label: string, placeholder: string, options: { id: string; label: string }[]) => (
    <SelectField
      label={label}
      placeholder={placeholder}
      options={options}
      value={values[name] || null}
      onChange={(key) => set(name, key === null ? '' : String(key))}
      errorMessage={errors[name]}
    />
  );

  const onVerify = (kind: OtpType) => {
    const request = verifyRequest(kind, values);
    if (!request.ok) {
      setErrors((current) => ({ ...current, [kind]: request.error }));
      return;
    }
    setSending(kind);
    sendCode.mutate(request.body, {
      onSuccess: (data) => {
        const to = kind === 'email' ? values.email.trim().toLowerCase() : `${values.country_code} ${values.phone.trim()}`;
        setSent({ kind, reference: data.user_id, to, sentAt: Date.now(), resendAfter: data.resend_after > 0 ? data.resend_after : OTP_RESEND_SECONDS });
      },
      onError: (failure) => setErrors((current) => ({ ...current, [kind]: errorMessage(failure) })),
      onSettled: () => setSending(null),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = profileFormErrors(values, format(new Date(), 'yyyy-MM-dd'));
    setErrors(found);
    const first = Object.values(found).find(Boolean);
    if (first) {
      toast.error(first);
      return;
    }
    save.mutate(profileFormData(values, picture), {
      onSuccess: ({ profile: saved, message }) => {
        setValues(formValuesOf(saved));
        setPicture(undefined);
        toast.success(message ?? t('profile.updated'));
      },
      onError: (failure) => {
        const message = errorMessage(failure);
        if (isApiError(failure) && failure.errors) {
          const { profile_picture: pictureError, ...rest } = failure.errors;
          if (pictureError) setPhotoError(pictureError);
          setErrors(rest as Errors);
        }
        toast.error(message);
      },
    });
  };

  // After a code check, the verified address is the account's: show it as saved.
  const closeVerify = (verified?: PatientProfile) => {
    const kind = sent?.kind;
    setSent(null);
    if (!verified || !kind) return;
    setValues((current) =>
      kind === 'email'
        ? { ...current, email: verified.email ?? current.email }
        : { ...current, phone: verified.phone ?? current.phone, country_code: verified.country_code ?? current.country_code },
    );
  };

  return (
    <>
    <form noValidate onSubmit={submit} className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <ProfilePhotoField current={profile.profile_image} picture={picture} onPictureChange={setPicture} error={photoError} onError={setPhotoError} />

      <Section title={t('profile.form.personal')}>
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          {field('first_name', t('profile.form.firstName'), { autoComplete: 'given-name' })}
          {field('last_name', t('profile.form.lastName'), { autoComplete: 'family-name' })}
          {field('dob', t('profile.form.dob'), { type: 'date', max: format(new Date(), 'yyyy-MM-dd'), autoComplete: 'bday' })}
          {select('gender', t('ui.gender'), t('ui.gender.placeholder'), GENDERS.map((id) => ({ id, label: t(`ui.gender.${id}`) })))}
          {select('blood_group', t('profile.form.bloodGroup'), t('profile.form.bloodGroupPlaceholder'), BLOOD_GROUPS.map((id) => ({ id, label: id })))}
          {field('weight', t('profile.form.weight'), { inputMode: 'decimal' })}
          {select(
            'marital_status',
            t('profile.form.maritalStatus'),
            t('profile.form.maritalStatusPlaceholder'),
            MARITAL_STATUSES.map((id) => ({ id, label: t(`profile.form.marital.${id}`) })),
          )}
        </div>
      </Section>

      <Section title={t('profile.form.contact')}>
        <ContactFields
          values={values}
          errors={errors}
          onChange={set}
          verified={{ email: !needsVerify('email', values, profile), phone: !needsVerify('phone', values, profile) }}
          sending={sending}
          onVerify={onVerify}
        />
      </Section>

      <Section title={t('profile.form.address')}>
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          {field('address_one', t('profile.form.addressOne'), { autoComplete: 'address-line1' })}
          {field('address_two', t('profile.form.addressTwo'), { autoComplete: 'address-line2' })}
          {field('country', t('profile.form.country'), { autoComplete: 'country-name' })}
          {field('state', t('profile.form.state'), { autoComplete: 'address-level1' })}
          {field('city', t('profile.form.city'), { autoComplete: 'address-level2' })}
          {field('postal_code', t('profile.form.postalCode'), { autoComplete: 'postal-code', maxLength: POSTAL_CODE_MAX_CHARS })}
          {field('latitude', t('profile.form.latitude'), { inputMode: 'decimal' })}
          {field('longitude', t('profile.form.longitude'), { inputMode: 'decimal' })}
        </div>
      </Section>

      <Section title={t('profile.reminders.title')}>
        <p className="text-sm text-slate-600">{t('profile.reminders.intro')}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
          {(['sms_reminders', 'whatsapp_reminders'] as const).map((name) => (
            <Checkbox
              key={name}
              name={name}
              isSelected={values[name] === 'true'}
              onChange={(on) => set(name, String(on))}
              className="group flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800"
            >
              <span
                aria-hidden="true"
                className="flex h-5 w-5 items-center justify-center rounded border border-slate-400 bg-white group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-teal-600 group-data-[selected]:border-teal-700 group-data-[selected]:bg-teal-700"
              >
                <CheckIcon width={14} height={14} className="hidden text-white group-data-[selected]:block" />
              </span>
              {t(name === 'sms_reminders' ? 'profile.reminders.sms' : 'profile.reminders.whatsapp')}
            </Checkbox>
          ))}
        </div>
      </Section>

      <div className="flex justify-end border-t border-slate-100 pt-6">
        <SubmitButton wide busy={save.isPending} busyLabel={t('profile.form.saving')}>
          {t('profile.form.save')}
        </SubmitButton>
      </div>
    </form>
    {/* Outside the form: its own submit must not bubble (through the portal) into this one. */}
    <VerifyContactModal sent={sent} onClose={closeVerify} onResend={() => sent && onVerify(sent.kind)} resending={sending !== null} />
    </>
  );
}
