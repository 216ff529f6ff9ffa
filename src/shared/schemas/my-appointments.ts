import { z } from 'zod';
import { DB_INT_MAX, LIST_MAX, listTooLong, pageNumber } from './db-values.ts';
import { BOOKING_DATE_RANGE_DAYS, BOOKINGS_MAX_PAGE_SIZE, BOOKINGS_PAGE_SIZE, FAMILY_RELATIONS } from '../constants.ts';
import { msg } from './message.ts';
import { isLocalDate } from '../slots/zoned-time.ts';
import { proposalData } from './proposal-data.ts';
import { addressLines, appointmentTimes } from './parts.ts';
import { blank } from './form-values.ts';
import { bookingStatus, statusWord } from './booking-status.ts';

/** The patient's My Bookings (001 §7): the list's query and its items. */
export const bookingTab = z.enum(['Upcoming', 'Past', 'Enquiries']);
export type BookingTab = z.infer<typeof bookingTab>;

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

/**
 * Whose bookings (issue 41): 'me' (the account holder's own) or a family member's id; absent: everyone's.
 * Digits arrive as text from the URL; anything else is refused like any bad filter.
 */
const badFilter = msg('account.filtersInvalid');
const personFilter = z.preprocess(
  (value) => (blank(value) ? undefined : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
  z.union([z.literal('me'), z.number(badFilter).int(badFilter).min(1, badFilter).max(DB_INT_MAX, badFilter)], badFilter).optional(),
);
export type PersonFilter = 'me' | number;

/** POST /api/my-appointments (001 §7). */
export const myAppointmentsBody = z.object({
  consultation_type: listOf(z.enum(['online', 'offline'])),
  booking_status: listOf(bookingStatus),
  type: z.preprocess(
    (value) => (typeof value === 'string' && value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value),
    bookingTab.default('Upcoming'),
  ),
  from_date: fromDate,
  person: personFilter,
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
  /** Whom it is for (issue 41): a family member's id and relation as booked; null (or absent in older lists): the holder. `name` is theirs. */
  family_member_id: z.number().int().nullable().optional(),
  subject_relation: z.enum(FAMILY_RELATIONS).nullable().optional(),
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
