import { z } from 'zod';
import { BLOOD_GROUPS, GENDERS, MARITAL_STATUSES, NAME_MAX_CHARS, OTP_LENGTH, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, POSTAL_CODE_MAX_CHARS } from '../constants.ts';
import { t } from '../i18n/format.ts';
import { msg, type Message } from './message.ts';
import { isLocalDate } from '../slots/zoned-time.ts';
import { otpReference, otpType } from './auth.ts';
import { blank } from './form-values.ts';

/** The patient's Edit Profile (001 §3, §7): the fields, and the verification of a new email or phone. */

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** Form text: absent = unchanged; '' or null = cleared (null); else trimmed. */
const clearable = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => {
    if (value === undefined) return undefined;
    if (value === null) return null;
    const text = String(value).trim();
    return text === '' ? null : text;
  }, inner.nullable().optional());

const lowerEnum = <T extends readonly [string, ...string[]]>(values: T, message: Message) =>
  clearable(z.preprocess((v) => String(v).toLowerCase(), z.enum(values, message)));

const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : blank(value) ? null : Number(value)),
    z
      .number(msg('profile.coordinatesInvalid'))
      .min(-limit, msg('profile.coordinatesInvalid'))
      .max(limit, msg('profile.coordinatesInvalid'))
      .nullable()
      .optional(),
  );

/** A reminder choice from a form ('true'/'false') or JSON; absent or empty: unchanged. */
const reminderChoice = z.preprocess(
  (value) => (blank(value) ? undefined : value === true || value === 'true' || value === '1' ? true : value === false || value === 'false' || value === '0' ? false : value),
  z.boolean(msg('common.validation')).optional(),
);

/**
 * POST /api/update-profile fields (001 §7). Absent fields stay as they are;
 * empty ones are cleared, except email and phone: an empty value leaves them
 * unchanged (they are how the patient signs in). country_id, state_id and
 * city_id are accepted and ignored (001 §3). The file is `profile_picture`;
 * sent as an empty text field it removes the current picture.
 */
export const updateProfileFields = z.object({
  /** Reminders by SMS and WhatsApp to the verified phone (issue 19); email reminders always go. */
  sms_reminders: reminderChoice,
  whatsapp_reminders: reminderChoice,
  first_name: clearable(z.string().max(NAME_MAX_CHARS, msg('profile.fieldTooLong', { max: NAME_MAX_CHARS }))),
  last_name: clearable(z.string().max(NAME_MAX_CHARS, msg('profile.fieldTooLong', { max: NAME_MAX_CHARS }))),
  dob: clearable(z.string().refine(isLocalDate, msg('profile.dobInvalid'))),
  gender: lowerEnum(GENDERS, msg('profile.genderInvalid')),
  blood_group: clearable(z.preprocess((v) => String(v).toUpperCase().replace(/\s+/g, ''), z.enum(BLOOD_GROUPS, msg('profile.bloodGroupInvalid')))),
  marital_status: lowerEnum(MARITAL_STATUSES, msg('profile.maritalStatusInvalid')),
  weight: clearable(
    z.string().refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) > 0, msg('profile.weightInvalid')),
  ),
  email: z.preprocess(
    (value) => (blank(value) ? undefined : String(value).trim().toLowerCase()),
    z.string().regex(EMAIL_SHAPE, msg('profile.emailInvalid')).optional(),
  ),
  phone: z.preprocess(
    (value) => (blank(value) ? undefined : String(value).replace(/[\s-]/g, '')),
    z.string().regex(PHONE_SHAPE, msg('profile.phoneInvalid')).optional(),
  ),
  country_code: z.preprocess(
    (value) => (blank(value) ? undefined : `+${String(value).replace(/[^\d]/g, '')}`),
    z.string().regex(/^\+\d{1,4}$/, msg('profile.countryCodeInvalid')).optional(),
  ),
  address_one: clearable(z.string().max(200, msg('profile.fieldTooLong', { max: 200 }))),
  address_two: clearable(z.string().max(200, msg('profile.fieldTooLong', { max: 200 }))),
  country: clearable(z.string().max(100, msg('profile.fieldTooLong', { max: 100 }))),
  state: clearable(z.string().max(100, msg('profile.fieldTooLong', { max: 100 }))),
  city: clearable(z.string().max(100, msg('profile.fieldTooLong', { max: 100 }))),
  postal_code: clearable(z.string().max(POSTAL_CODE_MAX_CHARS, msg('profile.fieldTooLong', { max: POSTAL_CODE_MAX_CHARS }))),
  latitude: coordinate(90),
  longitude: coordinate(180),
  country_id: z.unknown().optional(),
  state_id: z.unknown().optional(),
  city_id: z.unknown().optional(),
});
export type UpdateProfileInput = z.output<typeof updateProfileFields>;

/**
 * POST /api/send-profile-otp: a code to the email or phone the patient wants
 * to verify. `email_or_phone` is accepted as well, like the login call.
 */
export const sendProfileOtpBody = z
  .object({
    otp_type: otpType,
    email: z.string().optional(),
    phone: z.string().optional(),
    email_or_phone: z.string().optional(),
    country_code: z.preprocess(
      (value) => (blank(value) ? undefined : `+${String(value).replace(/[^\d]/g, '')}`),
      z.string().regex(/^\+\d{1,4}$/, msg('profile.countryCodeInvalid')).optional(),
    ),
  })
  .transform((body) => {
    const raw = (body.otp_type === 'email' ? body.email : body.phone) ?? body.email_or_phone ?? '';
    const value = body.otp_type === 'email' ? raw.trim().toLowerCase() : raw.replace(/[\s-]/g, '');
    return { otp_type: body.otp_type, value, country_code: body.country_code };
  })
  .superRefine((body, ctx) => {
    const email = body.otp_type === 'email';
    const path = [email ? 'email' : 'phone'];
    if (!body.value) ctx.addIssue({ code: 'custom', path, message: t(email ? 'profile.emailRequired' : 'profile.phoneRequired') });
    else if (email ? !EMAIL_SHAPE.test(body.value) : !PHONE_SHAPE.test(body.value)) {
      ctx.addIssue({ code: 'custom', path, message: t(email ? 'profile.emailInvalid' : 'profile.phoneInvalid') });
    }
  });
export type SendProfileOtpBody = z.input<typeof sendProfileOtpBody>;

/** POST /api/verify-profile-otp; `user_id` is the reference send-profile-otp answered. */
export const verifyProfileOtpBody = z.object({
  user_type: z.literal('user').default('user'),
  otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), msg('auth.codeRequired')),
  otp_type: otpType,
  user_id: otpReference,
});
export type VerifyProfileOtpBody = z.input<typeof verifyProfileOtpBody>;
