import { z } from 'zod';
import { LIST_MAX, dbId, listTooLong } from './db-values.ts';
import { ABOUT_MAX_CHARS, NAME_MAX_CHARS, POSTAL_CODE_MAX_CHARS } from '../constants.ts';
import { msg, type Message } from './message.ts';
import { isLocalDate } from '../slots/zoned-time.ts';

/**
 * The doctor's forms (001 §7): registration, profile edits and the geocoding of
 * the registration address (the booking list is doctor-bookings.ts, the profile's
 * answer doctor-profile-data.ts). Factories take
 * `today` (the server's clock, or the browser's date) for the date-of-birth rule.
 * Files are not part of these schemas: the server checks them after the fields,
 * in the order of 001 §5.
 */

const TEXT_MAX = 200;

/** A form value as trimmed text; null and absent are ''. */
const text = (max = TEXT_MAX) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .refine((value) => value.length <= max, msg('doctorRegister.textTooLong', { max }));

const required = (message: Message, max = NAME_MAX_CHARS) =>
  z
    .union([z.string(), z.number()], message)
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .refine((value) => value.length > 0, message)
    .refine((value) => value.length <= max, msg('doctorRegister.nameTooLong', { max }));

/** Empty → null; else a finite number in range. */
const coordinate = (limit: number) =>
  text(40)
    .refine((value) => value === '' || (Number.isFinite(Number(value)) && Math.abs(Number(value)) <= limit), msg('doctorRegister.coordinatesInvalid'))
    .transform((value) => (value === '' ? null : Number(value)));

const gender = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => String(value ?? '').trim().toLowerCase())
  .refine((value) => ['', 'male', 'female', 'other'].includes(value), msg('doctorRegister.genderInvalid'))
  .transform((value) => (value === '' ? null : (value as 'male' | 'female' | 'other')));

/** Date of birth: a real date, not after today (001 §5); '' → null. */
const dob = (today: string) =>
  text(10)
    .refine((value) => value === '' || isLocalDate(value), msg('doctorRegister.dobInvalid'))
    .refine((value) => value === '' || value <= today, msg('doctorRegister.dobFuture'))
    .transform((value) => (value === '' ? null : value));

const experience = text(3)
  .refine((value) => value === '' || (/^\d{1,2}$/.test(value) && Number(value) <= 80), msg('doctorRegister.experienceInvalid'))
  .transform((value) => (value === '' ? 0 : Number(value)));

const idList = (max: number) => z
  .array(z.union([z.string(), z.number()]))
  .max(max, listTooLong(max))
  .default([])
  .transform((values) => values.map((value) => String(value).trim()).filter(Boolean))
  .refine((values) => values.every((value) => /^\d{1,9}$/.test(value)), msg('doctorRegister.specializationInvalid'))
  .transform((values) => [...new Set(values.map(Number))]);

/**
 * A service, language or specialization name a doctor types: letters of any script, digits, spaces and
 * . , ' & ( ) / + - only. No markup, no control or invisible characters (issue 36: "<b>x</b>" was saved
 * as a language name).
 */
export const PLAIN_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'’&()/+-]*$/u;
const plainNames = (values: string[]) => values.every((value) => PLAIN_NAME.test(value));

/** A form's list of typed names (or ids): strings or numbers, trimmed, empty ones dropped, each plain and ≤ 100 characters. */
const plainList = (max: number) => z
  .array(z.union([z.string(), z.number()]))
  .max(max, listTooLong(max))
  .default([])
  .transform((values) => values.map((value) => String(value).trim()).filter(Boolean))
  .refine((values) => values.every((value) => value.length <= 100), msg('doctorProfile.nameInvalid', { max: 100 }))
  .refine(plainNames, msg('doctorProfile.namePlain'));

/** Case-insensitive duplicates collapse to the first spelling. */
const firstSpellings = (values: string[]) => values.filter((value, i) => values.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === i);

const nameList = (max: number) => plainList(max).transform(firstSpellings);

/**
 * Specializations of Professional Info: catalog ids, or names typed with the
 * form's free-text "Add+" (created under the chosen speciality).
 */
const idOrNameList = (max: number) => plainList(max).transform((values) => ({
  ids: [...new Set(values.filter((value) => /^\d{1,9}$/.test(value)).map(Number))],
  names: firstSpellings(values.filter((value) => !/^\d+$/.test(value))),
}));

const optionalText = (max = TEXT_MAX) => text(max).transform((value) => (value === '' ? null : value));

/** The address block of step 3 and of Contact Info (001 §3 Address). */
const addressFields = {
  address_one: text(),
  address_two: text(),
  country: text(100),
  state: text(100),
  city: required(msg('doctorRegister.cityRequired'), 100),
  country_id: text(),
  state_id: text(),
  city_id: text(),
  postal_code: text(POSTAL_CODE_MAX_CHARS),
  latitude: coordinate(90),
  longitude: coordinate(180),
};

const personalFields = (today: string) => ({
  first_name: required(msg('doctorRegister.firstNameRequired')),
  last_name: required(msg('doctorRegister.lastNameRequired')),
  gender,
  dob: dob(today),
});

/**
 * POST /api/doctor/register (fields; the files follow in the server's checks).
 * Key order is check order: steps 2 and 3 first, then the step-4 checks of 001 §5.
 */
export const doctorRegisterFields = (today: string) =>
  z.object({
    doctor_id: dbId(),
    ...personalFields(today),
    ...addressFields,
    address_one: required(msg('doctorRegister.addressInvalid'), TEXT_MAX),
    // The speciality the doctor is listed under. Optional in the call (001's form sends only specializations:
    // then the first one's speciality); the web wizard always sends it.
    speciality_id: text(12)
      .refine((value) => value === '' || (/^\d{1,9}$/.test(value) && Number(value) > 0), msg('doctorProfile.specialityInvalid'))
      .transform((value) => (value === '' ? null : Number(value))),
    specialization: idList(LIST_MAX.specializations),
    experience_years: experience,
    registration_no: text(100),
    license_number: required(msg('doctorRegister.licenseNumberRequired'), 100),
    id_number: required(msg('doctorRegister.idNumberRequired'), 100),
  });
export type DoctorRegisterFields = z.output<ReturnType<typeof doctorRegisterFields>>;

/** POST /api/doctor/update-personal; profile_picture is a file, or '' to remove the photo. */
export const updatePersonalFields = (today: string) => z.object(personalFields(today));

/** POST /api/doctor/update-contactinfo. */
export const updateContactFields = z.object({ ...addressFields, address_one: required(msg('doctorRegister.addressInvalid'), TEXT_MAX) });
export type UpdateContactFields = z.output<typeof updateContactFields>;

/** POST /api/doctor/update-professionalinfo; id_proof and license_proof are optional replacements. */
export const updateProfessionalFields = (currentYear: number) =>
  z.object({
    speciality_id: text(12)
      .refine((value) => /^\d{1,9}$/.test(value) && Number(value) > 0, msg('doctorProfile.specialityInvalid'))
      .transform(Number),
    specialization: idOrNameList(LIST_MAX.specializations),
    services: nameList(LIST_MAX.services),
    spoken_languages: nameList(LIST_MAX.spokenLanguages),
    degree: optionalText(),
    experience_years: experience,
    registration_no: optionalText(100),
    medical_council: optionalText(),
    university: optionalText(),
    year_of_completion: text(4)
      .refine((value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1940 && Number(value) <= currentYear), msg('doctorProfile.yearInvalid'))
      .transform((value) => (value === '' ? null : Number(value))),
    about_doctor: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((value) => String(value ?? '').trim())
      .refine((value) => value.length <= ABOUT_MAX_CHARS, msg('doctorProfile.aboutTooLong', { max: ABOUT_MAX_CHARS }))
      .transform((value) => (value === '' ? null : value)),
    license_number: required(msg('doctorRegister.licenseNumberRequired'), 100),
    id_number: required(msg('doctorRegister.idNumberRequired'), 100),
  });
export type UpdateProfessionalFields = z.output<ReturnType<typeof updateProfessionalFields>>;

/** POST /api/geocode: the typed street address of step 3. */
export const geocodeBody = z.object({
  address_one: text(),
  address_two: text(),
  city: text(100),
  state: text(100),
  country: text(100),
});
export type GeocodeInput = z.output<typeof geocodeBody>;

export const GEOCODE_PRECISIONS = ['street', 'city'] as const;
export type GeocodePrecision = (typeof GEOCODE_PRECISIONS)[number];

export const geocodeResult = z.object({
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  /** ISO 3166 code, lower case ('ae'), when known. */
  country_code: z.string().nullable(),
  city_slug: z.string().nullable(),
  time_zone: z.string(),
  /**
   * 'street' when the geocoder placed the street itself; 'city' when the
   * coordinates are only the city's centre (always so with the gazetteer,
   * which knows no streets): the doctor must accept that pin to go on.
   */
  precision: z.enum(GEOCODE_PRECISIONS),
});
export type GeocodeResult = z.infer<typeof geocodeResult>;
