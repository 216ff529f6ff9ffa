import { z } from 'zod';
import { ok } from './envelope.ts';
import { CURRENCIES } from '../format/currency.ts';
import { FAMILY_RELATIONS, GENDERS } from '../constants.ts';

/**
 * The public doctor answers as schemas (POST /api/doctors, GET /api/doctor-detail): the routes
 * declare them (checked and serialised answers, documented once), and doctor.ts derives the
 * types the web app uses from them without loading zod into the pages that only need types.
 */
const text = z.string().nullable();
const WEEKDAY = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

export const doctorAddress = z.object({
  address_one: text,
  address_two: text,
  city: text,
  state: text,
  postal_code: text,
  country: text,
});

export const doctorSpecialityRef = z.object({ id: z.number().int(), slug: z.string(), speciality: z.string() });

/** A listing card (000 §3 Doctor, card part). */
/**
 * Insurance on a card (issue 41): `in_network` the filter's networks the doctor's clinics accept
 * ("In network: Daman Enhanced"), `insurers` every insurer accepted, in the catalog's order; both
 * empty: self-pay.
 */
export const cardInsurance = z.object({ in_network: z.array(z.string()), insurers: z.array(z.string()) });

export const doctorCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: text,
  verification_badge: z.enum(['yes', 'no']),
  /** round(recommended_count * 100 / reviews_count), 0 without reviews. */
  recommended_percentage: z.number(),
  recommended_count: z.number().int(),
  experience_years: z.number().int(),
  degree: text,
  gender: z.enum(['male', 'female', 'other']).nullable(),
  /** The primary speciality; its slug is the first segment of the doctor's URLs. */
  speciality: doctorSpecialityRef.nullable(),
  /** The primary speciality's display name ('' when none). */
  speciality_name: z.string(),
  specializations: z.array(z.object({ id: z.number().int(), specialization: z.string() })),
  address: doctorAddress,
  /** Lowest online / visit fee in whole units of `currency`; null when the doctor offers no such consultation. */
  online_fee: z.number().nullable(),
  offline_fee: z.number().nullable(),
  /** ISO 4217 currency of the fees: the doctor's country's ('AED' in the UAE, 'INR' in India; src/shared/format/currency.ts). */
  currency: z.enum(CURRENCIES),
  avg_rating: z.number(),
  reviews_count: z.number().int(),
  city_slug: text,
  /** When the request carried latitude and longitude, or named a gazetteer city (its centre); null without a doctor position. */
  distance_km: z.number().nullable().optional(),
  insurance: cardInsurance,
});

export const doctorClinic = doctorAddress.extend({
  id: z.number().int(),
  clinic_name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Lowest visit fee of the clinic's configurations; null when none is configured. */
  offline_fee: z.number().nullable(),
});

export const doctorReview = z.object({
  id: z.number().int(),
  /** "First L." (the public payload carries no account id; the reviewer learns their own through GET /api/my-reviews). */
  reviewer_name: z.string(),
  stars: z.number().int(),
  review: z.string(),
  is_recommended: z.boolean(),
  created_at: z.string(),
  /** From a completed booking with this doctor ('Verified visit'); seeded reviews have none. */
  verified_visit: z.boolean(),
  /**
   * A review of a booking for a family member (issue 41), written by the account holder: "Aisha K., for
   * her son". The member's relation and gender, and the holder's gender ('other' when unknown: neutral wording).
   */
  for_family: z
    .object({ relation: z.enum(FAMILY_RELATIONS), gender: z.enum(GENDERS), holder_gender: z.enum(GENDERS) })
    .nullable()
    .optional(),
});

/** GET /api/doctor-detail (000 §3 Doctor, card and detail). */
export const doctorDetail = doctorCard.extend({
  spoken_languages: z.array(z.string()),
  clinics: z.array(doctorClinic),
  about_doctor: text,
  registration_number: text,
  /** Symptom and service names. */
  services: z.array(z.string()),
  online_timing: z.object({ online_days: z.array(WEEKDAY) }),
  offline_timings: z.object({ offline_days: z.array(WEEKDAY) }),
  /** Counts of 1 … 5 star reviews. */
  ratings_count: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  /** The latest reviews, newest first. */
  reviews: z.array(doctorReview),
  seo_title: text,
  seo_description: text,
  time_zone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/**
 * POST /api/doctors answer. Counting stops at 1000 matches: past that, total is 1000 (and
 * last_page follows it) with total_capped true ("1000+"). `city` is the gazetteer city the
 * request's location or city names (the page's heading), null when it names none.
 */
export const listingResponse = z.object({
  success: z.literal(true),
  data: z.array(doctorCard),
  last_page: z.number().int(),
  total: z.number().int(),
  total_capped: z.boolean(),
  city: text,
  /**
   * The currency the Fees filter's bands are in (issue 41): the named city's country's (AED in Dubai, INR in
   * India; src/shared/format/currency.ts), else the one every listed doctor shares; null when they differ
   * (each doctor's fee is compared in its own currency, so no single sign would be true).
   */
  currency: z.enum(CURRENCIES).nullable(),
});

export const doctorDetailResponse = ok(doctorDetail);
