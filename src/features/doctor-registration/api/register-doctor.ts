import { useMutation } from '@tanstack/react-query';
import { apiFetchEnvelope } from '../../../lib/api-client.ts';
import type { AddressValue } from '../../../components/doctor-fields/address-fields.tsx';
import type { PersonalValue } from '../../../components/doctor-fields/personal-fields.tsx';
import type { CredentialsValue } from '../wizard-rules.ts';

export interface RegistrationSubmit {
  doctorId: number;
  personal: PersonalValue;
  photo: File | null;
  address: AddressValue;
  credentials: CredentialsValue;
  licenseProof: File;
  idProof: File;
}

/** The multipart body of POST /api/doctor/register (001 §7); country_id, state_id and city_id go empty. */
export function registrationForm(input: RegistrationSubmit): FormData {
  const form = new FormData();
  const { personal, address, credentials } = input;
  const fields: Record<string, string> = {
    doctor_id: String(input.doctorId),
    first_name: personal.first_name.trim(),
    last_name: personal.last_name.trim(),
    gender: personal.gender,
    dob: personal.dob,
    address_one: address.address_one,
    address_two: address.address_two,
    country: address.country,
    state: address.state,
    city: address.city,
    country_id: '',
    state_id: '',
    city_id: '',
    postal_code: address.postal_code,
    latitude: address.latitude === null ? '' : String(address.latitude),
    longitude: address.longitude === null ? '' : String(address.longitude),
    speciality_id: credentials.speciality_id,
    experience_years: credentials.experience_years,
    registration_no: credentials.registration_no,
    license_number: credentials.license_number.trim(),
    id_number: credentials.id_number.trim(),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  credentials.specialization.forEach((id, i) => form.append(`specialization[${i}]`, id));
  if (input.photo) form.append('profile_picture', input.photo);
  form.append('license_proof', input.licenseProof);
  form.append('id_proof', input.idProof);
  return form;
}

/** Submits the registration; the server answers with its 'submitted' message. */
export async function registerDoctor(input: RegistrationSubmit): Promise<string> {
  const envelope = await apiFetchEnvelope<unknown>('/api/doctor/register', { method: 'POST', form: registrationForm(input) });
  return envelope.message ?? '';
}

export const useRegisterDoctor = () => useMutation({ mutationFn: registerDoctor });
