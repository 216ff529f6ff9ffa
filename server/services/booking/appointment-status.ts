/**
 * POST /api/change-appointment-status, for both sides of a booking (001 §4):
 *
 * - patient ('user'): only 'cancelled', of their own booking, while it is
 *   upcoming and has not started; reason and description required.
 * - doctor: of their own profile's booking, from confirmed/ongoing only:
 *   'completed' and 'no_show' once the start time has passed ("Mark as
 *   Complete" clears the cancel reason and description); 'cancelled' before
 *   the start, with a reason.
 *
 * Asking for the status a booking already has answers success and changes
 * nothing, so a replayed offline action is harmless. Another's booking is
 * 404, never 403, so ids say nothing. Every update is conditional on the
 * state it was decided on; a lost race re-reads and decides again.
 */
import type { Config } from '../../config.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { BookingStatus } from '../../../src/shared/schemas/booking-status.ts';
import type { ChangeStatusInput } from '../../../src/shared/schemas/change-status.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { RequestAuth } from '../auth/sessions.ts';
import { ACTIVE_STATUSES } from './availability-data.ts';
import { now } from '../common/clock.ts';
import { CHANGE_NOTICE_HOURS } from '../../../src/shared/constants.ts';
import type { Tx } from '../jobs/queue.ts';
import { dropBookingReminders } from '../reminders/reminder-schedule.ts';
import { enqueueCancellationNotice } from './appointment-status-notify.ts';
import { lockDoctorSlots, offerFreedSlot } from './slot-holds.ts';
import { appointmentOfDoctor, appointmentOfPatient, updateAppointmentWhileActive, type AppointmentRow } from '../../repositories/appointments.ts';

export type { AppointmentRow };

export type StatusActor = Pick<RequestAuth, 'role' | 'userId' | 'doctorId'>;

export interface StatusChangeResult {
  appointment: AppointmentRow;
  /** false when the booking already had the asked status (nothing written, nobody notified). */
  changed: boolean;
  /** Messages queued with the change (deliverJobsNow sends them at once). */
  jobIds?: Array<number | null>;
}

const isActive = (status: BookingStatus) => (ACTIVE_STATUSES as readonly string[]).includes(status);
const started = (row: AppointmentRow, at: Date) => row.startsAt.getTime() <= at.getTime();

/** `beforeCommit` runs in the change's transaction (a one-tap link marks itself used there). */
export async function changeAppointmentStatus(
  db: Db,
  actor: StatusActor,
  input: ChangeStatusInput,
  beforeCommit?: (tx: Tx) => Promise<void>,
  messaging: Messaging = { whatsapp: false },
): Promise<StatusChangeResult> {
  switch (actor.role) {
    case 'user':
      return patientChange(db, actor.userId, input, beforeCommit, messaging);
    case 'doctor':
      if (actor.doctorId === null) throw forbidden(t('auth.forbidden'));
      return doctorChange(db, actor.doctorId, input, messaging);
    default:
      throw forbidden(t('auth.forbidden'));
  }
}

async function load(db: Db, id: number, owner: SQLOwner): Promise<AppointmentRow> {
  const row = owner.kind === 'patient' ? await appointmentOfPatient(db, id, owner.id) : await appointmentOfDoctor(db, id, owner.id);
  if (!row) throw notFound(t('account.bookingNotFound'));
  return row;
}

type SQLOwner = { kind: 'patient' | 'doctor'; id: number };

/** Whether a WhatsApp transport is configured: the cancellation notice goes there too when the patient chose it. */
type Messaging = Pick<Config, 'whatsapp'>;

/**
 * Writes `patch` only while the booking is still active and (when asked) starts after
 * `startsAfter`. In the same transaction the booking's pending reminders are dropped (it no
 * longer needs them) and, for a cancel, the other side's notice is queued (issue 19).
 */
async function guardedUpdate(
  db: Db,
  current: AppointmentRow,
  patch: Partial<AppointmentRow>,
  startsAfter?: Date,
  beforeCommit?: (tx: Tx) => Promise<void>,
  messaging: Messaging = { whatsapp: false },
): Promise<StatusChangeResult | null> {
  const id = current.id;
  const cancelling = patch.bookingStatus === 'cancelled';
  return db.transaction(async (tx) => {
    // A cancel frees the slot: the doctor's slot lock is taken before the row changes (slot-holds.ts).
    if (cancelling) await lockDoctorSlots(tx, current.doctorId);
    const row = await updateAppointmentWhileActive(tx, id, patch, startsAfter);
    if (!row) return null;
    await dropBookingReminders(tx, row.id);
    const jobIds = row.bookingStatus === 'cancelled' ? await enqueueCancellationNotice(tx, row, messaging) : [];
    if (row.bookingStatus === 'cancelled') {
      // The freed time goes to the first patient on the waitlist, held for them (issue 19).
      await offerFreedSlot(
        tx,
        { doctorId: row.doctorId, type: row.appointmentType, clinicId: row.clinicId, start: row.startsAt, end: row.endsAt, timeZone: row.timeZone },
        patch.statusChangedAt ?? now(),
      );
    }
    await beforeCommit?.(tx);
    return { appointment: row, changed: true, jobIds };
  });
}

async function patientChange(
  db: Db,
  patientId: number,
  input: ChangeStatusInput,
  beforeCommit: ((tx: Tx) => Promise<void>) | undefined,
  messaging: Messaging,
): Promise<StatusChangeResult> {
  const owner: SQLOwner = { kind: 'patient', id: patientId };
  const current = await load(db, input.appointment_id, owner);
  if (input.booking_status !== 'cancelled') throw forbidden(t('cancel.onlyCancel'));
  if (!input.cancel_description) {
    throw badRequest(t('cancel.descriptionRequired'), { cancel_description: t('cancel.descriptionRequired') });
  }
  for (let attempt = 0; ; attempt++) {
    const row = attempt === 0 ? current : await load(db, input.appointment_id, owner);
    if (row.bookingStatus === 'cancelled') return { appointment: row, changed: false };
    if (!isActive(row.bookingStatus)) throw conflict(t('cancel.notUpcoming'));
    const at = now();
    if (started(row, at)) throw conflict(t('cancel.started'));
    // The patient's notice window (CHANGE_NOTICE_HOURS, the same as for moving a booking).
    const noticeEnds = new Date(at.getTime() + CHANGE_NOTICE_HOURS * 3_600_000);
    if (row.startsAt.getTime() <= noticeEnds.getTime()) throw conflict(t('cancel.tooLate', { hours: CHANGE_NOTICE_HOURS }));
    const updated = await guardedUpdate(
      db,
      row,
      {
        bookingStatus: 'cancelled',
        cancelReason: input.cancel_reason,
        cancelDescription: input.cancel_description,
        cancelledBy: 'user',
        statusChangedAt: at,
        updatedAt: at,
      },
      noticeEnds,
      beforeCommit,
      messaging,
    );
    if (updated) return updated;
    if (attempt >= 2) throw conflict(t('status.closed'));
  }
}

async function doctorChange(db: Db, doctorId: number, input: ChangeStatusInput, messaging: Messaging): Promise<StatusChangeResult> {
  const owner: SQLOwner = { kind: 'doctor', id: doctorId };
  const target = input.booking_status;
  if (target !== 'completed' && target !== 'no_show' && target !== 'cancelled') {
    await load(db, input.appointment_id, owner);
    throw badRequest(t('status.invalid'), { booking_status: t('status.invalid') });
  }
  for (let attempt = 0; ; attempt++) {
    const row = await load(db, input.appointment_id, owner);
    if (row.bookingStatus === target) return { appointment: row, changed: false };
    if (!isActive(row.bookingStatus)) throw conflict(t('status.closed'));
    const at = now();
    let updated: StatusChangeResult | null;
    if (target === 'cancelled') {
      if (started(row, at)) throw conflict(t('cancel.started'));
      updated = await guardedUpdate(
        db,
        row,
        {
          bookingStatus: 'cancelled',
          cancelReason: input.cancel_reason,
          cancelDescription: input.cancel_description || null,
          cancelledBy: 'doctor',
          statusChangedAt: at,
          updatedAt: at,
        },
        at,
        undefined,
        messaging,
      );
    } else {
      if (!started(row, at)) throw conflict(t('status.notStarted'));
      updated = await guardedUpdate(db, row, {
        bookingStatus: target,
        cancelReason: null,
        cancelDescription: null,
        cancelledBy: null,
        statusChangedAt: at,
        updatedAt: at,
      });
    }
    if (updated) return updated;
    if (attempt >= 2) throw conflict(t('status.closed'));
  }
}
