import type { MessageKey } from '../../shared/i18n/en.ts';
import { claimFields, type ClaimType } from '../../shared/schemas/claim.ts';

/** The Claim / Reclaim form (001 §2, §3 Claim). */
export interface ClaimFormValues {
  first_name: string;
  last_name: string;
  license_proof_number: string;
  id_proof_number: string;
}

export type ClaimTextField = keyof ClaimFormValues;

export interface ClaimFormCheck {
  /** Empty text fields ('All Fields Required*' covers them all). */
  missing: ClaimTextField[];
  license: MessageKey | null;
  identity: MessageKey | null;
}

export const emptyClaimForm = (): ClaimFormValues => ({ first_name: '', last_name: '', license_proof_number: '', id_proof_number: '' });

/**
 * 001 §5: every text field is required ('All Fields Required*', the same rule
 * the server runs), and so are both proofs — the original marked them without
 * checking; here they are checked, before the server checks their content.
 */
export function checkClaimForm(values: ClaimFormValues, files: { license: File | null; identity: File | null }, doctorId: number, type: ClaimType): ClaimFormCheck {
  const result = claimFields.safeParse({ ...values, doctor_id: doctorId, claim_type: type });
  const missing = result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path[0]).filter((key): key is ClaimTextField => typeof key === 'string' && key in values))];
  return {
    missing,
    license: files.license ? null : 'claim.licenseProofRequired',
    identity: files.identity ? null : 'claim.idProofRequired',
  };
}

export const claimFormOk = (check: ClaimFormCheck) => check.missing.length === 0 && !check.license && !check.identity;

export function claimFormData(values: ClaimFormValues, files: { license: File; identity: File }, doctorId: number, type: ClaimType): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
  form.append('doctor_id', String(doctorId));
  form.append('claim_type', type);
  form.append('license_proof', files.license, files.license.name);
  form.append('identity_proof', files.identity, files.identity.name);
  return form;
}
