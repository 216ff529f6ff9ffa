import { z } from 'zod';
import { ok } from './envelope.ts';
import { bookingInsurance } from './patient-insurance.ts';
import { bookedFor } from './booked-for.ts';

/** One booking of the doctor's day (issue 19): who, when, how, and how to reach them. */
export const doctorDayBooking = z.object({
  id: z.number().int(),
  appointment_type: z.enum(['online', 'offline']),
  booking_status: z.enum(['confirmed', 'ongoing', 'cancelled', 'completed', 'no_show']),
  appointment_date: z.string(),
  appointment_time: z.string(),
  time_zone: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The name entered on the booking, else the account's. */
  name: z.string(),
  /** As entered: international ('+971 501234567') since the country picker; older ones without a code. */
  phone: z.string(),
  /** The video room id (/consult/<room>) of an online booking. */
  room: z.string().nullable(),
  clinic_name: z.string().nullable(),
  /** When the patient tapped Confirm in a reminder, else null. */
  patient_confirmed_at: z.string().nullable(),
  /** The insurance the booking carries (issue 41), null when self-pay. */
  insurance: bookingInsurance.nullable().optional(),
  /** A booking for a family member (issue 41): the person and who booked; null or absent for the holder's own. */
  booked_for: bookedFor.nullable().optional(),
});
export type DoctorDayBooking = z.infer<typeof doctorDayBooking>;

export const doctorDayData = z.object({
  /** Today and tomorrow in the doctor's zone ('YYYY-MM-DD'). */
  today: z.string(),
  tomorrow: z.string(),
  time_zone: z.string(),
  /** Today's and tomorrow's bookings (cancelled ones left out), in time order. */
  bookings: z.array(doctorDayBooking),
  /** Bookings that started in the last 7 days and were marked: no-shows, attended, and the rate (null with none). */
  week: z.object({ no_show: z.number().int(), attended: z.number().int(), rate: z.number().nullable() }),
});
export type DoctorDayData = z.infer<typeof doctorDayData>;

export const doctorDayResponse = ok(doctorDayData);
