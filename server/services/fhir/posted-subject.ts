/**
 * Whom a posted Appointment is for, and the insurance it uses (issue 41), in add-appointment's terms.
 * - A contained Patient with a birthDate is a family member of the caller: the one whose first and
 *   last name (ignoring case, accents' composition and extra spaces) and date of birth are the
 *   Patient's. Nobody matching is a 422: FHIR creates no family members (Edit Profile does), and a
 *   booking for someone the account does not hold must not silently become the holder's.
 * - A contained Coverage asks for the person's saved insurance (use_insurance): its payor must be that
 *   insurer's Organization, its subscriberId the saved member number and a `plan` class, when given, the
 *   saved network; anything else is a 422, as is a doctor who does not take it (add-appointment's rule).
 */
import { eq } from 'drizzle-orm';
import { t } from '../../../src/shared/i18n/format.ts';
import type { Db } from '../../db/client.ts';
import { familyMembers } from '../../db/schema/family.ts';
import { insuranceNetworks } from '../../db/schema/insurance.ts';
import { AppError, badRequest } from '../../errors.ts';
import { findSavedInsurance } from '../insurance/patient-insurance.ts';
import type { ContainedInput } from './appointment-input.ts';
import { parseOrganizationId } from './ids.ts';

const normalized = (name: string) => name.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/** The name a contained Patient gives: its text, else given and family names. */
export function nameOf(patient: ContainedInput | undefined): string | undefined {
  const name = patient?.name?.[0];
  if (!name) return undefined;
  return name.text?.trim() || [...(name.given ?? []), name.family].filter(Boolean).join(' ') || undefined;
}

/** The caller's family member the Patient names, or undefined when the Patient has no birthDate (the account holder). */
export async function familyMemberOf(db: Db, ownerId: number, patient: ContainedInput | undefined): Promise<{ id: number; name: string } | undefined> {
  if (!patient?.birthDate) return undefined;
  const wanted = normalized(nameOf(patient) ?? '');
  const members = await db.select().from(familyMembers).where(eq(familyMembers.ownerId, ownerId));
  const member = members.find((row) => row.dob === patient.birthDate && normalized(`${row.firstName} ${row.lastName}`) === wanted);
  if (!member) throw new AppError(422, t('fhir.familyMemberUnknown'));
  return { id: member.id, name: `${member.firstName} ${member.lastName}` };
}

type Reference = { reference?: string | undefined };
interface CoverageInput {
  subscriberId?: unknown;
  payor?: unknown;
  beneficiary?: unknown;
  class?: unknown;
}

/**
 * Whether the posted Coverage is the person's saved insurance (then the booking uses it); false when
 * none is contained. `patientRef` is the contained Patient's `#id` the beneficiary must name, if any.
 */
export async function usesSavedInsurance(db: Db, ownerId: number, familyMemberId: number | null, coverage: ContainedInput | undefined, patientRef: string | undefined): Promise<boolean> {
  if (!coverage) return false;
  const posted = coverage as CoverageInput;
  const beneficiary = (posted.beneficiary as Reference | undefined)?.reference;
  if (beneficiary !== undefined && beneficiary !== patientRef) {
    const message = t('fhir.unknownReference', { reference: String(beneficiary).slice(0, 80) });
    throw badRequest(message, { beneficiary: message });
  }
  const mismatch = () => new AppError(422, t('fhir.coverageMismatch'));
  const saved = await findSavedInsurance(db, ownerId, familyMemberId);
  if (!saved) throw new AppError(422, t('bookingInsurance.error.noneSaved'));
  const payors = Array.isArray(posted.payor) ? (posted.payor as Reference[]) : [];
  const payor = payors.length === 1 ? parseOrganizationId(String(payors[0]?.reference ?? '')) : null;
  if (payor?.kind !== 'insurer' || payor.id !== saved.insurerId) throw mismatch();
  if (typeof posted.subscriberId !== 'string' || normalized(posted.subscriberId) !== normalized(saved.memberNumber)) throw mismatch();
  const classes = Array.isArray(posted.class) ? (posted.class as Array<{ type?: { coding?: Array<{ code?: unknown }> }; value?: unknown }>) : [];
  const plan = classes.find((item) => item.type?.coding?.some((coding) => coding.code === 'plan'));
  if (plan) {
    const [network] = saved.networkId === null ? [] : await db.select({ slug: insuranceNetworks.slug }).from(insuranceNetworks).where(eq(insuranceNetworks.id, saved.networkId));
    if (!network || plan.value !== network.slug) throw mismatch();
  }
  return true;
}
