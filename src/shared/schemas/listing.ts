import { z } from 'zod';
import { DB_INT_MAX, PAGE_MAX, isDbId } from './db-values.ts';
import { LISTING_PAGE_SIZE } from '../constants.ts';
import type { DoctorCard } from './doctor.ts';
import {
  AVAILABILITY_OPTIONS,
  CONSULTATION_TYPES,
  EXPERIENCE_RANGES,
  FEE_RANGES,
  GENDER_OPTIONS,
  RATING_OPTIONS,
} from '../listing-options.ts';

/** Filter values of spec 000 §9 (defined zod-free in src/shared/listing-options.ts). */
export { AVAILABILITY_OPTIONS, CONSULTATION_TYPES, EXPERIENCE_RANGES, FEE_RANGES, GENDER_OPTIONS, RATING_OPTIONS };
export const SORT_OPTIONS = ['', 'experience', 'ratings', 'distance'] as const;
export const LISTING_MAX_PAGE_SIZE = 50;
/** Longer text is cut, not refused: the listing must keep working with odd input. */
const TEXT_MAX = 100;

export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
export type SortBy = (typeof SORT_OPTIONS)[number];
export type Gender = 'male' | 'female' | 'other';

/** A listing request after normalisation: only valid values, defaults filled. */
export interface ListingQuery {
  speciality_id?: number;
  page: number;
  per_page: number;
  gender: Gender[];
  experience: [number, number][];
  verified: boolean;
  /** Language ids and lower-cased names; a doctor speaking any of them matches. */
  language_ids: number[];
  language_names: string[];
  city?: string;
  locality?: string;
  state?: string;
  search?: string;
  consultation_type: ConsultationType[];
  /** Day offsets from today (0 = today) a doctor must work on at least one of. */
  availability_offsets: number[];
  fees: [number, number][];
  /** The lowest of the chosen ratings: the minimum average. */
  min_rating?: number;
  sort_by: SortBy;
  latitude?: number;
  longitude?: number;
}

// Input shapes: wrong JSON types are refused (400); right types with unknown values are dropped.
const scalar = z.union([z.string(), z.number()]);
const list = z.union([z.array(scalar), scalar]).nullish();
const flag = z.union([z.boolean(), z.string(), z.number()]).nullish();
const text = z.string().nullish();

/** Lists may arrive as arrays or as the URL's comma-separated strings. */
function items(value: z.infer<typeof list>): string[] {
  if (value === null || value === undefined) return [];
  const raw = Array.isArray(value) ? value : String(value).split(',');
  return raw.map((v) => String(v).trim().toLowerCase()).filter(Boolean);
}

function int(value: z.infer<typeof scalar> | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(n) ? n : undefined;
}

function coordinate(value: z.infer<typeof scalar> | null | undefined, limit: number): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
}

function cleanText(value: string | null | undefined): string | undefined {
  const trimmed = value?.replace(/\s+/g, ' ').trim().slice(0, TEXT_MAX);
  return trimmed || undefined;
}

function range(value: string): [number, number] {
  const [lo, hi] = value.split('-').map(Number);
  return [lo!, hi!];
}

const oneOf = <T extends string | number>(allowed: readonly T[], value: string): value is `${T}` =>
  allowed.some((a) => String(a) === value);

const fields = z.object({
  speciality_id: scalar.nullish(),
  per_page: scalar.nullish(),
  page: scalar.nullish(),
  gender: list,
  experience: list,
  verified: flag,
  languages: list,
  city: text,
  locality: text,
  state: text,
  search: text,
  consultation_type: list,
  availability: list,
  fees: list,
  ratings: list,
  sort_by: text,
  latitude: scalar.nullish(),
  longitude: scalar.nullish(),
});
export type ListingRequest = z.input<typeof fields>;

/**
 * The listing forgives odd values (page 0 is page 1, an unknown option is ignored), but a number
 * the database cannot hold is refused: it would overflow the id or the OFFSET in the query.
 */
function refuseOutOfRange(input: z.infer<typeof fields>, ctx: z.RefinementCtx): void {
  const tooBig = (value: number | undefined, max: number) => value !== undefined && Math.abs(value) > max;
  const issue = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: `${path} is out of range` });
  if (tooBig(int(input.speciality_id), DB_INT_MAX)) issue('speciality_id');
  if (tooBig(int(input.per_page), DB_INT_MAX)) issue('per_page');
  if (tooBig(int(input.page), PAGE_MAX)) issue('page');
  if (items(input.languages).some((l) => /^\d+$/.test(l) && !isDbId(Number(l)))) issue('languages');
}

export function normaliseListing(input: z.infer<typeof fields>): ListingQuery {
  const specialityId = int(input.speciality_id);
  const perPage = int(input.per_page);
  const page = int(input.page);
  const languages = items(input.languages);
  const ratings = items(input.ratings).filter((r) => oneOf(RATING_OPTIONS, r)).map(Number);
  const sort = (input.sort_by ?? '').trim().toLowerCase();
  const latitude = coordinate(input.latitude, 90);
  const longitude = coordinate(input.longitude, 180);
  const hasPoint = latitude !== undefined && longitude !== undefined;
  const verified = input.verified;
  const query: ListingQuery = {
    page: page && page > 0 ? page : 1,
    per_page: perPage && perPage > 0 ? Math.min(perPage, LISTING_MAX_PAGE_SIZE) : LISTING_PAGE_SIZE,
    gender: [...new Set(items(input.gender).filter((g) => oneOf(GENDER_OPTIONS, g) || g === 'other'))].map((g) =>
      g === 'others' ? 'other' : (g as Gender),
    ),
    experience: items(input.experience).filter((e) => oneOf(EXPERIENCE_RANGES, e)).map(range),
    verified: verified === true || verified === 1 || (typeof verified === 'string' && ['yes', 'true', '1'].includes(verified.trim().toLowerCase())),
    language_ids: languages.filter((l) => /^\d+$/.test(l)).map(Number),
    language_names: languages.filter((l) => !/^\d+$/.test(l)).map((l) => l.slice(0, TEXT_MAX)),
    consultation_type: [...new Set(items(input.consultation_type).filter((c): c is ConsultationType => oneOf(CONSULTATION_TYPES, c)))],
    availability_offsets: items(input.availability).filter((a) => oneOf(AVAILABILITY_OPTIONS, a)).map(Number),
    fees: items(input.fees).filter((f) => oneOf(FEE_RANGES, f)).map(range),
    sort_by: oneOf(SORT_OPTIONS, sort) && (sort !== 'distance' || hasPoint) ? (sort as SortBy) : '',
  };
  if (specialityId && specialityId > 0) query.speciality_id = specialityId;
  if (ratings.length) query.min_rating = Math.min(...ratings);
  const city = cleanText(input.city);
  const locality = cleanText(input.locality);
  const state = cleanText(input.state);
  const search = cleanText(input.search);
  if (city) query.city = city;
  if (locality) query.locality = locality;
  if (state) query.state = state;
  if (search) query.search = search;
  if (hasPoint) {
    query.latitude = latitude;
    query.longitude = longitude;
  }
  return query;
}

/** POST /api/doctors body (000 §7). A missing body lists everything. */
export const listingBody = fields.superRefine(refuseOutOfRange).nullish().transform((input) => normaliseListing(input ?? {}));

/**
 * POST /api/doctors answer. Counting stops at 10 000 matches: past that,
 * total is 1000 (and last_page follows it) with total_capped true ("1000+").
 */
export interface ListingResponse {
  success: true;
  data: DoctorCard[];
  last_page: number;
  total: number;
  total_capped: boolean;
}
