import { z } from 'zod';
import { DB_INT_MAX, dbId } from './db-values.ts';
import { appointmentTimes } from './parts.ts';
import {
  BOOKING_DESCRIPTION_MAX, BOOKING_DESCRIPTION_MIN, ENQUIRY_MAX_CHARS, NAME_MAX_CHARS, NAME_MIN_CHARS,
  PHONE_MAX_DIGITS, PHONE_MIN_DIGITS,
} from '../constants.ts';
import { msg, type Message } from './message.ts';
import { isLocalDate, parseTime } from '../slots/zoned-time.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Letters of any script (Arabic and Hindi names included) and spaces.
const NAME_SHAPE = new RegExp(`^[\\p{L}\\p{M} ]{${NAME_MIN_CHARS},${NAME_MAX_CHARS}}$`, 'u');
const PHONE_SHAPE = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
/** '+' and 1-4 digits, as the country-code picker gives them. */
const COUNTRY_CODE_SHAPE = /^\+\d{1,4}$/;

/** Empty strings and null from a form mean "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const localDate = (message: Message) =>
  z.string(message).trim().refine(isLocalDate, message);

/** 'H:mm', 'HH:mm' or 'HH:mm:ss' → 'HH:mm', read once. */
export const clockTime = (message: Message) =>
  z
    .string(message)
    .trim()
    .transform((value, ctx) => {
      const minutes = parseTime(value);
      if (minutes === null || minutes >= 24 * 60) {
        ctx.addIssue({ code: 'custom', input: value, message: message.error() });
        return z.NEVER;
      }
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    });

const id = dbId();

/** The "Enter Booking Details" form (000 §5); the same rules run on the server. */
export const bookingDetailsSchema = z.object({
  name: z
    .string(msg('bookingDetails.nameRequired'))
    .trim()
    .min(1, msg('bookingDetails.nameRequired'))
    .regex(NAME_SHAPE, msg('bookingDetails.nameInvalid')),
  email: z
    .string(msg('bookingDetails.emailRequired'))
    .trim()
    .min(1, msg('bookingDetails.emailRequired'))
    .regex(EMAIL_SHAPE, msg('bookingDetails.emailInvalid')),
  phone: z
    .string(msg('bookingDetails.phoneRequired'))
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, msg('bookingDetails.phoneRequired')).regex(PHONE_SHAPE, msg('bookingDetails.phoneInvalid'))),
  /**
   * The phone's dial code ('+91'), chosen beside it so the doctor can call from
   * another country. Optional for older clients: without it the number is kept as typed.
   */
  country_code: z.preprocess(
    blankToUndefined,
    z.string(msg('bookingDetails.countryCodeInvalid')).trim().regex(COUNTRY_CODE_SHAPE, msg('bookingDetails.countryCodeInvalid')).optional(),
  ),
  description: z
    .string(msg('bookingDetails.descriptionRequired'))
    .trim()
    .min(1, msg('bookingDetails.descriptionRequired'))
    .min(BOOKING_DESCRIPTION_MIN, msg('bookingDetails.descriptionTooShort'))
    .max(BOOKING_DESCRIPTION_MAX, msg('bookingDetails.descriptionTooLong', { max: BOOKING_DESCRIPTION_MAX })),
});
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;

export const appointmentType = z.enum(['online', 'offline']);
export type AppointmentType = z.infer<typeof appointmentType>;

/**
 * POST /api/add-appointment: the appointment creation payload of 000 §3.
 * `appointment_link` and `consultation_fees` are accepted for compatibility
 * and ignored: the server makes the link and takes the fee from the
 * doctor's configuration. `duration` too comes from the configuration.
 */
export const addAppointmentBody = bookingDetailsSchema.extend({
  doctor_id: id,
  clinic_id: z.preprocess(blankToUndefined, id.optional()),
  appointment_date: localDate(msg('booking.error.invalidDate')),
  appointment_time: clockTime(msg('booking.error.invalidTime')),
  duration: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  appointment_type: appointmentType,
  appointment_link: z.unknown().optional(),
  consultation_fees: z.unknown().optional(),
  /** The patient accepted to keep the booking's name on an account that has none yet. */
  save_name: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)),
    z.boolean(msg('common.validation')).optional(),
  ),
  /**
   * Whom the booking is for (issue 41): one of the caller's family members; absent or null is the
   * account holder. Bounded like every id (a value past an integer would fail in the query as a 500).
   */
  family_member_id: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.number(msg('booking.error.familyMemberNotFound')).int(msg('booking.error.familyMemberNotFound')).positive(msg('booking.error.familyMemberNotFound')).max(DB_INT_MAX, msg('booking.error.familyMemberNotFound')).optional(),
  ),
  /** Issue 41: the booking carries the saved insurance of the person booked for (refused when not accepted there). */
  use_insurance: z.boolean(msg('common.validation')).optional(),
});
export type AddAppointmentBody = z.input<typeof addAppointmentBody>;
export type AddAppointmentInput = z.output<typeof addAppointmentBody>;

/**
 * POST /api/doctor-availability. `date` defaults to today in the clinic's
 * zone, so the first call can fetch the day strip and the clinic options
 * before a date is picked. Visits without `clinic_id` use the doctor's only
 * clinic, or list no slots until a clinic is chosen.
 */
export const doctorAvailabilityBody = z.object({
  doctor_id: id,
  date: z.preprocess(blankToUndefined, localDate(msg('booking.error.invalidDate')).optional()),
  type: appointmentType,
  clinic_id: z.preprocess(blankToUndefined, id.optional()),
  /** The strip page to show (its first day, `days_previous`/`days_next` of an answer); default: the page of `date`. */
  days_from: z.preprocess(blankToUndefined, localDate(msg('booking.error.invalidDate')).optional()),
});
export type DoctorAvailabilityBody = z.input<typeof doctorAvailabilityBody>;

export const timeslot = z.object({ time: z.string(), label: z.string(), isDisabled: z.boolean() });
export type Timeslot = z.infer<typeof timeslot>;

export const dayEntry = z.object({ day: z.string(), date: z.string(), status: z.boolean() });
export type DayEntryData = z.infer<typeof dayEntry>;

/** 000 §3 clinic option: price is the clinic's visit (offline) fee. */
export const clinicOption = z.object({ id: z.number().int(), clinic_name: z.string(), price: z.number().nullable() });
export type ClinicOption = z.infer<typeof clinicOption>;

export const availabilityData = z.object({
  online_fee: z.number().nullable(),
  offline_fee: z.number().nullable(),
  online_timeslots: z.array(timeslot),
  offline_timeslots: z.array(timeslot),
  /** Slot length in minutes of the configuration that serves `date`; null when none does. */
  duration: z.number().int().nullable(),
  /** 7 days of the strip for this type (and clinic): from today, or the later page holding `date` or `days_from`. */
  days: z.array(dayEntry),
  /** The `days_from` of the strip's page before and after this one; null at today's page and at the booking horizon (issue 39). */
  days_previous: z.string().nullable(),
  days_next: z.string().nullable(),
  /** The zone the times are in (the clinic's for visits, the doctor's online). */
  time_zone: z.string(),
  /** The date the slots are for. */
  date: z.string(),
  /** The clinic the offline slots are for (null when none is chosen). */
  clinic_id: z.number().int().nullable(),
  clinics: z.array(clinicOption),
});
export type AvailabilityData = z.infer<typeof availabilityData>;

export const appointmentData = z.object({
  id: z.number().int(),
  doctor_id: z.number().int(),
  clinic_id: z.number().int().nullable(),
  appointment_type: appointmentType,
  ...appointmentTimes,
  booking_status: z.string(),
  consultation_fees: z.number(),
  appointment_link: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  created_at: z.string(),
  /** The family member the booking is for (issue 41); null: the account holder. */
  family_member_id: z.number().int().nullable(),
});
export type AppointmentData = z.infer<typeof appointmentData>;
export const addAppointmentData = z.object({ appointment: appointmentData });
export type AddAppointmentData = z.infer<typeof addAppointmentData>;

/** POST /api/send-appointment-enquiry (000 §3, 001 §5). */
export const enquiryBody = z.object({
  doctor_id: id,
  preferred_date: localDate(msg('enquiry.error.dateTimeRequired')),
  preferred_time: clockTime(msg('enquiry.error.dateTimeRequired')),
  description: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .trim()
      .max(ENQUIRY_MAX_CHARS, msg('enquiry.error.descriptionTooLong', { max: ENQUIRY_MAX_CHARS })),
  ),
});
export type EnquiryBody = z.input<typeof enquiryBody>;

export const enquiryData = z.object({
  enquiry: z.object({
    id: z.number().int(),
    doctor_id: z.number().int(),
    preferred_date: z.string(),
    preferred_time: z.string(),
    description: z.string(),
    time_zone: z.string(),
    created_at: z.string(),
  }),
});
