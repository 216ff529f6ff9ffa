/**
 * A patient's family members (issue 41): the people they book for. Only the account holder ever
 * reads or changes them; another account's member answers 404 like a missing one, so ids reveal
 * nothing. At most FAMILY_MEMBERS_MAX per account.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { FAMILY_MEMBERS_MAX } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { FamilyMemberData, FamilyMemberInput } from '../../../src/shared/schemas/family.ts';
import { localNow } from '../../../src/shared/slots/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { familyMembers } from '../../db/schema/family.ts';
import { patientInsurance } from '../../db/schema/insurance.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';
import { hasActiveBookingOfMember } from '../../repositories/appointments.ts';
import { BOOKING_LOCK_SPACE } from '../booking/booking-subject.ts';

type Row = typeof familyMembers.$inferSelect;

/** The zone where a day starts first: a date of birth "today" anywhere on Earth is not in the future. */
const EARLIEST_ZONE = 'Pacific/Kiritimati';
/** pg_advisory_xact_lock space of "one account's family list" ('fam'). */
const FAMILY_LOCK_SPACE = 0x66616d;

export const toFamilyMember = (row: Row): FamilyMemberData => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  relation: row.relation,
  dob: row.dob,
  gender: row.gender,
});

function assertBornBy(input: FamilyMemberInput, at: Date): void {
  if (input.dob > localNow(at, EARLIEST_ZONE).date) throw badRequest(t('family.error.dobFuture'), { dob: t('family.error.dobFuture') });
}

const columnsOf = (input: FamilyMemberInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  relation: input.relation,
  dob: input.dob,
  gender: input.gender,
});

export async function listFamilyMembers(db: Db, ownerId: number): Promise<FamilyMemberData[]> {
  const rows = await db.select().from(familyMembers).where(eq(familyMembers.ownerId, ownerId)).orderBy(asc(familyMembers.id));
  return rows.map(toFamilyMember);
}

export async function addFamilyMember(db: Db, ownerId: number, input: FamilyMemberInput, at: Date): Promise<FamilyMemberData> {
  assertBornBy(input, at);
  return db.transaction(async (tx) => {
    // One account's adds one at a time, so two parallel adds cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(${FAMILY_LOCK_SPACE}::int, ${ownerId}::int)`);
    const [held] = await tx.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(familyMembers).where(eq(familyMembers.ownerId, ownerId));
    if ((held?.count ?? 0) >= FAMILY_MEMBERS_MAX) throw new AppError(422, t('family.error.tooMany', { max: FAMILY_MEMBERS_MAX }));
    const [row] = await tx.insert(familyMembers).values({ ownerId, ...columnsOf(input), createdAt: at, updatedAt: at }).returning();
    return toFamilyMember(row!);
  });
}

export async function updateFamilyMember(db: Db, ownerId: number, id: number, input: FamilyMemberInput, at: Date): Promise<FamilyMemberData> {
  assertBornBy(input, at);
  const [row] = await db
    .update(familyMembers)
    .set({ ...columnsOf(input), updatedAt: at })
    .where(and(eq(familyMembers.id, id), eq(familyMembers.ownerId, ownerId)))
    .returning();
  if (!row) throw notFound(t('family.error.notFound'));
  return toFamilyMember(row);
}

/**
 * Removes a family member. A person with an upcoming booking is not removed (409: the patient cancels
 * or attends it first, so no doctor is left with a booking nobody can manage); their waiting-list
 * entries end with them. Under the patient's booking lock: no booking for them can slip in between.
 * Their saved insurance goes with them (the row cascades); answers its card photo's path, for the
 * caller to delete the file once this has committed.
 */
export async function removeFamilyMember(db: Db, ownerId: number, id: number, at: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}::int, ${ownerId}::int)`);
    const [member] = await tx
      .select({ id: familyMembers.id, firstName: familyMembers.firstName })
      .from(familyMembers)
      .where(and(eq(familyMembers.id, id), eq(familyMembers.ownerId, ownerId)));
    if (!member) throw notFound(t('family.error.notFound'));
    if (await hasActiveBookingOfMember(tx, id, at)) throw conflict(t('family.error.hasUpcoming', { name: member.firstName }));
    const ended = await tx
      .update(waitlistEntries)
      .set({ status: 'left', updatedAt: at })
      .where(and(eq(waitlistEntries.familyMemberId, id), eq(waitlistEntries.status, 'waiting')))
      .returning({ id: waitlistEntries.id });
    // A time held for them lapses now: the next booking or the sweep hands it to whoever waits next.
    if (ended.length) {
      await tx
        .update(waitlistOffers)
        .set({ expiresAt: at })
        .where(and(inArray(waitlistOffers.entryId, ended.map((entry) => entry.id)), eq(waitlistOffers.status, 'open')));
    }
    // Locked with the row it cascades from: a card uploaded meanwhile waits, then finds no row.
    const [insurance] = await tx
      .select({ cardPhotoPath: patientInsurance.cardPhotoPath })
      .from(patientInsurance)
      .where(and(eq(patientInsurance.familyMemberId, id), eq(patientInsurance.ownerId, ownerId)))
      .for('update');
    await tx.delete(familyMembers).where(eq(familyMembers.id, id));
    return insurance?.cardPhotoPath ?? null;
  });
}
