import { z } from 'zod';
import { placedAddress } from './parts.ts';

/** What the portal's profile calls answer (001 §3 Doctor profile), and the registration's state. */

const nullableText = z.string().nullable();
const doctorDocument = z.object({
  document_description: z.enum(['id_proof', 'license_proof']),
  document_number: z.string(),
  /** GET /api/doctor/documents/{kind}: the private file, to this doctor only; null when no file is stored. */
  view_url: nullableText,
  mime_type: nullableText,
});
export type DoctorDocument = z.infer<typeof doctorDocument>;

/** GET /api/doctor/profile (001 §3 Doctor profile). */
export const doctorPortalProfile = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  dob: nullableText,
  gender: z.enum(['male', 'female', 'other']).nullable(),
  profile_image: nullableText,
  about_doctor: nullableText,
  degree: nullableText,
  registration_no: nullableText,
  medical_council: nullableText,
  university: nullableText,
  year_of_completion: z.number().int().nullable(),
  experience_years: z.number().int(),
  speciality_id: z.number().int().nullable(),
  speciality: z.object({ id: z.number().int(), speciality: z.string(), slug: z.string() }).nullable(),
  specializations: z.array(z.object({ id: z.number().int(), specialization: z.string() })),
  services: z.array(z.string()),
  spoken_languages: z.array(z.string()),
  address: placedAddress,
  city_slug: nullableText,
  time_zone: z.string(),
  verification_status: z.enum(['unverified', 'pending', 'verified', 'rejected']),
  registration_completed: z.boolean(),
  documents: z.array(doctorDocument),
});
export type DoctorPortalProfile = z.infer<typeof doctorPortalProfile>;

/**
 * GET /api/doctor/registration: the wizard's view, with the reason of a rejection, and the status
 * page's times (issue 42): submitted, opened by a verifier ("under review"), decided.
 */
export const registrationState = doctorPortalProfile.extend({
  rejection_reason: nullableText,
  submitted_at: z.string().nullable(),
  review_started_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type RegistrationState = z.infer<typeof registrationState>;

/** The answer of POST /api/doctor/register: submitted, waiting for verification. */
export const registerData = z.object({
  doctor_id: z.number().int(),
  registration_completed: z.literal('yes'),
  verification_badge: z.literal('no'),
});
