import { z } from 'zod';
import { LIST_MAX, dbId, listTooLong, pageNumber } from './db-values.ts';
import {
  BLOOD_GROUPS, BOOKING_DATE_RANGE_DAYS, BOOKINGS_MAX_PAGE_SIZE, BOOKINGS_PAGE_SIZE, CANCEL_DESCRIPTION_MAX,
  CANCEL_REASON_MAX, GENDERS, MARITAL_STATUSES, NAME_MAX_CHARS, OTP_LENGTH, POSTAL_CODE_MAX_CHARS, PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS, SUPPORT_DESCRIPTION_MAX, SUPPORT_SUBJECT_MAX,
} from '../constants.ts';
import { t } from '../i18n/format.ts';
import { msg, type Message } from './message.ts';
import { isLocalDate } from '../slots/zoned-time.ts';
import { otpReference, otpType } from './auth.ts';
import { proposalData } from './proposal-data.ts';
import { addressLines, appointmentTimes } from './parts.ts';

/**
 * Patient account calls (001 §3, §5, §7): My Bookings, cancellation, profile
 * update and verification, support. Multipart forms send every value as a
 * string, so numbers are coerced and lists may come as "a,b" or repeated keys.
 */

export const bookingStatus = z.enum(['confirmed', 'ongoing', 'cancelled', 'completed', 'no_show']);
export type BookingStatus = z.infer<typeof bookingStatus>;
export const bookingTab = z.enum(['Upcoming', 'Past', 'Enquiries']);
export type BookingTab = z.infer<typeof bookingTab>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
const blank = (value: unknown) => value === undefined || value === null || value === '';
const id = dbId();

/** 'Confirmed', 'no show', 'No-Show' → 'confirmed', 'no_show'. */
const statusWord = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/[\s-]+/g, '_') : value);

/** A list filter: absent or '' = no filter; 'a,b' or ['a','b']. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (blank(value)) return [];
    const items = Array.isArray(value) ? value : String(value).split(',');
    return items.map(statusWord).filter((entry) => entry !== '');
  }, z.array(item).max(LIST_MAX.statusFilter, listTooLong(LIST_MAX.statusFilter)));

/** 1, 7, 15, 30 (days back) or a YYYY-MM-DD. */
const fromDate = z.preprocess(
  (value) => (blank(value) ? undefined : String(value).trim()),
  z
    .string()
    .refine((value) => value in BOOKING_DATE_RANGE_DAYS || isLocalDate(value), msg('account.filtersInvalid'))
    .optional(),
);

/** POST /api/my-appointments (001 §7). */
export const myAppointmentsBody = z.object({
  consultation_type: listOf(z.enum(['online', 'offline'])),
  booking_status: listOf(bookingStatus),
  type: z.preprocess(
    (value) => (typeof value === 'string' && value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value),
    bookingTab.default('Upcoming'),
  ),
  from_date: fromDate,
  per_page: z.preprocess((v) => (blank(v) ? undefined : v), z.coerce.number().int().min(1).max(BOOKINGS_MAX_PAGE_SIZE).default(BOOKINGS_PAGE_SIZE)),
  page: z.preprocess((v) => (blank(v) ? undefined : v), pageNumber().default(1)),
});
export type MyAppointmentsBody = z.input<typeof myAppointmentsBody>;
export type MyAppointmentsFilter = z.output<typeof myAppointmentsBody>;

const doctorSummary = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  speciality: z.string().nullable(),
  profile_image: z.string().nullable(),
  slug: z.string(),
  speciality_slug: z.string().nullable(),
});

/** One booking of My Bookings (001 §3 Appointment, plus what the cards need). */
export const myBookingItem = z.object({
  kind: z.literal('booking'),
  id: z.number().int(),
  appointment_type: z.enum(['online', 'offline']),
  booking_status: bookingStatus,
  ...appointmentTimes,
  consultation_fees: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  appointment_link: z.string().nullable(),
  user: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable() }),
  doctor: doctorSummary,
  clinic: z.object({ id: z.number().int(), clinic_name: z.string(), address: addressLines }).nullable(),
  cancel_reason: z.string().nullable(),
  cancel_description: z.string().nullable(),
  cancelled_by: z.enum(['user', 'doctor']).nullable(),
  can_cancel: z.boolean(),
  /** Movable to another time (issue 19); absent from lists saved before it. */
  can_reschedule: z.boolean().optional(),
  can_review: z.boolean(),
  review_id: z.number().int().nullable(),
  /** The moderators' reason when they hid this booking's review (issue 20). */
  review_hidden_reason: z.string().nullable().optional(),
  /** The doctor's open 'Propose another time' (issue 19), to accept or decline; absent from lists saved before it. */
  proposal: proposalData.nullable().optional(),
});
export type MyBookingItem = z.infer<typeof myBookingItem>;

/** One enquiry of the Enquiries tab. */
export const myEnquiryItem = z.object({
  kind: z.literal('enquiry'),
  id: z.number().int(),
  doctor: doctorSummary,
  preferred_date: z.string(),
  preferred_time: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type MyEnquiryItem = z.infer<typeof myEnquiryItem>;

/** The cancellation modal (001 §2, §5); the same rules run on the server. */
export const cancellationForm = z.object({
  cancel_reason: z.string().trim().min(1, msg('cancel.reasonRequired')).max(CANCEL_REASON_MAX, msg('profile.fieldTooLong', { max: CANCEL_REASON_MAX })),
  cancel_description: z
    .string()
    .trim()
    .min(1, msg('cancel.descriptionRequired'))
    .max(CANCEL_DESCRIPTION_MAX, msg('profile.fieldTooLong', { max: CANCEL_DESCRIPTION_MAX })),
});

const optionalText = (max: number) =>
  z.preprocess((value) => (value === null || value === undefined ? '' : String(value)), z.string().trim().max(max, msg('profile.fieldTooLong', { max })));

/**
 * POST /api/change-appointment-status (001 §7). A cancellation needs a reason
 * (every role); the patient's form also requires the description, checked by
 * the service so a doctor's cancel may leave it empty.
 */
export const changeStatusBody = z
  .object({
    appointment_id: id,
    booking_status: z.preprocess(statusWord, z.enum(bookingStatus.options, msg('status.invalid'))),
    cancel_reason: optionalText(CANCEL_REASON_MAX),
    cancel_description: optionalText(CANCEL_DESCRIPTION_MAX),
  })
  .superRefine((body, ctx) => {
    if (body.booking_status === 'cancelled' && !body.cancel_reason) {
      ctx.addIssue({ code: 'custom', path: ['cancel_reason'], message: t('cancel.reasonRequired') });
    }
  });
export type ChangeStatusBody = z.input<typeof changeStatusBody>;
export type ChangeStatusInput = z.output<typeof changeStatusBody>;

/** The answer of a status change: the booking as it now stands, and whether this call changed it. */
export const changeStatusData = z.object({
  appointment: z.object({
    id: z.number().int(),
    booking_status: bookingStatus,
    cancel_reason: z.string().nullable(),
    cancel_description: z.string().nullable(),
    cancelled_by: z.enum(['user', 'doctor']).nullable(),
    status_changed_at: z.string().nullable(),
  }),
  changed: z.boolean(),
});
export type ChangeStatusData = z.infer<typeof changeStatusData>;

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

/**
 * POST /api/update-profile fields (001 §7). Absent fields stay as they are;
 * empty ones are cleared, except email and phone: an empty value leaves them
 * unchanged (they are how the patient signs in). country_id, state_id and
 * city_id are accepted and ignored (001 §3). The file is `profile_picture`;
 * sent as an empty text field it removes the current picture.
 */
/** A reminder choice from a form ('true'/'false') or JSON; absent or empty: unchanged. */
const reminderChoice = z.preprocess(
  (value) => (blank(value) ? undefined : value === true || value === 'true' || value === '1' ? true : value === false || value === 'false' || value === '0' ? false : value),
  z.boolean(msg('common.validation')).optional(),
);

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

/** POST /api/support. */
export const supportBody = z.object({
  subject: z.preprocess(
    (v) => (v ?? ''),
    z
      .string()
      .trim()
      .min(1, msg('support.subjectRequired'))
      .max(SUPPORT_SUBJECT_MAX, msg('support.subjectTooLong', { max: SUPPORT_SUBJECT_MAX })),
  ),
  description: z.preprocess(
    (v) => (v ?? ''),
    z
      .string()
      .trim()
      .min(1, msg('support.descriptionRequired'))
      .max(SUPPORT_DESCRIPTION_MAX, msg('support.descriptionTooLong', { max: SUPPORT_DESCRIPTION_MAX })),
  ),
});
export type SupportBody = z.input<typeof supportBody>;
