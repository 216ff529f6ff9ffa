import type { MessageKey } from '../../shared/i18n/en.ts';
import type { DoctorPortalProfile } from '../../shared/schemas/doctor-profile-data.ts';

export interface ProfessionalValue {
  speciality_id: string;
  /** Specialization ids, or names typed with Add+. */
  specialization: string[];
  services: string[];
  spoken_languages: string[];
  degree: string;
  experience_years: string;
  registration_no: string;
  medical_council: string;
  university: string;
  year_of_completion: string;
  about_doctor: string;
  license_number: string;
  id_number: string;
}

export const professionalFromProfile = (profile: DoctorPortalProfile): ProfessionalValue => {
  const number = (kind: 'license_proof' | 'id_proof') => profile.documents.find((doc) => doc.document_description === kind)?.document_number ?? '';
  return {
    speciality_id: profile.speciality_id ? String(profile.speciality_id) : '',
    specialization: profile.specializations.map((item) => String(item.id)),
    services: profile.services,
    spoken_languages: profile.spoken_languages,
    degree: profile.degree ?? '',
    experience_years: profile.experience_years ? String(profile.experience_years) : '',
    registration_no: profile.registration_no ?? '',
    medical_council: profile.medical_council ?? '',
    university: profile.university ?? '',
    year_of_completion: profile.year_of_completion ? String(profile.year_of_completion) : '',
    about_doctor: profile.about_doctor ?? '',
    license_number: number('license_proof'),
    id_number: number('id_proof'),
  };
};

/**
 * Professional Info's checks before saving, in the form's order: a speciality
 * from the list, the licence number, the ID number (as the server checks them).
 */
export function professionalErrors(value: ProfessionalValue): Partial<Record<keyof ProfessionalValue, MessageKey>> {
  const errors: Partial<Record<keyof ProfessionalValue, MessageKey>> = {};
  if (!/^\d+$/.test(value.speciality_id)) errors.speciality_id = 'doctorProfile.specialityInvalid';
  if (!value.license_number.trim()) errors.license_number = 'doctorRegister.licenseNumberRequired';
  if (!value.id_number.trim()) errors.id_number = 'doctorRegister.idNumberRequired';
  return errors;
}

/** The multipart body of POST doctor/update-professionalinfo (001 §7): lists as name[i]. */
export function professionalForm(value: ProfessionalValue, files: { license: File | null; id: File | null }): FormData {
  const form = new FormData();
  const { specialization, services, spoken_languages, ...text } = value;
  for (const [name, field] of Object.entries(text)) form.append(name, field.trim());
  specialization.forEach((item, i) => form.append(`specialization[${i}]`, item));
  services.forEach((item, i) => form.append(`services[${i}]`, item));
  spoken_languages.forEach((item, i) => form.append(`spoken_languages[${i}]`, item));
  if (files.license) form.append('license_proof', files.license);
  if (files.id) form.append('id_proof', files.id);
  return form;
}
