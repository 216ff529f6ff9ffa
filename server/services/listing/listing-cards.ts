import { sql } from 'drizzle-orm';
import type { CardInsurance, DoctorAddress, DoctorCard } from '../../../src/shared/schemas/doctor.ts';
import type { Locale } from '../../../src/shared/i18n/locale.ts';
import { localeNow } from '../common/locale-context.ts';
import { currencyOf } from '../../../src/shared/format/currency.ts';

/** The columns a card is built from; `d` is doctors, `sp` the left-joined primary speciality. */
export const CARD_COLUMNS = sql.raw(`
  d.id, d.slug, d.first_name, d.last_name, d.profile_image, d.verification_status, d.recommended_count,
  d.reviews_count, d.experience_years, d.degree, d.gender, d.address_one, d.address_two, d.city, d.state,
  d.postal_code, d.country, d.min_online_fee, d.min_offline_fee, d.avg_rating, d.city_slug,
  d.latitude, d.longitude, d.time_zone, sp.id as sp_id, sp.slug as sp_slug, sp.speciality as sp_name`);

/**
 * The card's specializations as a json column of the statement that reads the cards (the primary
 * speciality's first): a listing page is one statement, not a page and then its specializations.
 */
export const CARD_SPECIALIZATIONS = sql.raw(`(select coalesce(json_agg(json_build_object('id', sz.id, 'specialization', sz.specialization)
      order by coalesce(sz.speciality_id = d.speciality_id, false) desc, sz.specialization), '[]'::json)
    from doctor_specializations ds join specializations sz on sz.id = ds.specialization_id
    where ds.doctor_id = d.id) as specializations`);

/**
 * The networks the doctor's clinics accept (issue 41) with their insurers, in all three languages and
 * the catalog's order: a card says "In network: Daman Enhanced" for the filter's networks, or names
 * the insurers it accepts. Small catalog tables, looked up by the page's ids only.
 */
export const CARD_INSURANCE = sql.raw(`(select coalesce(json_agg(json_build_object('slug', n.slug, 'name', array[n.name, n.name_ar, n.name_hi],
      'insurer', array[i.name, i.name_ar, i.name_hi]) order by i.country, i.sort_order, i.id, n.sort_order, n.id), '[]'::json)
    from insurance_networks n join insurers i on i.id = n.insurer_id
    where n.id = any(d.network_ids)) as networks`);

type NetworkRow = { slug: string; name: [string, string, string]; insurer: [string, string, string] };

/** The card's insurance line: the filter's networks the doctor is in, and the insurers it accepts (none: self-pay). */
export function insuranceOf(networks: NetworkRow[] | string | undefined, filter: readonly string[], locale: Locale = localeNow()): CardInsurance {
  const rows = networks === undefined ? [] : json(networks);
  const at = locale === 'ar' ? 1 : locale === 'hi' ? 2 : 0;
  const wanted = new Set(filter);
  return {
    in_network: rows.filter((n) => wanted.has(n.slug)).map((n) => n.name[at]),
    insurers: [...new Set(rows.map((n) => n.insurer[at]))],
  };
}

/** node-postgres parses json columns; stay safe if a driver hands back text. */
export const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

type Specializations = { id: number; specialization: string }[];

/** A card row read with CARD_SPECIALIZATIONS. */
export interface SpecializedRow extends CardRow {
  specializations: Specializations | string;
}

/** The specializations of rows read with CARD_SPECIALIZATIONS, by doctor. */
export function specializationsOfRows(rows: SpecializedRow[]): Specs {
  return new Map(rows.map((row) => [Number(row.id), json(row.specializations)]));
}

export interface CardRow extends DoctorAddress {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  verification_status: string;
  recommended_count: number;
  reviews_count: number;
  experience_years: number;
  degree: string | null;
  gender: 'male' | 'female' | 'other' | null;
  min_online_fee: number | null;
  min_offline_fee: number | null;
  time_zone: string;
  avg_rating: string | number;
  city_slug: string | null;
  latitude: number | null;
  longitude: number | null;
  sp_id: number | null;
  sp_slug: string | null;
  sp_name: string | null;
  /** CARD_INSURANCE, when the statement read it. */
  networks?: NetworkRow[] | string;
}

export type Specs = Map<number, Specializations>;

const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Great-circle distance in km (haversine), rounded to 0.1 km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a))) * 10) / 10;
}

export function toCard(row: CardRow, specs: Specs, from?: { latitude: number; longitude: number }, insurance: readonly string[] = []): DoctorCard {
  const id = Number(row.id);
  const reviews = Number(row.reviews_count);
  const recommended = Number(row.recommended_count);
  const latitude = nullableNumber(row.latitude);
  const longitude = nullableNumber(row.longitude);
  const card: DoctorCard = {
    id,
    slug: row.slug,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_image: row.profile_image || null,
    verification_badge: row.verification_status === 'verified' ? 'yes' : 'no',
    recommended_percentage: reviews > 0 ? Math.round((recommended * 100) / reviews) : 0,
    recommended_count: recommended,
    experience_years: Number(row.experience_years),
    degree: row.degree,
    gender: row.gender,
    speciality: row.sp_id === null ? null : { id: Number(row.sp_id), slug: row.sp_slug!, speciality: row.sp_name! },
    speciality_name: row.sp_name ?? '',
    specializations: specs.get(id) ?? [],
    address: {
      address_one: row.address_one,
      address_two: row.address_two,
      city: row.city,
      state: row.state,
      postal_code: row.postal_code,
      country: row.country,
    },
    online_fee: nullableNumber(row.min_online_fee),
    offline_fee: nullableNumber(row.min_offline_fee),
    currency: currencyOf({ country: row.country, timeZone: row.time_zone }),
    avg_rating: Number(row.avg_rating),
    reviews_count: reviews,
    city_slug: row.city_slug,
    insurance: insuranceOf(row.networks, insurance),
  };
  if (from) {
    card.distance_km = latitude === null || longitude === null ? null : distanceKm(from.latitude, from.longitude, latitude, longitude);
  }
  return card;
}
