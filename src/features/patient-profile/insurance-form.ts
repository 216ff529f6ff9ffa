import { t } from '../../shared/i18n/format.ts';
import type { Insurer } from '../../shared/schemas/insurance.ts';
import { savePatientInsuranceBody, type PatientInsuranceItem, type SavePatientInsuranceInput } from '../../shared/schemas/patient-insurance.ts';

/** The "My insurance" form (issue 41): what is chosen and typed, checked by the server's own schema. */
export type InsuranceField = 'insurer_id' | 'network_id' | 'member_number' | 'card_photo';
export type InsuranceFormValues = { insurer_id: string; network_id: string; member_number: string };
export type InsuranceFormErrors = Partial<Record<InsuranceField, string>>;

export const insuranceFormOf = (item: PatientInsuranceItem | undefined): InsuranceFormValues =>
  item ? { insurer_id: String(item.insurer_id), network_id: String(item.network_id), member_number: item.member_number } : { insurer_id: '', network_id: '', member_number: '' };

export function checkInsuranceForm(
  values: InsuranceFormValues,
  familyMemberId: number | null,
): { ok: true; body: SavePatientInsuranceInput } | { ok: false; errors: InsuranceFormErrors } {
  const parsed = savePatientInsuranceBody.safeParse({
    family_member_id: familyMemberId,
    insurer_id: values.insurer_id === '' ? undefined : values.insurer_id,
    network_id: values.network_id === '' ? undefined : values.network_id,
    member_number: values.member_number,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: InsuranceFormErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as InsuranceField] ??= issue.message;
  return { ok: false, errors };
}

/** The patient's market from their phone's dial code, so their country's insurers come first. */
export const countryOfDialCode = (code: string | null | undefined): Insurer['country'] | undefined =>
  code === '+91' ? 'in' : code === '+971' ? 'ae' : undefined;

/** Insurers as options, the patient's country first, each with its country beside it. */
export function insurerOptions(insurers: readonly Insurer[], country: Insurer['country'] | undefined) {
  const ordered = country ? [...insurers.filter((i) => i.country === country), ...insurers.filter((i) => i.country !== country)] : insurers;
  return ordered.map((insurer) => ({ id: String(insurer.id), label: insurer.name, detail: t(`myInsurance.country.${insurer.country}`) }));
}

export function networkOptions(insurers: readonly Insurer[], insurerId: string) {
  return (insurers.find((insurer) => String(insurer.id) === insurerId)?.networks ?? []).map((network) => ({ id: String(network.id), label: network.name }));
}
