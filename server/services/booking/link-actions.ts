/**
 * The one-tap links of a reminder (issue 19), used without signing in: see a booking, Confirm,
 * Cancel (with a reason, as the app asks) or Reschedule it. A token opens only its own booking
 * and action; it works once (link_token_uses, written in the action's transaction); an expired,
 * used, forged or superseded one says which.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { LinkBooking, LinkChoices, LinkPreview } from '../../../src/shared/schemas/reschedule.ts';
import type { Db } from '../../db/client.ts';
import { appointmentById, setPatientConfirmed } from '../../repositories/appointments.ts';
import { linkTokenUses } from '../../db/schema/jobs.ts';
import { rescheduleProposals } from '../../db/schema/proposals.ts';
import { AppError, badRequest, conflict, forbidden } from '../../errors.ts';
import { changeAppointmentStatus, type StatusChangeResult } from './appointment-status.ts';
import { rescheduleAppointment, type RescheduleResult } from './reschedule.ts';
import { acceptProposal } from './reschedule-proposals.ts';
import { now } from '../common/clock.ts';
import type { DbOrTx, Tx } from '../jobs/queue.ts';
import { clinicLine, directionsLink, loadBookingContext, type AppointmentRow, type BookingContext } from '../reminders/booking-context.ts';
import { findShortLink, type ShortLinkTarget } from '../reminders/short-links.ts';
import { verifyLinkToken, type LinkAction, type LinkClaims } from '../reminders/link-tokens.ts';

const gone = (message: string) => new AppError(410, message);

interface Opened {
  claims: LinkClaims;
  row: AppointmentRow;
}

async function openLink(db: DbOrTx, key: Buffer, token: string, expect: { action?: LinkAction; appointmentId?: number }): Promise<Opened> {
  const claims = verifyLinkToken(key, token);
  if (!claims) throw badRequest(t('link.invalid'));
  if (expect.appointmentId !== undefined && claims.appointmentId !== expect.appointmentId) throw forbidden(t('link.wrongBooking'));
  if (expect.action && claims.action !== expect.action) throw forbidden(t('link.invalid'));
  const [used] = await db.select({ nonce: linkTokenUses.nonce }).from(linkTokenUses).where(eq(linkTokenUses.nonce, claims.nonce));
  const row = await appointmentById(db, claims.appointmentId);
  // A Confirm pressed twice says what is true (issue 42): the booking stands confirmed.
  if (used) throw gone(t(claims.action === 'confirm' && row?.patientConfirmedAt && row.bookingStatus === 'confirmed' ? 'link.alreadyConfirmed' : 'link.used'));
  if (claims.expiresAt <= now().getTime()) throw gone(t('link.expired'));
  if (!row) throw badRequest(t('link.invalid'));
  if (row.startsAt.getTime() !== claims.startsAt) throw conflict(t('link.moved'));
  if (row.bookingStatus !== 'confirmed') throw conflict(t('link.notActive'));
  return { claims, row };
}

/** Marks the link used in the caller's transaction; a second use racing this one loses here. */
async function markUsed(tx: DbOrTx, claims: LinkClaims): Promise<void> {
  const [inserted] = await tx
    .insert(linkTokenUses)
    .values({ nonce: claims.nonce, appointmentId: claims.appointmentId, action: claims.action, usedAt: now() })
    .onConflictDoNothing()
    .returning({ nonce: linkTokenUses.nonce });
  if (!inserted) throw gone(t('link.used'));
}

export const linkBookingOf = async (db: DbOrTx, appointmentId: number): Promise<LinkBooking> => linkBookingFrom((await loadBookingContext(db, appointmentId))!);

function linkBookingFrom(context: BookingContext): LinkBooking {
  const { row } = context;
  return {
    id: row.id,
    doctor_id: row.doctorId,
    doctor_name: context.doctorName,
    appointment_type: row.appointmentType,
    clinic_id: row.clinicId,
    appointment_date: row.appointmentDate,
    appointment_time: row.appointmentTime.slice(0, 5),
    time_zone: row.timeZone,
    starts_at: row.startsAt.toISOString(),
    duration: row.duration,
    booking_status: row.bookingStatus,
    patient_confirmed: row.patientConfirmedAt !== null,
    where: context.clinic ? clinicLine(context.clinic) : t('booking.type.online'),
  };
}

export async function previewLink(db: Db, key: Buffer, token: string): Promise<LinkPreview> {
  const { claims, row } = await openLink(db, key, token, {});
  const proposal = claims.proposalId === undefined ? null : await proposalOfLink(db, claims);
  return {
    action: claims.action,
    expires_at: new Date(claims.expiresAt).toISOString(),
    appointment: await linkBookingOf(db, row.id),
    proposal: proposal && {
      appointment_date: proposal.appointmentDate,
      appointment_time: proposal.appointmentTime.slice(0, 5),
      time_zone: proposal.timeZone,
      starts_at: proposal.startsAt.toISOString(),
    },
  };
}

/** The proposal an accept link names, while it is open (a declined, withdrawn or taken one says so). */
async function proposalOfLink(db: DbOrTx, claims: LinkClaims) {
  const [proposal] = await db.select().from(rescheduleProposals).where(eq(rescheduleProposals.id, claims.proposalId!));
  if (!proposal || proposal.appointmentId !== claims.appointmentId) throw badRequest(t('link.invalid'));
  if (proposal.status === 'accepted') throw gone(t('link.used'));
  if (proposal.status !== 'open') throw conflict(t('proposal.closed'));
  return proposal;
}

/** Accept by link: the doctor's proposed time, through the same move as My Bookings; the link is used in its transaction. */
export async function acceptByLink(db: Db, key: Buffer, input: { token: string; appointment_id: number }): Promise<RescheduleResult> {
  const { claims } = await openLink(db, key, input.token, { action: 'accept', appointmentId: input.appointment_id });
  const proposal = await proposalOfLink(db, claims);
  return acceptProposal(db, { proposalId: proposal.id, patientId: null, beforeCommit: (tx: Tx) => markUsed(tx, claims) });
}

/** Confirm: the patient is coming; the doctor's booking list shows it. */
export async function confirmByLink(db: Db, key: Buffer, token: string, appointmentId: number): Promise<LinkBooking> {
  return db.transaction(async (tx) => {
    const { claims, row } = await openLink(tx, key, token, { action: 'confirm', appointmentId });
    await markUsed(tx, claims);
    const at = now();
    const confirmed = await setPatientConfirmed(tx, row.id, row.startsAt, at);
    if (!confirmed) throw conflict(t('link.notActive'));
    return linkBookingOf(tx, row.id);
  });
}

/** Cancel by link: the patient's own cancel (reason and description, notice window), then the link is used. */
export async function cancelByLink(
  db: Db,
  key: Buffer,
  input: { token: string; appointment_id: number; cancel_reason: string; cancel_description: string },
  messaging: Pick<Config, 'whatsapp'>,
): Promise<StatusChangeResult> {
  const { claims, row } = await openLink(db, key, input.token, { action: 'cancel', appointmentId: input.appointment_id });
  const result = await changeAppointmentStatus(
    db,
    { role: 'user', userId: row.patientId, doctorId: null },
    { appointment_id: row.id, booking_status: 'cancelled', cancel_reason: input.cancel_reason, cancel_description: input.cancel_description },
    (tx) => markUsed(tx, claims),
    messaging,
  );
  return result;
}

/** Reschedule by link: the same move as My Bookings; the link is used in the move's transaction. */
export async function rescheduleByLink(
  db: Db,
  key: Buffer,
  input: { token: string; appointment_id: number; appointment_date: string; appointment_time: string },
): Promise<RescheduleResult> {
  const { claims, row } = await openLink(db, key, input.token, { action: 'reschedule', appointmentId: input.appointment_id });
  return rescheduleAppointment(db, {
    patientId: row.patientId,
    appointmentId: row.id,
    date: input.appointment_date,
    time: input.appointment_time,
    beforeCommit: (tx: Tx) => markUsed(tx, claims),
  });
}

/**
 * A reminder SMS's short link (short-links.ts): the booking and the one-tap links of it that still
 * work, each with its own token (a used Confirm drops out; Reschedule and Cancel stay until the
 * notice window closes). When none works, the first one's reason (moved, cancelled, expired) is the answer.
 */
export async function shortLinkChoices(db: Db, key: Buffer, code: string): Promise<LinkChoices> {
  const at = now();
  const found = await findShortLink(db, code, at);
  if (!found) throw gone(t('link.expired'));
  const usable: ShortLinkTarget[] = [];
  let firstFailure: unknown = null;
  for (const link of found.links) {
    try {
      const { claims } = await openLink(db, key, link.token, { appointmentId: found.appointmentId });
      usable.push({ action: claims.action, token: link.token });
    } catch (error) {
      firstFailure ??= error;
    }
  }
  if (!usable.length) throw firstFailure ?? gone(t('link.expired'));
  const context = (await loadBookingContext(db, found.appointmentId))!;
  return {
    appointment: linkBookingFrom(context),
    links: usable,
    directions_url: context.clinic ? directionsLink(context.clinic) : null,
    video_path: context.row.appointmentType === 'online' && context.row.appointmentLink ? new URL(context.row.appointmentLink, 'http://x').pathname : null,
  };
}
