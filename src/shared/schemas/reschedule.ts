import { z } from 'zod';
import { msg } from './message.ts';
import { cancellationForm } from './change-status.ts';
import { appointmentType, clockTime, localDate } from './booking.ts';
import { dbId } from './db-values.ts';
import { proposedTime } from './proposal-data.ts';

/** POST /api/reschedule-appointment (issue 19): the booking and its new time. */
export const rescheduleBody = z.object({
  appointment_id: dbId(),
  appointment_date: localDate(msg('booking.error.invalidDate')),
  appointment_time: clockTime(msg('booking.error.invalidTime')),
});
export type RescheduleBody = z.input<typeof rescheduleBody>;

/** A one-tap link's token, as the reminder carries it. */
export const linkToken = z.string().trim().min(1, msg('link.invalid')).max(400, msg('link.invalid'));
/** accept: the time a doctor proposed (issue 19, 'Propose another time'). */
export const linkAction = z.enum(['confirm', 'reschedule', 'cancel', 'accept']);
export type LinkAction = z.infer<typeof linkAction>;

export const linkQuery = z.object({ token: linkToken });
export const linkConfirmBody = z.object({ token: linkToken, appointment_id: dbId() });
export const linkCancelBody = cancellationForm.extend({ token: linkToken, appointment_id: dbId() });
export const linkRescheduleBody = rescheduleBody.extend({ token: linkToken });
export type LinkCancelBody = z.input<typeof linkCancelBody>;
export type LinkRescheduleBody = z.input<typeof linkRescheduleBody>;

/** What a one-tap link's page shows: the booking it acts on, without signing in. */
export const linkBooking = z.object({
  id: z.number(),
  doctor_id: z.number(),
  doctor_name: z.string(),
  appointment_type: appointmentType,
  clinic_id: z.number().nullable(),
  appointment_date: z.string(),
  appointment_time: z.string(),
  time_zone: z.string(),
  starts_at: z.string(),
  duration: z.number(),
  booking_status: z.string(),
  patient_confirmed: z.boolean(),
  where: z.string(),
});
export type LinkBooking = z.infer<typeof linkBooking>;

/** An accept link also shows the time it takes (null for other actions). */
export const linkPreview = z.object({ action: linkAction, expires_at: z.string(), appointment: linkBooking, proposal: proposedTime.nullable() });
export type LinkPreview = z.infer<typeof linkPreview>;

/** GET /api/appointment-link/choices?code=: a reminder SMS's short link (issue 42), the booking and its working one-tap links. */
export const shortCode = z.string(msg('link.invalid')).regex(/^[A-Za-z0-9]{10}$/, msg('link.invalid'));
export const choicesQuery = z.object({ code: shortCode });
export const linkChoices = z.object({
  appointment: linkBooking,
  links: z.array(z.object({ action: linkAction, token: z.string() })),
  /** A clinic visit: a maps link to the clinic. */
  directions_url: z.string().nullable(),
  /** A video consultation: the room's path on this site. */
  video_path: z.string().nullable(),
});
export type LinkChoices = z.infer<typeof linkChoices>;

/** The answer of every one-tap action and of a reschedule: the booking as it is now. */
export const linkDone = z.object({ success: z.literal(true), message: z.string(), data: z.object({ appointment: linkBooking }) });
