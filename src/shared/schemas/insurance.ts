import { z } from 'zod';
import { slugify } from '../format/slug.ts';
import { LIST_MAX, dbId, hasNulCharacter, listTooLong } from './db-values.ts';
import { PLAIN_NAME } from './doctor-forms.ts';
import { msg } from './message.ts';

/**
 * The insurance catalog (issue 41): GET /api/insurers answers it in the reader's language; the
 * verification console adds insurers and networks with these bodies (the console's form checks the
 * same schema before sending).
 */
export const INSURER_COUNTRIES = ['ae', 'in'] as const;
export type InsurerCountry = (typeof INSURER_COUNTRIES)[number];
export const INSURANCE_NAME_MAX = 80;

export const insuranceNetwork = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export const insurer = z.object({
  id: z.number().int(),
  slug: z.string(),
  country: z.enum(INSURER_COUNTRIES),
  name: z.string(),
  networks: z.array(insuranceNetwork),
});
export type Insurer = z.infer<typeof insurer>;
export type InsuranceNetwork = z.infer<typeof insuranceNetwork>;

const SCRIPT = { en: /[A-Za-z]/, ar: /[\u0600-\u06FF]/, hi: /[\u0900-\u097F]/ } as const;

/** A name in one language: plain (no markup), bounded, and written in that language's script. */
const nameIn = (script: keyof typeof SCRIPT) =>
  z
    .string(msg('admin.insurance.nameRequired'))
    .trim()
    .min(1, msg('admin.insurance.nameRequired'))
    .max(INSURANCE_NAME_MAX, msg('admin.insurance.nameInvalid', { max: INSURANCE_NAME_MAX }))
    .refine((value) => !hasNulCharacter(value) && PLAIN_NAME.test(value), msg('admin.insurance.nameInvalid', { max: INSURANCE_NAME_MAX }))
    .refine((value) => SCRIPT[script].test(value) && (script !== 'en' || slugify(value) !== ''), msg(`admin.insurance.script.${script}`));

const names = { name: nameIn('en'), name_ar: nameIn('ar'), name_hi: nameIn('hi') };

/** POST /api/admin/insurers */
export const addInsurerBody = z.object({ ...names, country: z.enum(INSURER_COUNTRIES, msg('admin.insurance.countryInvalid')) }).strict();
export type AddInsurerBody = z.infer<typeof addInsurerBody>;

/** POST /api/admin/insurers/:id/networks */
export const addNetworkBody = z.object(names).strict();
export type AddNetworkBody = z.infer<typeof addNetworkBody>;

/** What an add answers: the new entry's id and slug (the console reloads the catalog). */
export const addedEntry = z.object({ id: z.number().int(), slug: z.string() });

/** GET /api/doctor/insurance: each of the doctor's clinics with the networks it accepts, and video cover. */
export const doctorInsurance = z.object({
  clinics: z.array(z.object({ id: z.number().int(), clinic_name: z.string(), country: z.string().nullable(), network_ids: z.array(z.number().int()) })),
  video_insurance: z.boolean(),
});
export type DoctorInsurance = z.infer<typeof doctorInsurance>;

/**
 * POST /api/doctor/insurance: the clinics sent get exactly these networks (an empty list: self-pay
 * only); clinics not sent keep theirs. Unknown networks and other doctors' clinics are refused whole.
 */
export const saveDoctorInsuranceBody = z
  .object({
    clinics: z
      .array(
        z.object({
          clinic_id: dbId(msg('doctorInsurance.clinicNotFound')),
          network_ids: z.array(dbId(msg('doctorInsurance.networkUnknown'))).max(LIST_MAX.clinicNetworks, listTooLong(LIST_MAX.clinicNetworks)),
        }).strict(),
      )
      .max(LIST_MAX.insuranceClinics, listTooLong(LIST_MAX.insuranceClinics))
      .refine((clinics) => new Set(clinics.map((c) => c.clinic_id)).size === clinics.length, msg('doctorInsurance.clinicTwice')),
    video_insurance: z.boolean(),
  })
  .strict();
export type SaveDoctorInsuranceBody = z.infer<typeof saveDoctorInsuranceBody>;
