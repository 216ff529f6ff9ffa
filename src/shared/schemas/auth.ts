import { z } from 'zod';
import { OTP_LENGTH, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants.ts';
import { msg } from './message.ts';
import { LOCALE_CODES } from '../i18n/locale.ts';
import { placedAddress } from './parts.ts';

export const userType = z.enum(['user', 'doctor']);
export type UserType = z.infer<typeof userType>;
/** Who a signed-in account is: patients and doctors sign in as their type; an admin's address signs in to the admin account. */
export const userRole = z.enum(['user', 'doctor', 'admin']);
export type UserRole = z.infer<typeof userRole>;
export const otpType = z.enum(['email', 'phone']);
export type OtpType = z.infer<typeof otpType>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** Whitespace is stripped from the identifier (000 §5). */
export const stripSpaces = (value: string) => value.replace(/\s+/g, '');
/** No letters means a phone number (000 §4, 001 §5). */
export const looksLikePhone = (value: string) => value.length > 0 && !/[a-z]/i.test(value);
export const isEmail = (value: string) => EMAIL_SHAPE.test(value);
export const isPhone = (value: string) => PHONE_SHAPE.test(value);

/**
 * POST /api/send-otp and /api/send-doctor-otp.
 * `intent: 'register'` is sent by step 1 of the doctor registration wizard.
 */
export const sendOtpBody = z
  .object({
    email_or_phone: z.string().trim().min(1).transform(stripSpaces),
    user_type: userType.default('user'),
    otp_type: otpType,
    country_code: z.string().regex(/^\+\d{1,4}$/).optional(),
    intent: z.enum(['login', 'register']).default('login'),
  })
  .superRefine((b, ctx) => {
    if (b.otp_type === 'email' ? isEmail(b.email_or_phone) : isPhone(b.email_or_phone)) return;
    // The spec's copy for the kind of address, worded by the server in the caller's language.
    const key = b.otp_type === 'email' ? 'auth.invalidEmail' : 'auth.doctor.invalidPhone';
    ctx.addIssue({ code: 'custom', path: ['email_or_phone'], input: b.email_or_phone, params: { key } });
  });
export type SendOtpBody = z.input<typeof sendOtpBody>;

/**
 * The reference of a code request (the spec's `user_id`): 16 random bytes in
 * base64url, never a row number, so nobody can burn or probe another person's code.
 */
export const otpReference = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'invalid code reference');

/** `data.user_id` is the reference of this code request, echoed back to verify-otp. */
export const sendOtpData = z.object({ user_id: otpReference, resend_after: z.number().int() });

export const verifyOtpBody = z.object({
  user_type: userType,
  user_id: otpReference,
  otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`)),
  otp_type: otpType,
  intent: z.enum(['login', 'register']).default('login'),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

/** The signed-in user as the app shows it (000 §3 user details). */
/** POST /api/language: the account's language. */
export const languageBody = z.object({ locale: z.enum(LOCALE_CODES, msg('common.validation')) });
export const languageData = z.object({ locale: z.enum(LOCALE_CODES) });

export const userDetails = z.object({
  id: z.number().int(),
  user_role: userRole,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country_code: z.string().nullable(),
  profile_image: z.string().nullable(),
  /** Doctors only: their profile id, badge and registration state. */
  doctor_id: z.number().int().nullable().optional(),
  verification_badge: z.enum(['yes', 'no']).optional(),
  registration_completed: z.enum(['yes', 'no']).optional(),
  /** The account's saved language (issue 18); null: never chosen. */
  locale: z.enum(LOCALE_CODES).nullable().optional(),
});
export type UserDetails = z.infer<typeof userDetails>;

/**
 * `token` is present for API clients; the web app sends `X-Session-Transport: cookie`
 * and receives the session only as an HttpOnly cookie.
 */
export const verifyOtpData = z.object({ user_details: userDetails, token: z.string().optional() });

export const socialLoginBody = z.object({
  login_type: z.enum(['google', 'microsoft']).default('google'),
  /** The provider's ID token (a signed JWT), verified on the server. */
  credential: z.string().min(10),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  google_id: z.string().optional(),
  microsoft_id: z.string().optional(),
  /** Microsoft redirect sign-in: the nonce the browser put in the authorize request; the token must carry it. */
  nonce: z.string().min(16).max(200).optional(),
});

export const authConfigData = z.object({ google_client_id: z.string().nullable(), microsoft_client_id: z.string().nullable() });

/** GET /api/my-profile?user_type=… (defaults to the session's own role). */
export const myProfileQuery = z.object({ user_type: userType.optional() });

/** my-profile for a patient: user_details plus the account fields of 001 §3. */
export const patientProfile = userDetails.extend({
  dob: z.string().nullable(),
  blood_group: z.string().nullable(),
  gender: z.string().nullable(),
  weight: z.string().nullable(),
  marital_status: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  /** Reminder choices (issue 19); absent from profiles saved before them. */
  sms_reminders: z.boolean().optional(),
  whatsapp_reminders: z.boolean().optional(),
  address: placedAddress,
});
export type PatientProfile = z.infer<typeof patientProfile>;

/** The basics of a doctor's own profile, for the portal shell and the registration wizard. */
export const doctorProfileBasics = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  verification_badge: z.enum(['yes', 'no']),
  registration_completed: z.enum(['yes', 'no']),
});

/** my-profile for a doctor: user_details plus `doctor` (null when the account has no profile yet). */
export const doctorAccountProfile = userDetails.extend({
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  doctor: doctorProfileBasics.nullable(),
});
export type DoctorAccountProfile = z.infer<typeof doctorAccountProfile>;

/** GET /api/my-profile: the caller's own profile, a doctor's or a patient's. */
export const myProfileData = z.union([doctorAccountProfile, patientProfile]);
export type MyProfileData = z.infer<typeof myProfileData>;
