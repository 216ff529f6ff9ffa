/**
 * Freed slots and their holds (issue 19, Waitlist). Every change to an offer happens under
 * the doctor's slot lock (a transaction-scoped advisory lock), taken BEFORE any appointment
 * row of that doctor is written: cancellations, bookings and the hand-on of lapsed offers
 * are then one at a time per doctor, across every API process, and cannot deadlock on
 * each other (a booking's insert never waits for a cancellation that waits for the lock).
 */
import { and, asc, eq, gt, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { WAITLIST_CHAIN_MINUTES, WAITLIST_HOLD_MINUTES } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { formatMinutes, localNow } from '../../../src/shared/slots/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { familyMembers } from '../../db/schema/family.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';
import { activeAppointmentOfDoctorOverlapping, noActiveBookingOverlapping, noActiveBookingWithDoctorStartingIn } from '../../repositories/appointments.ts';
import { conflict } from '../../errors.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OfferRow = typeof waitlistOffers.$inferSelect;

/** First key of the per-doctor advisory lock over that doctor's slots and offers. */
const SLOT_LOCK_SPACE = 0x736c6f74; // 'slot'

/** Take before writing any of the doctor's appointments in `tx` (held until the transaction ends). */
export async function lockDoctorSlots(tx: Tx, doctorId: number): Promise<void> {
  await tx.execute(sql`select ${doctorSlotsLock(doctorId)}`);
}

/** The lockDoctorSlots call as an SQL expression, for a statement that takes another lock first. */
export const doctorSlotsLock = (doctorId: number) => sql`pg_advisory_xact_lock(${SLOT_LOCK_SPACE}::int, ${doctorId}::int)`;

export interface FreedSlot {
  doctorId: number;
  type: 'online' | 'offline';
  /** The clinic of a visit; null online. */
  clinicId: number | null;
  start: Date;
  end: Date;
  /** The clinic's (online: the doctor's) zone, for the slot's local date and time. */
  timeZone: string;
}

/**
 * A slot of the doctor was freed (a cancellation, a reschedule's old time, a lapsed offer):
 * offer it to the first patient waiting for that doctor, type (and clinic) on that local date,
 * held for WAITLIST_HOLD_MINUTES. Call inside the transaction that frees it, after
 * lockDoctorSlots (taken before the booking row was changed). Nothing happens when the slot
 * has passed, is taken or held again, or nobody waits. Returns the new offer, whose message
 * deliverWaitlistOffers sends once the transaction has committed.
 *
 * `chainStartedAt`: when a hand-on passes the slot on, the first offer's time. The chain holds
 * the slot at most WAITLIST_CHAIN_MINUTES in all (no offer's hold runs past it); after that the
 * slot is free for everyone, so a few accounts on a list cannot keep it from being booked.
 */
export async function offerFreedSlot(tx: Tx, slot: FreedSlot, at: Date, chainStartedAt: Date = at): Promise<OfferRow | null> {
  await lockDoctorSlots(tx, slot.doctorId);
  if (slot.start.getTime() <= at.getTime()) return null;
  const chainEndsAt = chainStartedAt.getTime() + WAITLIST_CHAIN_MINUTES * 60_000;
  if (chainEndsAt <= at.getTime()) return null;
  if (await slotBusy(tx, slot)) return null;

  const local = localNow(slot.start, slot.timeZone);
  const entryFilter = and(
    eq(waitlistEntries.doctorId, slot.doctorId),
    eq(waitlistEntries.appointmentType, slot.type),
    eq(waitlistEntries.status, 'waiting'),
    lte(waitlistEntries.fromDate, local.date),
    sql`${waitlistEntries.toDate} >= ${local.date}`,
    slot.clinicId === null ? undefined : or(isNull(waitlistEntries.clinicId), eq(waitlistEntries.clinicId, slot.clinicId)),
    // One open offer per entry, and one offer of this slot per entry (a lapsed one goes on).
    notExists(
      tx
        .select({ one: sql`1` })
        .from(waitlistOffers)
        .where(
          and(
            eq(waitlistOffers.entryId, waitlistEntries.id),
            or(eq(waitlistOffers.status, 'open'), eq(waitlistOffers.startsAt, slot.start)),
          ),
        ),
    ),
    // A patient who already holds a time with this doctor at or before the freed one waits for an earlier
    // time, not a later one (issue 42: "earlier time" means earlier).
    noActiveBookingWithDoctorStartingIn(tx, waitlistEntries.patientId, slot.doctorId, at, slot.start),
    // A patient with a booking of their own at that time is not offered it.
    noActiveBookingOverlapping(tx, waitlistEntries.patientId, slot.start, slot.end),
  );
  const [entry] = await tx
    .select({ id: waitlistEntries.id, patientId: waitlistEntries.patientId, familyMemberId: waitlistEntries.familyMemberId })
    .from(waitlistEntries)
    .where(entryFilter)
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1);
  if (!entry) return null;

  const [offer] = await tx
    .insert(waitlistOffers)
    .values({
      entryId: entry.id,
      patientId: entry.patientId,
      // The person waiting (issue 41): booking the held time books for them.
      familyMemberId: entry.familyMemberId,
      doctorId: slot.doctorId,
      appointmentType: slot.type,
      clinicId: slot.clinicId,
      appointmentDate: local.date,
      appointmentTime: formatMinutes(local.minutes),
      timeZone: slot.timeZone,
      startsAt: slot.start,
      endsAt: slot.end,
      expiresAt: new Date(Math.min(at.getTime() + WAITLIST_HOLD_MINUTES * 60_000, chainEndsAt)),
      createdAt: at,
      chainStartedAt,
    })
    .returning();
  return offer ?? null;
}

/** An active booking or an open offer overlaps the slot. */
async function slotBusy(tx: Tx, slot: FreedSlot): Promise<boolean> {
  const booked = await activeAppointmentOfDoctorOverlapping(tx, slot.doctorId, slot.start, slot.end);
  if (booked) return true;
  const [held] = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.doctorId, slot.doctorId), eq(waitlistOffers.status, 'open'), lt(waitlistOffers.startsAt, slot.end), gt(waitlistOffers.endsAt, slot.start)))
    .limit(1);
  return Boolean(held);
}

const slotOfOffer = (offer: OfferRow): FreedSlot => ({
  doctorId: offer.doctorId,
  type: offer.appointmentType,
  clinicId: offer.clinicId,
  start: offer.startsAt,
  end: offer.endsAt,
  timeZone: offer.timeZone,
});

/**
 * The doctor's offers whose hold has lapsed become 'expired' and each slot goes to the next
 * patient waiting (or back to everybody). Call under lockDoctorSlots. Returns the new offers.
 */
export async function handOnLapsedOffers(tx: Tx, doctorId: number, at: Date): Promise<OfferRow[]> {
  await lockDoctorSlots(tx, doctorId);
  const lapsed = await tx
    .update(waitlistOffers)
    .set({ status: 'expired' })
    .where(and(eq(waitlistOffers.doctorId, doctorId), eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, at)))
    .returning();
  lapsed.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const offered: OfferRow[] = [];
  for (const offer of lapsed) {
    const next = await offerFreedSlot(tx, slotOfOffer(offer), at, offer.chainStartedAt);
    if (next) offered.push(next);
  }
  return offered;
}

/**
 * In a booking's transaction, after lockDoctorSlots and before the insert: an open offer of
 * the time to someone else makes it taken (409, as a booked slot); the patient's own live
 * offer is taken up by this booking (the offer 'taken', the entry 'booked').
 */
export async function claimHeldSlot(tx: Tx, slot: { doctorId: number; patientId: number; familyMemberId: number | null; start: Date; end: Date }, at: Date): Promise<void> {
  const held = await tx
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.doctorId, slot.doctorId), eq(waitlistOffers.status, 'open'), lt(waitlistOffers.startsAt, slot.end), gt(waitlistOffers.endsAt, slot.start)));
  await takeHeldSlot(tx, held, slot, at);
}

/** An open offer overlapping a slot, as claimHeldSlot needs it. */
export type HeldOffer = Pick<OfferRow, 'id' | 'entryId' | 'patientId' | 'familyMemberId' | 'expiresAt'>;

/**
 * claimHeldSlot's read as an SQL expression (a JSON array of [id, entry_id, patient_id, expires_at,
 * family_member_id]), for a statement that reads other things under the same locks; heldOffersOf parses it.
 */
export const heldOffersSql = (slot: { doctorId: number; start: Date; end: Date }) =>
  sql`(select coalesce(json_agg(json_build_array(o.id, o.entry_id, o.patient_id, o.expires_at, o.family_member_id)), '[]')
    from ${waitlistOffers} o
    where o.doctor_id = ${slot.doctorId}::int and o.status = 'open'
      and o.starts_at < ${slot.end.toISOString()}::timestamptz and o.ends_at > ${slot.start.toISOString()}::timestamptz)`;

export type HeldOfferJson = [number, number, number, string, number | null];

export const heldOffersOf = (json: HeldOfferJson[]): HeldOffer[] =>
  json.map(([id, entryId, patientId, expiresAt, familyMemberId]) => ({
    id: Number(id),
    entryId: Number(entryId),
    patientId: Number(patientId),
    expiresAt: new Date(expiresAt),
    familyMemberId: familyMemberId === null ? null : Number(familyMemberId),
  }));

/**
 * claimHeldSlot once its offers were read (under lockDoctorSlots, in the same transaction).
 * `slot.familyMemberId`: whom the booking is for (null: the account holder).
 */
export async function takeHeldSlot(tx: Tx, held: HeldOffer[], slot: { patientId: number; familyMemberId: number | null }, at: Date): Promise<void> {
  // A lapsed offer not yet handed on still belongs to the queue, not to whoever asks first.
  const mine = (offer: HeldOffer) => offer.patientId === slot.patientId && offer.expiresAt.getTime() > at.getTime();
  if (held.some((offer) => !mine(offer))) throw conflict(t('booking.error.slotTaken'));
  // The offer was made to one person on the account's list (issue 41: the waitlist keeps the person):
  // the held time is theirs, not a sibling's. The server holds to it, whatever the client sent.
  const otherPerson = held.find((offer) => offer.familyMemberId !== slot.familyMemberId);
  if (otherPerson) throw await heldForAnotherPerson(tx, slot.patientId, otherPerson.familyMemberId);
  for (const offer of held) {
    await tx.update(waitlistOffers).set({ status: 'taken' }).where(eq(waitlistOffers.id, offer.id));
    await tx.update(waitlistEntries).set({ status: 'booked', updatedAt: at }).where(and(eq(waitlistEntries.id, offer.entryId), eq(waitlistEntries.status, 'waiting')));
  }
}

/**
 * The doctor's open offers overlapping [from, to), as taken intervals for the availability of
 * `viewerId` (whose own live offer stays bookable for them).
 */
export async function heldIntervals(db: Db, doctorId: number, from: Date, to: Date, viewerId: number | null, at: Date): Promise<{ start: Date; end: Date }[]> {
  const rows = await db
    .select({ start: waitlistOffers.startsAt, end: waitlistOffers.endsAt, patientId: waitlistOffers.patientId, expiresAt: waitlistOffers.expiresAt })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.doctorId, doctorId), eq(waitlistOffers.status, 'open'), lt(waitlistOffers.startsAt, to), gt(waitlistOffers.endsAt, from)));
  return rows
    .filter((row) => !(viewerId !== null && row.patientId === viewerId && row.expiresAt.getTime() > at.getTime()))
    .map(({ start, end }) => ({ start, end }));
}

/**
 * Lazy hand-on before a booking of the doctor (the sweep does the same on its timer): one cheap
 * indexed look, and a transaction only when a hold has lapsed. Returns the offers made.
 */
export async function handOnLapsedFor(db: Db, doctorId: number, at: Date): Promise<number> {
  const [lapsed] = await db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.doctorId, doctorId), eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, at)))
    .limit(1);
  if (!lapsed) return 0;
  return handOnLapsedNow(db, doctorId, at);
}

/** handOnLapsedFor once its check found a lapsed offer (e.g. read with the doctor: loadBookingContext). */
export async function handOnLapsedNow(db: Db, doctorId: number, at: Date): Promise<number> {
  return (await db.transaction((tx) => handOnLapsedOffers(tx, doctorId, at))).length;
}

/** Doctors with offers whose hold has lapsed (the sweep's work list). */
export async function doctorsWithLapsedOffers(db: Db, at: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ doctorId: waitlistOffers.doctorId })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, at)))
    .limit(limit);
  return rows.map((row) => row.doctorId);
}

/** 409 naming whom the held time is for, so the patient can pick them (or another time). */
async function heldForAnotherPerson(tx: Tx, ownerId: number, familyMemberId: number | null) {
  if (familyMemberId === null) return conflict(t('booking.error.heldForYou'));
  const [member] = await tx
    .select({ firstName: familyMembers.firstName, lastName: familyMembers.lastName })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.ownerId, ownerId)));
  // Removing a member lapses their offers first (family-members.ts), so a live offer's member exists.
  return conflict(member ? t('booking.error.heldForMember', { name: `${member.firstName} ${member.lastName}` }) : t('booking.error.slotTaken'));
}
