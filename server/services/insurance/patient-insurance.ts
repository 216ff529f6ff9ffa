/**
 * A patient's saved insurance (issue 41): one per person of the account (the holder, or one of their
 * family members), read and changed only by the account holder. Another account's row or family
 * member answers 404 like a missing one, so ids reveal nothing. Catalog ids are checked here, inside
 * the write's transaction: an unknown insurer, or a network of another insurer, is a 400.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { t } from '../../../src/shared/i18n/format.ts';
import type { Locale } from '../../../src/shared/i18n/locale.ts';
import type { InsurerCountry } from '../../../src/shared/schemas/insurance.ts';
import type { PatientInsuranceItem, SavePatientInsuranceInput } from '../../../src/shared/schemas/patient-insurance.ts';
import type { Db } from '../../db/client.ts';
import { familyMembers } from '../../db/schema/family.ts';
import { insuranceNetworks, insurers, patientInsurance } from '../../db/schema/insurance.ts';
import { badRequest, notFound } from '../../errors.ts';
import { localeNow } from '../common/locale-context.ts';
import { nameIn } from './insurance-catalog.ts';

type Reads = Pick<Db, 'select'>;

const itemColumns = {
  row: patientInsurance,
  insurer: { slug: insurers.slug, country: insurers.country, name: insurers.name, nameAr: insurers.nameAr, nameHi: insurers.nameHi },
  network: { slug: insuranceNetworks.slug, name: insuranceNetworks.name, nameAr: insuranceNetworks.nameAr, nameHi: insuranceNetworks.nameHi },
};

function selectItems(db: Reads) {
  return db
    .select(itemColumns)
    .from(patientInsurance)
    .innerJoin(insurers, eq(insurers.id, patientInsurance.insurerId))
    .innerJoin(insuranceNetworks, eq(insuranceNetworks.id, patientInsurance.networkId));
}

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function toItem({ row, insurer, network }: ItemRow, locale: Locale): PatientInsuranceItem {
  return {
    id: row.id,
    family_member_id: row.familyMemberId,
    insurer_id: row.insurerId,
    insurer_name: nameIn(insurer, locale),
    country: insurer.country as InsurerCountry,
    network_id: row.networkId!,
    network_slug: network.slug,
    network_name: nameIn(network, locale),
    member_number: row.memberNumber,
    has_card: row.cardPhotoPath !== null,
  };
}

/** Every person's saved insurance of the account: the holder's first, then by family member. */
export async function listPatientInsurance(db: Reads, ownerId: number, locale: Locale = localeNow()): Promise<PatientInsuranceItem[]> {
  const rows = await selectItems(db)
    .where(eq(patientInsurance.ownerId, ownerId))
    .orderBy(sql`${patientInsurance.familyMemberId} nulls first`, asc(patientInsurance.id));
  return rows.map((row) => toItem(row, locale));
}

/** One own row, or null: the account holder's (no family member) or that family member's. */
export async function findSavedInsurance(db: Reads, ownerId: number, familyMemberId: number | null) {
  const [row] = await db
    .select()
    .from(patientInsurance)
    .where(and(eq(patientInsurance.ownerId, ownerId), familyMemberId === null ? isNull(patientInsurance.familyMemberId) : eq(patientInsurance.familyMemberId, familyMemberId)));
  return row ?? null;
}

/** What a save answers: the saved item, and the card photo file it let go (to delete after the commit). */
export interface SavedInsurance {
  item: PatientInsuranceItem;
  discardedCard: string | null;
}

/**
 * Creates or replaces one person's insurance. The family member must be the caller's (404 otherwise),
 * the network one of the chosen insurer's (400). A card photo on file stays with the row while the
 * insurer and plan stay (a corrected member number); another insurer or plan is another card, so the
 * old photo is let go rather than shown to a doctor as the card of the new plan.
 */
export async function savePatientInsurance(db: Db, ownerId: number, input: SavePatientInsuranceInput, at: Date): Promise<SavedInsurance> {
  const familyMemberId = input.family_member_id ?? null;
  let discardedCard: string | null = null;
  const id = await db.transaction(async (tx) => {
    if (familyMemberId !== null) {
      const [member] = await tx
        .select({ id: familyMembers.id })
        .from(familyMembers)
        .where(and(eq(familyMembers.id, familyMemberId), eq(familyMembers.ownerId, ownerId)));
      if (!member) throw notFound(t('family.error.notFound'));
    }
    const [network] = await tx
      .select({ insurerId: insuranceNetworks.insurerId })
      .from(insuranceNetworks)
      .where(eq(insuranceNetworks.id, input.network_id));
    const [insurer] = await tx.select({ id: insurers.id }).from(insurers).where(eq(insurers.id, input.insurer_id));
    if (!insurer) throw badRequest(t('myInsurance.error.insurerUnknown'), { insurer_id: t('myInsurance.error.insurerUnknown') });
    if (network?.insurerId !== input.insurer_id) throw badRequest(t('myInsurance.error.networkUnknown'), { network_id: t('myInsurance.error.networkUnknown') });
    // The row being replaced, locked: a card uploaded meanwhile waits, so the photo let go is the one on the row.
    const [before] = await tx
      .select({ insurerId: patientInsurance.insurerId, networkId: patientInsurance.networkId, cardPhotoPath: patientInsurance.cardPhotoPath })
      .from(patientInsurance)
      .where(and(eq(patientInsurance.ownerId, ownerId), familyMemberId === null ? isNull(patientInsurance.familyMemberId) : eq(patientInsurance.familyMemberId, familyMemberId)))
      .for('update');
    const otherCard = before?.cardPhotoPath && (before.insurerId !== input.insurer_id || before.networkId !== input.network_id);
    discardedCard = otherCard ? before.cardPhotoPath : null;
    const values = {
      insurerId: input.insurer_id,
      networkId: input.network_id,
      memberNumber: input.member_number,
      updatedAt: at,
      ...(otherCard ? { cardPhotoPath: null, cardPhotoType: null } : {}),
    };
    const [saved] = await tx
      .insert(patientInsurance)
      .values({ ownerId, familyMemberId, ...values, createdAt: at })
      .onConflictDoUpdate(
        familyMemberId === null
          ? { target: patientInsurance.ownerId, targetWhere: sql`${patientInsurance.familyMemberId} is null`, set: values }
          : { target: patientInsurance.familyMemberId, targetWhere: sql`${patientInsurance.familyMemberId} is not null`, set: values },
      )
      .returning({ id: patientInsurance.id });
    return saved!.id;
  });
  const [row] = await selectItems(db).where(eq(patientInsurance.id, id));
  return { item: toItem(row!, localeNow()), discardedCard };
}

/** An own row by id (404 for another account's: ids reveal nothing). */
export async function ownInsurance(db: Reads, ownerId: number, id: number) {
  const [row] = await db.select().from(patientInsurance).where(and(eq(patientInsurance.id, id), eq(patientInsurance.ownerId, ownerId)));
  if (!row) throw notFound(t('myInsurance.error.notFound'));
  return row;
}

/** Deletes an own row; returns its card photo's path, to delete once the row is gone. */
export async function removePatientInsurance(db: Db, ownerId: number, id: number): Promise<string | null> {
  const [row] = await db
    .delete(patientInsurance)
    .where(and(eq(patientInsurance.id, id), eq(patientInsurance.ownerId, ownerId)))
    .returning({ path: patientInsurance.cardPhotoPath });
  if (!row) throw notFound(t('myInsurance.error.notFound'));
  return row.path;
}
