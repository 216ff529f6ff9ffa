import { z } from 'zod';
import { firstDoctorId } from '../format/doctor-id.ts';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
/** Bit i of online_days/offline_days is WEEKDAYS[i] (bit 0 = Monday). */
export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export interface DoctorAddress {
  address_one: string | null;
  address_two: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}

export interface DoctorSpecialityRef {
  id: number;
  slug: string;
  speciality: string;
}

/** A listing card (000 §3 Doctor, card part). */
export interface DoctorCard {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  verification_badge: 'yes' | 'no';
  /** round(recommended_count * 100 / reviews_count), 0 without reviews. */
  recommended_percentage: number;
  recommended_count: number;
  experience_years: number;
  degree: string | null;
  gender: 'male' | 'female' | 'other' | null;
  /** The primary speciality; its slug is the first segment of the doctor's URLs. */
  speciality: DoctorSpecialityRef | null;
  /** The primary speciality's display name ('' when none). */
  speciality_name: string;
  specializations: { id: number; specialization: string }[];
  address: DoctorAddress;
  /** Lowest online / visit fee in rupees; null when the doctor offers no such consultation. */
  online_fee: number | null;
  offline_fee: number | null;
  avg_rating: number;
  reviews_count: number;
  city_slug: string | null;
  /** When the request carried latitude and longitude, or named a gazetteer city (its centre); null without a doctor position. */
  distance_km?: number | null;
}

export interface DoctorClinic extends DoctorAddress {
  id: number;
  clinic_name: string;
  latitude: number | null;
  longitude: number | null;
  /** Lowest visit fee of the clinic's configurations; null when none is configured. */
  offline_fee: number | null;
}

export interface DoctorReview {
  id: number;
  /** "First L." (the public payload carries no account id; the reviewer learns their own through GET /api/my-reviews). */
  reviewer_name: string;
  stars: number;
  review: string;
  is_recommended: boolean;
  created_at: string;
  /** From a completed booking with this doctor ('Verified visit'); seeded reviews have none. */
  verified_visit: boolean;
}

/** GET /api/doctor-detail (000 §3 Doctor, card and detail). */
export interface DoctorDetail extends DoctorCard {
  spoken_languages: string[];
  clinics: DoctorClinic[];
  about_doctor: string | null;
  registration_number: string | null;
  /** Symptom and service names. */
  services: string[];
  online_timing: { online_days: Weekday[] };
  offline_timings: { offline_days: Weekday[] };
  /** Counts of 1 … 5 star reviews. */
  ratings_count: [number, number, number, number, number];
  /** The latest reviews, newest first. */
  reviews: DoctorReview[];
  seo_title: string | null;
  seo_description: string | null;
  time_zone: string;
  latitude: number | null;
  longitude: number | null;
}

/** `doctor_id` may be a comma-separated list (000 §2); the first id is used. */
export { firstDoctorId };

const doctorIdField = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const id = firstDoctorId(value);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: 'doctor_id must be a doctor id' });
    return z.NEVER;
  }
  return id;
});

export const doctorDetailQuery = z.object({ doctor_id: doctorIdField });
