/**
 * A patient's family members (issue 41): the people they book for. Only the account holder ever
 * reads or changes them; another account's member answers 404 like a missing one, so ids reveal
 * nothing. At most FAMILY_MEMBERS_MAX per account.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { FAMILY_MEMBERS_MAX } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { FamilyMemberData, FamilyMemberInput } from '../../../src/shared/schemas/family.ts';
import { localNow } from '../../../src/shared/slots/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { familyMembers } from '../../db/schema/family.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';

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

export async function removeFamilyMember(db: Db, ownerId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.ownerId, ownerId)))
    .returning({ id: familyMembers.id });
  if (!row) throw notFound(t('family.error.notFound'));
}
