/**
 * A patient's waiting lists (issue 19): join ('Notify me if an earlier time frees up'), see
 * them with any slot held for them, and leave. Only the patient's own entries are ever read
 * or changed; another's entry is 404 like a missing one.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS, WAITLIST_MAX_ENTRIES, WAITLIST_NEW_ACCOUNT_HOURS, WAITLIST_NEW_ACCOUNT_MAX_ENTRIES } from '../../../src/shared/constants.ts';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { JoinWaitlistInput, WaitlistEntryData } from '../../../src/shared/schemas/waitlist.ts';
import { addDays, localNow } from '../../../src/shared/slots/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { clinics, doctors } from '../../db/schema/doctors.ts';
import { users } from '../../db/schema/users.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { loadConfigs, loadDoctorForBooking } from '../booking/availability-data.ts';
import { lockDoctorSlots, offerFreedSlot, type OfferRow, type Tx } from '../booking/slot-holds.ts';
import { bookingSubject } from '../booking/booking-subject.ts';

type EntryRow = typeof waitlistEntries.$inferSelect;

export interface JoinResult {
  entry: WaitlistEntryData;
  /** false: the patient was waiting already and only the dates (or clinic) changed. */
  created: boolean;
}

export async function joinWaitlist(db: Db, patientId: number, input: JoinWaitlistInput, at: Date): Promise<JoinResult> {
  const doctor = await loadDoctorForBooking(db, input.doctor_id);
  if (!doctor) throw notFound(t('booking.error.doctorNotFound'));
  if (!doctor.verified) throw forbidden(t('booking.error.doctorNotVerified'));
  const configs = await loadConfigs(db, doctor.id, input.appointment_type);
  if (!configs.length) throw badRequest(t('waitlist.error.noSuchType'), { appointment_type: t('waitlist.error.noSuchType') });
  const clinicId = input.appointment_type === 'offline' ? (input.clinic_id ?? null) : null;
  const clinic = clinicId === null ? null : configs.find((config) => config.clinic?.id === clinicId)?.clinic;
  if (clinicId !== null && !clinic) throw badRequest(t('booking.error.clinicNotFound'), { clinic_id: t('booking.error.clinicNotFound') });

  // The dates are the clinic's (online: the doctor's); a day behind is allowed for a patient in a zone behind it.
  const zone = clinic?.timeZone ?? (input.appointment_type === 'offline' ? configs[0]!.clinic!.timeZone : doctor.timeZone);
  const today = localNow(at, zone).date;
  if (input.from_date < addDays(today, -1)) throw badRequest(t('waitlist.error.pastDate'), { from_date: t('waitlist.error.pastDate') });
  if (input.to_date > addDays(today, BOOKING_HORIZON_DAYS)) {
    const message = t('waitlist.error.tooFarAhead', { days: BOOKING_HORIZON_DAYS });
    throw badRequest(message, { to_date: message });
  }

  return db.transaction(async (tx) => {
    // One patient's joins one at a time, so parallel requests cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(${0x7761697a}::int, ${patientId}::int)`);
    // Whom the wait is for (issue 41): the caller's own family member, or 400 and nothing written.
    const familyMemberId = (await bookingSubject(tx, patientId, input.family_member_id)).familyMemberId;
    const [held] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.patientId, patientId),
          eq(waitlistEntries.status, 'waiting'),
          // The entry this join would update does not count twice.
          sql`not (${waitlistEntries.doctorId} = ${doctor.id} and ${waitlistEntries.appointmentType} = ${input.appointment_type}
            and ${waitlistEntries.familyMemberId} is not distinct from ${familyMemberId}::int)`,
        ),
      );
    if ((held?.count ?? 0) >= WAITLIST_MAX_ENTRIES) throw new AppError(422, t('waitlist.error.tooMany', { max: WAITLIST_MAX_ENTRIES }));
    // A new account waits for a few doctors only: throw-away accounts cannot line up on many lists.
    const [account] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, patientId));
    const isNew = account !== undefined && account.createdAt.getTime() > at.getTime() - WAITLIST_NEW_ACCOUNT_HOURS * 3_600_000;
    if (isNew && (held?.count ?? 0) >= WAITLIST_NEW_ACCOUNT_MAX_ENTRIES) {
      throw new AppError(422, t('waitlist.error.newAccount', { max: WAITLIST_NEW_ACCOUNT_MAX_ENTRIES, hours: WAITLIST_NEW_ACCOUNT_HOURS }));
    }
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        patientId,
        doctorId: doctor.id,
        appointmentType: input.appointment_type,
        clinicId,
        fromDate: input.from_date,
        toDate: input.to_date,
        familyMemberId,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        // One waiting entry per person (migration 0025): the account holder's own index, or the member's.
        ...(familyMemberId === null
          ? {
              target: [waitlistEntries.patientId, waitlistEntries.doctorId, waitlistEntries.appointmentType],
              targetWhere: sql`${waitlistEntries.status} = 'waiting' and ${waitlistEntries.familyMemberId} is null`,
            }
          : {
              target: [waitlistEntries.familyMemberId, waitlistEntries.doctorId, waitlistEntries.appointmentType],
              targetWhere: sql`${waitlistEntries.status} = 'waiting' and ${waitlistEntries.familyMemberId} is not null`,
            }),
        set: { clinicId, fromDate: input.from_date, toDate: input.to_date, updatedAt: at },
      })
      .returning({ id: waitlistEntries.id, created: sql<boolean>`(xmax = 0)` });
    const [entry] = await entryData(tx, patientId, [row!.id], at);
    return { entry: entry!, created: Boolean(row!.created) };
  });
}

/** The patient's waiting entries, oldest first, each with the slot held for them (if any). */
export async function listMyWaitlist(db: Db, patientId: number, at: Date): Promise<WaitlistEntryData[]> {
  const rows = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.patientId, patientId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(WAITLIST_MAX_ENTRIES);
  return rows.length ? entryData(db, patientId, rows.map((row) => row.id), at) : [];
}

export interface LeaveResult {
  entry: Pick<EntryRow, 'id' | 'status'>;
  changed: boolean;
  /** The slot the patient held went to the next patient: send its message after the commit. */
  handedOn: OfferRow | null;
}

/** Leaves a waiting list; a slot held for the patient goes to the next one at once. */
export async function leaveWaitlist(db: Db, patientId: number, entryId: number, at: Date): Promise<LeaveResult> {
  const [found] = await db
    .select({ id: waitlistEntries.id, doctorId: waitlistEntries.doctorId, status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.patientId, patientId)));
  if (!found) throw notFound(t('waitlist.error.notFound'));
  return db.transaction(async (tx) => {
    await lockDoctorSlots(tx, found.doctorId);
    const [left] = await tx
      .update(waitlistEntries)
      .set({ status: 'left', updatedAt: at })
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.status, 'waiting')))
      .returning({ id: waitlistEntries.id, status: waitlistEntries.status });
    if (!left) {
      const [now] = await tx.select({ id: waitlistEntries.id, status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
      return { entry: now!, changed: false, handedOn: null };
    }
    const [released] = await tx
      .update(waitlistOffers)
      .set({ status: 'expired' })
      .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, 'open')))
      .returning();
    const handedOn = released
      ? await offerFreedSlot(
          tx,
          { doctorId: released.doctorId, type: released.appointmentType, clinicId: released.clinicId, start: released.startsAt, end: released.endsAt, timeZone: released.timeZone },
          at,
          released.chainStartedAt,
        )
      : null;
    return { entry: left, changed: true, handedOn };
  });
}

async function entryData(db: Db | Tx, patientId: number, ids: number[], at: Date): Promise<WaitlistEntryData[]> {
  const rows = await db
    .select({ entry: waitlistEntries, doctor: { first: doctors.firstName, last: doctors.lastName, slug: doctors.slug }, clinicName: clinics.clinicName })
    .from(waitlistEntries)
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .leftJoin(clinics, eq(clinics.id, waitlistEntries.clinicId))
    .where(and(eq(waitlistEntries.patientId, patientId), inArray(waitlistEntries.id, ids)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const offers = await db
    .select()
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.entryId, ids), eq(waitlistOffers.status, 'open'), gt(waitlistOffers.expiresAt, at)))
    .orderBy(desc(waitlistOffers.createdAt));
  return rows.map(({ entry, doctor: { first: doctorFirst, last: doctorLast, slug: doctorSlug }, clinicName }) => {
    const offer = offers.find((candidate) => candidate.entryId === entry.id);
    return {
      id: entry.id,
      doctor: { id: entry.doctorId, name: t('booking.mail.doctorName', { name: displayName(`${doctorFirst} ${doctorLast}`) }), slug: doctorSlug },
      appointment_type: entry.appointmentType,
      clinic: entry.clinicId === null ? null : { id: entry.clinicId, name: clinicName ?? '' },
      from_date: entry.fromDate,
      to_date: entry.toDate,
      status: entry.status,
      created_at: entry.createdAt.toISOString(),
      family_member_id: entry.familyMemberId,
      offer: offer
        ? {
            id: offer.id,
            appointment_date: offer.appointmentDate,
            appointment_time: offer.appointmentTime.slice(0, 5),
            time_zone: offer.timeZone,
            starts_at: offer.startsAt.toISOString(),
            expires_at: offer.expiresAt.toISOString(),
          }
        : null,
    };
  });
}
