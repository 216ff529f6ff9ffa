/**
 * The doctor's 'Propose another time' (issue 19): the doctor offers another free slot of the same
 * type for a booking; the patient accepts it (the booking moves through rescheduleAppointment:
 * one transaction, the exclusion constraint, waitlist holds respected, reminders moved, both told,
 * the .ics with the same UID and a higher SEQUENCE) or declines it (the booking stays; the doctor
 * is told).
 *
 * The proposed time is NOT held: a hold would take a slot from every other patient for as long
 * as the proposal is open (up to days), on the doctor's word alone. It stays bookable, and Accept
 * re-checks it in the move's transaction: when someone took it meanwhile the patient gets a clear
 * 409 and keeps the booking, and the doctor may propose again (which withdraws the old one).
 * A proposal lapses at the notice window before the earlier of the two times (after that the
 * patient could not move the booking either), and when the booking moved or was cancelled.
 */
import { withLocale } from '../common/locale-context.ts';
import { inMessageLanguage, siteLink } from '../common/message-links.ts';
import { and, count, eq, gt, gte, lt } from 'drizzle-orm';
import { CHANGE_NOTICE_HOURS, PROPOSALS_PER_BOOKING, PROPOSALS_PER_PATIENT_DAY } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { formatMinutes, localNow } from '../../../src/shared/slots/zoned-time.ts';
import type { ProposalData } from '../../../src/shared/schemas/proposal.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { rescheduleProposals } from '../../db/schema/proposals.ts';
import { waitlistOffers } from '../../db/schema/waitlist.ts';
import { activeAppointmentOfDoctorOverlapping, appointmentById, appointmentOfDoctor, openProposalsWithBooking } from '../../repositories/appointments.ts';
import { AppError, badRequest, conflict, notFound, tooMany } from '../../errors.ts';
import { now } from '../common/clock.ts';
import { enqueueMessage } from '../messaging/message-job.ts';
import type { DbOrTx, Tx } from '../jobs/queue.ts';
import { patientMessages } from '../messaging/patient-messages.ts';
import { loadBookingContext, whenOf } from '../reminders/booking-context.ts';
import { signLinkToken } from '../reminders/link-tokens.ts';
import { lockDoctorSlots } from './slot-holds.ts';
import { loadDoctorForBooking } from './availability-data.ts';
import { resolveSlot } from './booking.ts';
import { changeClosesAt, rescheduleAppointment, type RescheduleResult } from './reschedule.ts';

export type ProposalRow = typeof rescheduleProposals.$inferSelect;
const gone = (message: string) => new AppError(410, message);

export const proposalData = (row: ProposalRow): ProposalData => ({
  id: row.id,
  appointment_id: row.appointmentId,
  appointment_date: row.appointmentDate,
  appointment_time: row.appointmentTime.slice(0, 5),
  time_zone: row.timeZone,
  starts_at: row.startsAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  status: row.status,
});

export interface ProposeRequest {
  doctorId: number;
  appointmentId: number;
  date: string;
  time: string;
  /** For the one-tap Accept link in the patient's messages. */
  linkKey: Buffer;
  origin: string;
  config: Pick<Config, 'whatsapp'>;
}

export interface ProposeResult {
  proposal: ProposalData;
  jobIds: Array<number | null>;
}

/** The page a one-tap link opens (as the reminders' links). */
const linkUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/appointment-link?token=${encodeURIComponent(token)}`;

export async function proposeTime(db: Db, request: ProposeRequest): Promise<ProposeResult> {
  const row = await appointmentOfDoctor(db, request.appointmentId, request.doctorId);
  // Another doctor's booking is as unknown as a missing one.
  if (!row) throw notFound(t('account.bookingNotFound'));
  if (row.bookingStatus !== 'confirmed') throw conflict(t('reschedule.notUpcoming'));
  const at = now();
  if (changeClosesAt(row.startsAt).getTime() <= at.getTime()) throw conflict(t('proposal.tooLate', { hours: CHANGE_NOTICE_HOURS }));
  const doctor = (await loadDoctorForBooking(db, row.doctorId))!;
  const slot = await resolveSlot(
    db,
    doctor,
    { appointment_type: row.appointmentType, clinic_id: row.clinicId ?? undefined, appointment_date: request.date, appointment_time: request.time },
    at,
  );
  if (slot.startsAt.getTime() === row.startsAt.getTime()) throw badRequest(t('proposal.sameTime'), { appointment_time: t('proposal.sameTime') });
  const expiresAt = new Date(Math.min(changeClosesAt(row.startsAt).getTime(), changeClosesAt(slot.startsAt).getTime()));
  if (expiresAt.getTime() <= at.getTime()) throw badRequest(t('proposal.tooSoon', { hours: CHANGE_NOTICE_HOURS }), { appointment_time: t('proposal.tooSoon', { hours: CHANGE_NOTICE_HOURS }) });

  return db.transaction(async (tx) => {
    // Under the doctor's slot lock, as bookings and moves: what is free now is free at the insert.
    await lockDoctorSlots(tx, row.doctorId);
    if (await slotTakenFor(tx, row.doctorId, row.id, slot.startsAt, slot.endsAt)) throw conflict(t('booking.error.slotTaken'));
    // Counted under the same lock: two proposals sent at once cannot both slip under a cap.
    await refusePastProposalCaps(tx, row.id, row.doctorId, row.patientId, at);
    await tx
      .update(rescheduleProposals)
      .set({ status: 'withdrawn', decidedAt: at })
      .where(and(eq(rescheduleProposals.appointmentId, row.id), eq(rescheduleProposals.status, 'open')));
    const [proposal] = await tx
      .insert(rescheduleProposals)
      .values({
        appointmentId: row.id,
        doctorId: row.doctorId,
        patientId: row.patientId,
        appointmentDate: request.date,
        appointmentTime: request.time,
        timeZone: slot.timeZone,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        originalStartsAt: row.startsAt,
        expiresAt,
        createdAt: at,
      })
      .returning();
    const token = signLinkToken(request.linkKey, {
      appointmentId: row.id,
      action: 'accept',
      startsAt: row.startsAt.getTime(),
      expiresAt: expiresAt.getTime(),
      proposalId: proposal!.id,
    });
    const jobIds = await enqueueProposalMessages(tx, proposal!, request.config, linkUrl(request.origin, token), request.origin);
    return { proposal: proposalData(proposal!), jobIds };
  });
}

/** Each proposal is a message to the patient: a few per booking, a few a day (PROPOSALS_PER_*). */
async function refusePastProposalCaps(tx: Tx, appointmentId: number, doctorId: number, patientId: number, at: Date): Promise<void> {
  const [forBooking] = await tx.select({ n: count() }).from(rescheduleProposals).where(eq(rescheduleProposals.appointmentId, appointmentId));
  if ((forBooking?.n ?? 0) >= PROPOSALS_PER_BOOKING) throw tooMany(t('proposal.tooManyForBooking', { max: PROPOSALS_PER_BOOKING }));
  const dayAgo = new Date(at.getTime() - 86_400_000);
  const [forPatient] = await tx
    .select({ n: count() })
    .from(rescheduleProposals)
    .where(and(eq(rescheduleProposals.doctorId, doctorId), eq(rescheduleProposals.patientId, patientId), gte(rescheduleProposals.createdAt, dayAgo)));
  if ((forPatient?.n ?? 0) >= PROPOSALS_PER_PATIENT_DAY) throw tooMany(t('proposal.tooManyToday', { max: PROPOSALS_PER_PATIENT_DAY }));
}

/** Another active booking (not this one) or a waitlist hold overlaps the time. */
async function slotTakenFor(tx: Tx, doctorId: number, appointmentId: number, start: Date, end: Date): Promise<boolean> {
  const booked = await activeAppointmentOfDoctorOverlapping(tx, doctorId, start, end, appointmentId);
  if (booked) return true;
  const [held] = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.doctorId, doctorId), eq(waitlistOffers.status, 'open'), lt(waitlistOffers.startsAt, end), gt(waitlistOffers.endsAt, start)))
    .limit(1);
  return Boolean(held);
}

/** The patient hears of the proposal on every channel they chose, with the one-tap Accept link. */
async function enqueueProposalMessages(tx: Tx, proposal: ProposalRow, config: Pick<Config, 'whatsapp'>, accept: string, origin: string): Promise<Array<number | null>> {
  const context = await loadBookingContext(tx, proposal.appointmentId);
  if (!context) return [];
  // In the patient account's language (issue 18).
  const messages = withLocale(context.patient?.locale, () => {
    const was = whenOf(context.row);
    const when = whenOf(proposal);
    const lapses = localNow(proposal.expiresAt, proposal.timeZone);
    const until = whenOf({ appointmentDate: lapses.date, appointmentTime: formatMinutes(lapses.minutes), timeZone: proposal.timeZone, startsAt: proposal.expiresAt });
    const params = {
      ...when,
      name: context.row.name,
      doctor: context.doctorName,
      oldDate: was.date,
      oldTime: was.time,
      untilDate: until.date,
      untilTime: until.time,
      accept: inMessageLanguage(accept),
      bookings: siteLink(origin, '/my-appointments'),
    };
    return patientMessages(config, context.patient, {
      subject: t('proposal.mail.subject', params),
      email: t('proposal.mail.body', params),
      short: t('proposal.sms', params),
    });
  });
  const ids: Array<number | null> = [];
  for (const message of messages) ids.push(await enqueueMessage(tx, message, { appointmentId: proposal.appointmentId }));
  return ids;
}

/** The patient's own proposal, still open and still about the booking as it is. */
async function openProposalOf(db: DbOrTx, proposalId: number, patientId: number | null): Promise<ProposalRow> {
  const [proposal] = await db
    .select()
    .from(rescheduleProposals)
    .where(patientId === null ? eq(rescheduleProposals.id, proposalId) : and(eq(rescheduleProposals.id, proposalId), eq(rescheduleProposals.patientId, patientId)));
  if (!proposal) throw notFound(t('proposal.notFound'));
  if (proposal.status === 'accepted') throw conflict(t('proposal.alreadyAccepted'));
  if (proposal.status !== 'open') throw conflict(t('proposal.closed'));
  if (proposal.expiresAt.getTime() <= now().getTime()) throw gone(t('proposal.expired'));
  const row = await appointmentById(db, proposal.appointmentId);
  if (!row || row.bookingStatus !== 'confirmed' || row.startsAt.getTime() !== proposal.originalStartsAt.getTime()) throw conflict(t('proposal.bookingChanged'));
  return proposal;
}

export interface AcceptRequest {
  proposalId: number;
  /** The signed-in patient; null when a one-tap link (which names the proposal) is the permission. */
  patientId: number | null;
  /** In the move's transaction (the one-tap link marks itself used). */
  beforeCommit?: ((tx: Tx) => Promise<void>) | undefined;
}

/**
 * Accept: the booking moves to the proposed time through the reschedule service. A time someone
 * took since the proposal is a 409 (the exclusion constraint, or another patient's waitlist hold),
 * and then nothing changed: the booking and the proposal stay as they were.
 */
export async function acceptProposal(db: Db, request: AcceptRequest): Promise<RescheduleResult> {
  const proposal = await openProposalOf(db, request.proposalId, request.patientId);
  try {
    return await rescheduleAppointment(db, {
      patientId: proposal.patientId,
      appointmentId: proposal.appointmentId,
      date: proposal.appointmentDate,
      time: proposal.appointmentTime.slice(0, 5),
      acceptedProposal: true,
      beforeCommit: async (tx) => {
        const [taken] = await tx
          .update(rescheduleProposals)
          .set({ status: 'accepted', decidedAt: now() })
          .where(and(eq(rescheduleProposals.id, proposal.id), eq(rescheduleProposals.status, 'open')))
          .returning({ id: rescheduleProposals.id });
        if (!taken) throw conflict(t('proposal.closed'));
        await request.beforeCommit?.(tx);
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409 && error.message === t('booking.error.slotTaken')) throw conflict(t('proposal.slotTaken'));
    // Another tap moved the booking between the check above and the move ('already at that time'):
    // this tap is answered as one that came after it, with the proposal's own 409.
    if (error instanceof AppError && error.statusCode === 400) await openProposalOf(db, request.proposalId, request.patientId);
    throw error;
  }
}

/** Decline: the booking stays; the doctor is told by mail. Answers the proposal and the doctor's job. */
export async function declineProposal(db: Db, patientId: number, proposalId: number): Promise<{ proposal: ProposalData; jobIds: Array<number | null> }> {
  await openProposalOf(db, proposalId, patientId);
  return db.transaction(async (tx) => {
    const [declined] = await tx
      .update(rescheduleProposals)
      .set({ status: 'declined', decidedAt: now() })
      .where(and(eq(rescheduleProposals.id, proposalId), eq(rescheduleProposals.patientId, patientId), eq(rescheduleProposals.status, 'open')))
      .returning();
    if (!declined) throw conflict(t('proposal.closed'));
    const context = await loadBookingContext(tx, declined.appointmentId);
    const jobIds: Array<number | null> = [];
    if (context?.doctorEmail) {
      // In the doctor account's language (issue 18).
      const mail = withLocale(context.doctorLocale, () => {
        const was = whenOf(context.row);
        const when = whenOf(declined);
        const params = { patient: context.row.name, date: when.date, time: when.time, zone: when.zone, oldDate: was.date, oldTime: was.time };
        return { subject: t('proposal.mail.declinedSubject', params), body: t('proposal.mail.declinedBody', params) };
      });
      jobIds.push(
        await enqueueMessage(
          tx,
          { channel: 'email', to: context.doctorEmail, ...mail },
          { appointmentId: declined.appointmentId },
        ),
      );
    }
    return { proposal: proposalData(declined), jobIds };
  });
}

/** The open, still valid proposal of each booking (for My Bookings and the doctor's list). */
export async function openProposalsFor(db: DbOrTx, appointmentIds: number[], at: Date): Promise<Map<number, ProposalData>> {
  const map = new Map<number, ProposalData>();
  if (!appointmentIds.length) return map;
  const rows = await openProposalsWithBooking(db, appointmentIds, at);
  for (const { proposal, startsAt, status } of rows) {
    if (status !== 'confirmed' || startsAt.getTime() !== proposal.originalStartsAt.getTime()) continue;
    if (!map.has(proposal.appointmentId)) map.set(proposal.appointmentId, proposalData(proposal));
  }
  return map;
}
