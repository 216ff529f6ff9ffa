import { z } from 'zod';
import { bookedFor } from './booked-for.ts';
import { proposalData } from './proposal-data.ts';
import { LIST_MAX, listTooLong, listUnionError, pageNumber } from './db-values.ts';
import { BOOKING_DATE_RANGE_DAYS, BOOKINGS_MAX_PAGE_SIZE, BOOKINGS_PAGE_SIZE } from '../constants.ts';
import { msg } from './message.ts';
import { isLocalDate } from '../slots/zoned-time.ts';
import { appointmentTimes, clinicSummary } from './parts.ts';
import { bookingInsurance } from './patient-insurance.ts';

/** The doctor's booking list (001 §3 Doctor booking filter, §7): its query and its rows. */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const listOf = <T extends string>(values: readonly T[]) =>
  z
    .union([z.string(), z.array(z.string()).max(LIST_MAX.statusFilter, listTooLong(LIST_MAX.statusFilter))], listUnionError(LIST_MAX.statusFilter))
    .nullish()
    .transform((value) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : value.split(',')))
    .transform((items) => items.map((item) => item.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.enum(values as unknown as [T, ...T[]])).max(LIST_MAX.statusFilter, listTooLong(LIST_MAX.statusFilter)));

export const DOCTOR_BOOKING_STATUSES = ['confirmed', 'ongoing', 'cancelled', 'completed', 'no_show'] as const;
export type DoctorBookingStatus = (typeof DOCTOR_BOOKING_STATUSES)[number];

/** POST /api/doctor/my-appointments (001 §3 Doctor booking filter). */
export const doctorBookingsBody = z.object({
  consultation_type: listOf(['online', 'offline'] as const),
  booking_status: listOf(DOCTOR_BOOKING_STATUSES),
  type: z
    .string()
    .nullish()
    .transform((value) => ((value ?? '').trim().toLowerCase() === 'past' ? ('Past' as const) : ('Upcoming' as const))),
  /** Days back (the filter's 1, 15 or 30; 1 is the "Last 7 Days" choice, 001 §9) or a start date; '' = any. */
  from_date: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => String(value ?? '').trim())
    .refine((value) => value === '' || value in BOOKING_DATE_RANGE_DAYS || isLocalDate(value), msg('common.validation')),
  per_page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(BOOKINGS_MAX_PAGE_SIZE).default(BOOKINGS_PAGE_SIZE)),
  page: z.preprocess(blankToUndefined, pageNumber().default(1)),
});
export type DoctorBookingsFilter = z.output<typeof doctorBookingsBody>;

const nullableText = z.string().nullable();

/** One row of the doctor's booking list. */
export const doctorBookingItem = z.object({
  id: z.number().int(),
  appointment_type: z.enum(['online', 'offline']),
  booking_status: z.enum(DOCTOR_BOOKING_STATUSES),
  ...appointmentTimes,
  consultation_fees: z.number(),
  description: z.string(),
  appointment_link: nullableText,
  cancel_reason: nullableText,
  cancel_description: nullableText,
  cancelled_by: z.enum(['user', 'doctor']).nullable(),
  /** When the patient tapped Confirm in a reminder (issue 19), else null. */
  patient_confirmed_at: z.string().nullable(),
  /** The time this doctor proposed instead (issue 19), while the patient has not answered; absent from lists saved before it. */
  proposal: proposalData.nullable().optional(),
  /** 'Propose another time' is open: confirmed, and more than the notice window ahead. */
  can_propose: z.boolean().optional(),
  /** The patient as entered on the booking, and their account. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  patient: z.object({ id: z.number().int(), first_name: nullableText, last_name: nullableText, email: nullableText, phone: nullableText }),
  clinic: clinicSummary.nullable(),
  /** The insurance the booking carries (issue 41), null when self-pay; absent from lists saved before it. */
  insurance: bookingInsurance.nullable().optional(),
  /** A booking for a family member (issue 41): the person and who booked; null or absent for the holder's own. */
  booked_for: bookedFor.nullable().optional(),
  can_complete: z.boolean(),
  can_no_show: z.boolean(),
  can_cancel: z.boolean(),
});
export type DoctorBookingItem = z.infer<typeof doctorBookingItem>;
