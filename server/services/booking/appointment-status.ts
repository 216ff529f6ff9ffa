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
import { and, eq, gt, inArray } from 'drizzle-orm';
import { t } from '../../../src/shared/i18n/format.ts';
import type { BookingStatus, ChangeStatusInput } from '../../../src/shared/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { RequestAuth } from '../auth/sessions.ts';
import { ACTIVE_STATUSES } from './availability-data.ts';
import { now } from '../common/clock.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type StatusActor = Pick<RequestAuth, 'role' | 'userId' | 'doctorId'>;

export interface StatusChangeResult {
  appointment: AppointmentRow;
  /** false when the booking already had the asked status (nothing written, nobody notified). */
  changed: boolean;
}

const isActive = (status: BookingStatus) => (ACTIVE_STATUSES as readonly string[]).includes(status);
const started = (row: AppointmentRow, at: Date) => row.startsAt.getTime() <= at.getTime();

export async function changeAppointmentStatus(db: Db, actor: StatusActor, input: ChangeStatusInput): Promise<StatusChangeResult> {
  switch (actor.role) {
    case 'user':
      return patientChange(db, actor.userId, input);
    case 'doctor':
      if (actor.doctorId === null) throw forbidden(t('auth.forbidden'));
      return doctorChange(db, actor.doctorId, input);
    default:
      throw forbidden(t('auth.forbidden'));
  }
}

async function load(db: Db, id: number, owner: SQLOwner): Promise<AppointmentRow> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), owner.kind === 'patient' ? eq(appointments.patientId, owner.id) : eq(appointments.doctorId, owner.id)));
  if (!row) throw notFound(t('account.bookingNotFound'));
  return row;
}

type SQLOwner = { kind: 'patient' | 'doctor'; id: number };

/** Writes `patch` only while the booking is still active and (when asked) not started. */
async function guardedUpdate(db: Db, id: number, patch: Partial<AppointmentRow>, notStartedAt?: Date): Promise<AppointmentRow | null> {
  const [row] = await db
    .update(appointments)
    .set(patch)
    .where(
      and(
        eq(appointments.id, id),
        inArray(appointments.bookingStatus, [...ACTIVE_STATUSES]),
        notStartedAt ? gt(appointments.startsAt, notStartedAt) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

async function patientChange(db: Db, patientId: number, input: ChangeStatusInput): Promise<StatusChangeResult> {
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
    const updated = await guardedUpdate(
      db,
      row.id,
      {
        bookingStatus: 'cancelled',
        cancelReason: input.cancel_reason,
        cancelDescription: input.cancel_description,
        cancelledBy: 'user',
        statusChangedAt: at,
        updatedAt: at,
      },
      at,
    );
    if (updated) return { appointment: updated, changed: true };
    if (attempt >= 2) throw conflict(t('status.closed'));
  }
}

async function doctorChange(db: Db, doctorId: number, input: ChangeStatusInput): Promise<StatusChangeResult> {
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
    let updated: AppointmentRow | null;
    if (target === 'cancelled') {
      if (started(row, at)) throw conflict(t('cancel.started'));
      updated = await guardedUpdate(
        db,
        row.id,
        {
          bookingStatus: 'cancelled',
          cancelReason: input.cancel_reason,
          cancelDescription: input.cancel_description || null,
          cancelledBy: 'doctor',
          statusChangedAt: at,
          updatedAt: at,
        },
        at,
      );
    } else {
      if (!started(row, at)) throw conflict(t('status.notStarted'));
      updated = await guardedUpdate(db, row.id, {
        bookingStatus: target,
        cancelReason: null,
        cancelDescription: null,
        cancelledBy: null,
        statusChangedAt: at,
        updatedAt: at,
      });
    }
    if (updated) return { appointment: updated, changed: true };
    if (attempt >= 2) throw conflict(t('status.closed'));
  }
}
