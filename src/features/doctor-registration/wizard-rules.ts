import type { AddressValue } from '../../components/doctor-fields/address-fields.tsx';
import type { PersonalValue } from '../../components/doctor-fields/personal-fields.tsx';
import { personalErrors, type FieldErrors } from '../../components/doctor-fields/field-rules.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';
import type { GeocodeResult } from '../../shared/schemas/doctor-forms.ts';
import type { RegistrationState } from '../../shared/schemas/doctor-profile-data.ts';

/** The four steps of 001 §2: Login Info, Personal Info, Contact Info, Medical Credentials. */
export const STEPS = [1, 2, 3, 4] as const;
export type Step = (typeof STEPS)[number];

export interface CredentialsValue {
  /** The speciality the doctor is listed under (its id), chosen before its specializations. */
  speciality_id: string;
  /** Specialization ids, of that speciality. */
  specialization: string[];
  experience_years: string;
  registration_no: string;
  license_number: string;
  id_number: string;
}

export const emptyCredentials = (): CredentialsValue => ({
  speciality_id: '', specialization: [], experience_years: '', registration_no: '', license_number: '', id_number: '',
});

/** What the wizard keeps across a reload (the in-progress flag, 001 §3 LoginProccess); files stay in memory. */
export interface WizardDraft {
  doctorId: number;
  /** The furthest step the doctor reached with Continue. */
  reached: Step;
  personal: PersonalValue;
  address: AddressValue;
  credentials: CredentialsValue;
}

/** Step 3 before geocoding: a street and a city to look up; otherwise the spec's one address message. */
export function addressErrors(address: AddressValue): FieldErrors<AddressValue> {
  if (!address.address_one.trim() && !address.address_two.trim()) return { address_one: 'doctorRegister.addressInvalid' };
  if (!address.city.trim()) return { city: 'doctorRegister.cityRequired' };
  return {};
}

/** What a geocode looked up: an answer is for this address only. */
export const lookupKey = (address: AddressValue) =>
  JSON.stringify([address.address_one, address.address_two, address.city, address.state, address.country].map((part) => part.trim()));

/** The address with the geocoded coordinates, and the state and country filled from the place when left empty. */
export function geocodedAddress(address: AddressValue, place: GeocodeResult): AddressValue {
  return {
    ...address,
    latitude: place.latitude,
    longitude: place.longitude,
    state: address.state || (place.state ?? ''),
    country: address.country || place.country,
  };
}

/** Step 3 is done once the typed address geocoded (its coordinates are stored, 001 §4). */
export const addressGeocoded = (address: AddressValue) => address.latitude !== null && address.longitude !== null;

export interface ProofFiles {
  license: File | null;
  id: File | null;
}

type CredentialField = 'speciality_id' | 'license_number' | 'id_number' | 'license_proof' | 'id_proof';

/**
 * Step 4's Submit checks: the speciality (the step's first field), then in the order of 001 §5: licence
 * number, ID number, licence proof, ID proof. Every failing one is shown, the first brought into view.
 */
export function credentialChecks(credentials: CredentialsValue, files: ProofFiles): { field: CredentialField; message: MessageKey }[] {
  const failures: { field: CredentialField; message: MessageKey }[] = [];
  if (!credentials.speciality_id) failures.push({ field: 'speciality_id', message: 'doctorRegister.specialityRequired' });
  if (!credentials.license_number.trim()) failures.push({ field: 'license_number', message: 'doctorRegister.licenseNumberRequired' });
  if (!credentials.id_number.trim()) failures.push({ field: 'id_number', message: 'doctorRegister.idNumberRequired' });
  if (!files.license) failures.push({ field: 'license_proof', message: 'doctorRegister.licenseProofRequired' });
  if (!files.id) failures.push({ field: 'id_proof', message: 'doctorRegister.idProofRequired' });
  return failures;
}

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/**
 * Where a (re)opened wizard starts: step 1 until signed in as a doctor, then
 * the furthest step the saved draft reached whose earlier steps still hold
 * (step 3 needs valid personal info, step 4 a geocoded address). A draft of
 * another doctor is ignored.
 */
export function resumeStep(doctorId: number | null, draft: WizardDraft | null, today: string): Step {
  if (doctorId === null) return 1;
  if (!draft || draft.doctorId !== doctorId) return 2;
  return furthestStep(draft, today);
}

/** The furthest step the draft may stand on (its completed steps are the ones before). */
export function furthestStep(draft: Pick<WizardDraft, 'reached' | 'personal' | 'address'>, today: string): Step {
  if (draft.reached < 3 || !isEmpty(personalErrors(draft.personal, today))) return 2;
  if (draft.reached < 4 || !addressGeocoded(draft.address)) return 3;
  return 4;
}

/**
 * Step indicator clicks: a step already reached (normally the completed ones
 * behind the current step), never the current one and never step 1 once
 * signed in (the sign-in is done).
 */
export function canOpenStep(target: Step, current: Step, furthest: Step): boolean {
  return target !== current && target !== 1 && target <= furthest;
}

/** Where a finished registration stands on its status page (issue 42). */
export type StatusStage = 'submitted' | 'review' | 'rejected' | 'verified';

export function statusStage(state: Pick<RegistrationState, 'verification_status' | 'review_started_at'>): StatusStage {
  if (state.verification_status === 'verified') return 'verified';
  if (state.verification_status === 'rejected') return 'rejected';
  return state.review_started_at ? 'review' : 'submitted';
}

/**
 * The wizard page shows the status instead of a step for a finished registration: pending,
 * verified, or rejected until the doctor chooses to correct it.
 */
export function showsStatus(state: Pick<RegistrationState, 'registration_completed' | 'verification_status'> | undefined, correcting: boolean): boolean {
  if (!state?.registration_completed) return false;
  return state.verification_status !== 'rejected' || !correcting;
}
