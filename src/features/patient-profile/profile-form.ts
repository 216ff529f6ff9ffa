import { DEFAULT_DIAL_CODE } from '../../shared/constants.ts';
import { t } from '../../shared/i18n/format.ts';
import { sendProfileOtpBody, updateProfileFields } from '../../shared/schemas/patient-profile.ts';
import type { OtpType, PatientProfile } from '../../shared/schemas/auth.ts';
import type { AddressText } from '../../shared/schemas/parts.ts';

/**
 * The Edit Profile form (001 §2, §3): every value is the text of its input,
 * checked by the same schema the server uses for POST /api/update-profile.
 */
export interface ProfileFormValues extends AddressText {
  first_name: string;
  last_name: string;
  dob: string;
  blood_group: string;
  gender: string;
  weight: string;
  marital_status: string;
  email: string;
  phone: string;
  country_code: string;
  latitude: string;
  longitude: string;
  /** 'true' or 'false' (issue 19: SMS and WhatsApp reminders). */
  sms_reminders: string;
  whatsapp_reminders: string;
}

export type ProfileField = keyof ProfileFormValues;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function formValuesOf(profile: PatientProfile): ProfileFormValues {
  return {
    first_name: text(profile.first_name),
    last_name: text(profile.last_name),
    dob: text(profile.dob),
    blood_group: text(profile.blood_group),
    gender: text(profile.gender),
    weight: text(profile.weight),
    marital_status: text(profile.marital_status),
    email: text(profile.email),
    phone: text(profile.phone),
    country_code: profile.country_code || DEFAULT_DIAL_CODE,
    address_one: text(profile.address.address_one),
    address_two: text(profile.address.address_two),
    country: text(profile.address.country),
    state: text(profile.address.state),
    city: text(profile.address.city),
    postal_code: text(profile.address.postal_code),
    latitude: text(profile.address.latitude),
    longitude: text(profile.address.longitude),
    sms_reminders: String(profile.sms_reminders ?? true),
    whatsapp_reminders: String(profile.whatsapp_reminders ?? true),
  };
}

/** Field → first message, from the server's own schema; empty when the form may be sent. */
export function profileFormErrors(values: ProfileFormValues, today: string): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const result = updateProfileFields.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ProfileField;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.dob && values.dob && values.dob > today) errors.dob = t('profile.dobFuture');
  return errors;
}

/** The multipart body: every field; the picture as a file, or '' to remove it, or left out to keep it. */
export function profileFormData(values: ProfileFormValues, picture: File | null | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  // Spec §3: the *_id fields are sent empty.
  for (const key of ['country_id', 'state_id', 'city_id']) form.append(key, '');
  if (picture) form.append('profile_picture', picture, picture.name);
  else if (picture === null) form.append('profile_picture', '');
  return form;
}

/**
 * Whether to offer Verify next to the email or phone (001 §4): while the saved
 * address is unverified, or when the patient typed a different one.
 */
export function needsVerify(kind: OtpType, values: ProfileFormValues, profile: PatientProfile): boolean {
  if (kind === 'email') {
    if (!values.email.trim()) return false;
    return !profile.email_verified_at || values.email.trim().toLowerCase() !== (profile.email ?? '').toLowerCase();
  }
  if (!values.phone.trim()) return false;
  return !profile.phone_verified_at || values.phone.replace(/[\s-]/g, '') !== (profile.phone ?? '') || values.country_code !== (profile.country_code ?? DEFAULT_DIAL_CODE);
}

/** The send-profile-otp body for the typed address, or the spec's message ('Email is required*', …). */
export function verifyRequest(kind: OtpType, values: ProfileFormValues): { ok: true; body: { otp_type: OtpType; email?: string; phone?: string; country_code?: string } } | { ok: false; error: string } {
  const body = kind === 'email' ? { otp_type: kind, email: values.email } : { otp_type: kind, phone: values.phone, country_code: values.country_code };
  const result = sendProfileOtpBody.safeParse(body);
  if (!result.success) return { ok: false, error: result.error.issues[0]!.message };
  return { ok: true, body };
}
