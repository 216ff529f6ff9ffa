/**
 * Moving a booking (issue 19): from My Bookings (POST /api/reschedule-appointment) and from a
 * reminder's one-tap link, and when the patient accepts the doctor's proposed time. The booking's own row moves in one transaction: the exclusion
 * constraint (migration 0000) refuses a time another active booking holds, and then nothing
 * changed; a won move frees the old time in the same commit. Its reminders move with it, both
 * sides are told, and the calendar file keeps its UID with a higher SEQUENCE.
 */
import { and, eq } from 'drizzle-orm';
import { CHANGE_NOTICE_HOURS } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { AppointmentData } from '../../../src/shared/schemas/booking.ts';
import type { Db } from '../../db/client.ts';
import { rescheduleProposals } from '../../db/schema/proposals.ts';
import { appointmentOfPatient, moveConfirmedAppointment } from '../../repositories/appointments.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { now } from '../common/clock.ts';
import type { Tx } from '../jobs/queue.ts';
import { dropBookingReminders, scheduleBookingReminders } from '../reminders/reminder-schedule.ts';
import { loadDoctorForBooking } from './availability-data.ts';
import { appointmentData, resolveSlot } from './booking.ts';
import { pgErrorCode } from './booking-pg-error.ts';
import { enqueueRescheduleNotices } from './reschedule-notify.ts';
import { claimHeldSlot, handOnLapsedFor, lockDoctorSlots, offerFreedSlot } from './slot-holds.ts';

const EXCLUSION_VIOLATION = '23P01';

export interface RescheduleRequest {
  patientId: number;
  appointmentId: number;
  date: string;
  time: string;
  /** Runs in the move's transaction before it commits (the one-tap link marks itself used). */
  beforeCommit?: ((tx: Tx) => Promise<void>) | undefined;
  /** The move takes the time the doctor proposed (reschedule-proposals.ts): the doctor's mail says so. */
  acceptedProposal?: boolean | undefined;
}

export interface RescheduleResult {
  appointment: AppointmentData;
  /** false when the booking already was at that time (nothing written, nobody told). */
  changed: boolean;
  jobIds: Array<number | null>;
}

/** When a patient may still move or cancel: until CHANGE_NOTICE_HOURS before the start. */
export const changeClosesAt = (startsAt: Date) => new Date(startsAt.getTime() - CHANGE_NOTICE_HOURS * 3_600_000);

export async function rescheduleAppointment(db: Db, request: RescheduleRequest): Promise<RescheduleResult> {
  const row = await appointmentOfPatient(db, request.appointmentId, request.patientId);
  if (!row) throw notFound(t('account.bookingNotFound'));
  if (row.bookingStatus !== 'confirmed') throw conflict(t('reschedule.notUpcoming'));
  const at = now();
  if (changeClosesAt(row.startsAt).getTime() <= at.getTime()) throw conflict(t('reschedule.tooLate', { hours: CHANGE_NOTICE_HOURS }));
  const doctor = await loadDoctorForBooking(db, row.doctorId);
  if (!doctor) throw notFound(t('booking.error.doctorNotFound'));
  if (!doctor.verified) throw forbidden(t('booking.error.doctorNotVerified'));
  const slot = await resolveSlot(
    db,
    doctor,
    { appointment_type: row.appointmentType, clinic_id: row.clinicId ?? undefined, appointment_date: request.date, appointment_time: request.time },
    at,
  );
  if (slot.startsAt.getTime() === row.startsAt.getTime()) {
    if (request.beforeCommit) throw badRequest(t('reschedule.sameTime'));
    return { appointment: appointmentData(row), changed: false, jobIds: [] };
  }
  // A waitlist hold that lapsed goes to the next patient waiting before anyone may take its time.
  await handOnLapsedFor(db, doctor.id, at);
  try {
    return await db.transaction(async (tx) => {
      // The doctor's slot lock first (slot-holds.ts): a time held for a waiting patient is not taken.
      await lockDoctorSlots(tx, row.doctorId);
      await claimHeldSlot(tx, { doctorId: row.doctorId, patientId: request.patientId, familyMemberId: row.familyMemberId, start: slot.startsAt, end: slot.endsAt }, at);
      // Decided on this start: a cancel or another move committed meanwhile makes this one a no-op.
      const moved = await moveConfirmedAppointment(
        tx,
        row.id,
        row.startsAt,
        {
          appointmentDate: request.date,
          appointmentTime: request.time,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          duration: slot.config.duration,
          configId: slot.config.id,
          timeZone: slot.timeZone,
        },
        at,
      );
      if (!moved) throw conflict(t('status.closed'));
      await dropBookingReminders(tx, moved.id);
      await scheduleBookingReminders(tx, moved.id);
      const jobIds = await enqueueRescheduleNotices(tx, moved, row, request.acceptedProposal ?? false);
      await request.beforeCommit?.(tx);
      // A time the doctor proposed for the old start is void now (an accepted one was marked just above).
      await tx
        .update(rescheduleProposals)
        .set({ status: 'withdrawn', decidedAt: at })
        .where(and(eq(rescheduleProposals.appointmentId, moved.id), eq(rescheduleProposals.status, 'open')));
      // The old time is free from this commit: offered to the first patient on the waitlist
      // (the route sends the offer's messages after the commit).
      await offerFreedSlot(
        tx,
        { doctorId: row.doctorId, type: row.appointmentType, clinicId: row.clinicId, start: row.startsAt, end: row.endsAt, timeZone: row.timeZone },
        at,
      );
      return { appointment: appointmentData(moved), changed: true, jobIds };
    });
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) throw conflict(t('booking.error.slotTaken'));
    throw error;
  }
}
