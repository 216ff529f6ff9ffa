import { z } from 'zod';
import { dbId } from './db-values.ts';
import { ok } from './envelope.ts';
import { INSURER_COUNTRIES } from './insurance.ts';
import { msg } from './message.ts';

/**
 * A patient's saved insurance (issue 41, Edit Profile "My insurance"): one per person of the account,
 * the holder (family_member_id null) or a family member. One body for the form and the server.
 */
export const MEMBER_NUMBER_MAX = 40;
/** What insurers print on cards: letters and digits with spaces, dots, slashes and hyphens; no markup. */
const MEMBER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

export const memberNumber = z
  .string(msg('myInsurance.error.memberRequired'))
  .trim()
  .min(1, msg('myInsurance.error.memberRequired'))
  .max(MEMBER_NUMBER_MAX, msg('myInsurance.error.memberInvalid', { max: MEMBER_NUMBER_MAX }))
  .regex(MEMBER_NUMBER, msg('myInsurance.error.memberInvalid', { max: MEMBER_NUMBER_MAX }));

/** PUT /api/patient-insurance: saves (creates or replaces) one person's insurance. */
export const savePatientInsuranceBody = z
  .object({
    /** Absent or null: the account holder's own. */
    family_member_id: dbId(msg('family.error.notFound')).nullish(),
    insurer_id: dbId(msg('myInsurance.error.insurerRequired')),
    network_id: dbId(msg('myInsurance.error.networkRequired')),
    member_number: memberNumber,
  })
  .strict();
export type SavePatientInsuranceBody = z.input<typeof savePatientInsuranceBody>;
export type SavePatientInsuranceInput = z.output<typeof savePatientInsuranceBody>;

export const patientInsuranceParams = z.object({ id: dbId(msg('myInsurance.error.notFound')) });

/** One person's saved insurance, names in the reader's language. `has_card`: a card photo is on file. */
export const patientInsuranceItem = z.object({
  id: z.number().int(),
  family_member_id: z.number().int().nullable(),
  insurer_id: z.number().int(),
  insurer_name: z.string(),
  country: z.enum(INSURER_COUNTRIES),
  network_id: z.number().int(),
  network_slug: z.string(),
  network_name: z.string(),
  member_number: z.string(),
  has_card: z.boolean(),
});
export type PatientInsuranceItem = z.infer<typeof patientInsuranceItem>;

export const patientInsuranceList = ok(z.array(patientInsuranceItem));
export const patientInsuranceAnswer = ok(patientInsuranceItem);
export const patientInsuranceRemoved = ok(z.object({ id: z.number().int() }));

/**
 * GET /api/patient-insurance/coverage?doctor_id=: for each person's saved insurance, whether this
 * doctor takes it: the clinics that accept its network, and video when the doctor covers video.
 * (Its query schema is the server route's: its message is a server-only one.)
 */
export const insuranceCoverage = z.object({
  family_member_id: z.number().int().nullable(),
  network_name: z.string(),
  clinic_ids: z.array(z.number().int()),
  video: z.boolean(),
});
export type InsuranceCoverage = z.infer<typeof insuranceCoverage>;
export const coverageAnswer = ok(z.array(insuranceCoverage));

/** The insurance a booking carries, for its doctor (booking list, day view, details). */
export const bookingInsurance = z.object({
  insurer: z.string(),
  network: z.string().nullable(),
  member_number: z.string(),
  /** A card photo can be opened (GET /api/doctor/bookings/:id/insurance-card). */
  has_card: z.boolean(),
});
export type BookingInsurance = z.infer<typeof bookingInsurance>;

/** POST /api/patient-insurance/:id/card: a multipart form with one file field, `card_photo`, and no text fields. */
export const cardPhotoFields = z.object({}).strict();
export const CARD_PHOTO_FIELD = 'card_photo';
