import { DOCTOR_SUMMARY_HOUR, REMINDER_OFFSETS_HOURS } from '../../../src/shared/constants.ts';
import { zonedInstant } from '../../../src/shared/slots/zoned-time.ts';
import { appointmentById, type AppointmentRow } from '../../repositories/appointments.ts';
import { now } from '../common/clock.ts';
import { dropPendingJobs, enqueueJobs, type DbOrTx, type NewJob } from '../jobs/queue.ts';

export const REMINDER_JOB = 'reminder';
export const DOCTOR_SUMMARY_JOB = 'doctor-summary';

export interface ReminderPayload {
  appointmentId: number;
  /** The start the reminder was scheduled for (ISO): a moved booking's old reminders do nothing. */
  startsAt: string;
  hours: number;
}

export interface DoctorSummaryPayload {
  doctorId: number;
  /** The doctor's local day (YYYY-MM-DD) in `timeZone`. */
  date: string;
  timeZone: string;
}

const ACTIVE = new Set(['confirmed', 'ongoing']);

/**
 * Schedules the booking's reminders (REMINDER_OFFSETS_HOURS before its start; only those still
 * ahead, so a booking made 5 hours ahead gets the 2-hour one only) and its doctor's morning
 * summary for that day. Call it in the transaction that books or moves the booking: the jobs
 * commit with it. Scheduling twice for one start does nothing the second time.
 */
export async function scheduleBookingReminders(tx: DbOrTx, appointmentId: number): Promise<void> {
  const row = await appointmentById(tx, appointmentId);
  // One insert for all of them (each dedupe key still makes its job once).
  if (row) await enqueueJobs(tx, bookingReminderJobs(row));
}

/**
 * The jobs scheduleBookingReminders inserts for the booking as `row` (as written, e.g. insert …
 * returning, so it need not be read again): for a caller that inserts them with other jobs.
 */
export function bookingReminderJobs(row: AppointmentRow): NewJob[] {
  if (!ACTIVE.has(row.bookingStatus)) return [];
  const appointmentId = row.id;
  const at = now().getTime();
  const startsAt = row.startsAt.toISOString();
  const due: NewJob[] = [];
  for (const hours of REMINDER_OFFSETS_HOURS) {
    const runAt = new Date(row.startsAt.getTime() - hours * 3_600_000);
    if (runAt.getTime() <= at) continue;
    const payload: ReminderPayload = { appointmentId, startsAt, hours };
    due.push({ kind: REMINDER_JOB, payload: { ...payload }, runAt, appointmentId, dedupeKey: `reminder:${appointmentId}:${startsAt}:${hours}h` });
  }
  const summaryAt = zonedInstant(row.appointmentDate, DOCTOR_SUMMARY_HOUR * 60, row.timeZone);
  if (summaryAt.getTime() > at && summaryAt.getTime() < row.startsAt.getTime()) {
    const payload: DoctorSummaryPayload = { doctorId: row.doctorId, date: row.appointmentDate, timeZone: row.timeZone };
    due.push({
      kind: DOCTOR_SUMMARY_JOB,
      payload: { ...payload },
      runAt: summaryAt,
      dedupeKey: `summary:${row.doctorId}:${row.appointmentDate}:${row.timeZone}`,
    });
  }
  return due;
}

/**
 * Drops the booking's reminders that have not gone out (cancelled, or about to move: schedule
 * again after the move). Call it in the transaction of the change.
 */
export async function dropBookingReminders(tx: DbOrTx, appointmentId: number): Promise<void> {
  await dropPendingJobs(tx, appointmentId, [REMINDER_JOB]);
}
