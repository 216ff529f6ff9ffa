import { LISTING_PAGE_SIZE } from '../constants.ts';

/**
 * The doctor listing's query (000 §2, §4, §7, §9), one contract for the page's URL, the
 * POST /api/doctors body the page sends and the server that reads it: the filter options,
 * one cleaner from URL or body values to a typed query (a bad value falls back to its
 * default, so a hand-edited or stale link still opens a working page) and the way back to
 * the URL and the body. No schema library: the route's validateSearch is in the app shell's
 * first chunk (home's size budget, scripts/size-budget-report.ts).
 */

export const CONSULTATION_TYPES = ['online', 'offline'] as const;
export const AVAILABILITY_OPTIONS = [0, 1, 7, 15, 25] as const;
export const FEE_RANGES = ['100-500', '500-1000', '1000-2000', '2000-5000', '5000-10000'] as const;
export const GENDER_OPTIONS = ['male', 'female', 'others'] as const;
export const RATING_OPTIONS = [5, 4, 3, 2, 1] as const;
/** '0-10' is labelled 6-10 in the UI; the server applies the value as sent (0 to 10 years). */
export const EXPERIENCE_RANGES = ['0-5', '0-10', '11-16', '16-100'] as const;
/** 000 §4, §9: Relevance (the empty value), Experience, Ratings. */
export const SORT_OPTIONS = ['', 'experience', 'ratings'] as const;

export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
export type FeeRange = (typeof FEE_RANGES)[number];
export type Gender = (typeof GENDER_OPTIONS)[number];
export type ExperienceRange = (typeof EXPERIENCE_RANGES)[number];
export type SortBy = (typeof SORT_OPTIONS)[number];

/** Past this page nobody is reading (the count stops at 1000 doctors). */
export const LISTING_MAX_PAGE = 1000;
const TEXT_MAX = 100;
const ID_MAX = 999_999_999;

/** A clean listing query: known values only, each list de-duplicated and in its options' order, defaults filled. */
export interface ListingFilters {
  specialityId?: number | undefined;
  consultation: ConsultationType[];
  availability: number[];
  fees: FeeRange[];
  gender: Gender[];
  ratings: number[];
  experience: ExperienceRange[];
  /** Language ids, ascending. */
  languages: number[];
  /** Insurance network slugs (issue 41), sorted: a doctor with a clinic in any of them matches. */
  insurance: string[];
  verified: boolean;
  search: string;
  sort: SortBy;
  page: number;
  /** Only as a pair. */
  latitude?: number | undefined;
  longitude?: number | undefined;
}

type Names = Partial<Record<keyof ListingFilters, string>>;
/** What a value is called in the URL (000 §2) and in the request body (000 §7), where not by its own name. */
const URL_NAMES: Names = { specialityId: 'specializationId', sort: 'relevance' };
const BODY_NAMES: Names = { specialityId: 'speciality_id', consultation: 'consultation_type', sort: 'sort_by' };

/** The items of a list: an array (a request body) or comma-separated text (the URL), trimmed and lower-cased. */
export function listValues(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : [value];
  return raw
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

function known<T extends string | number>(options: readonly T[], value: unknown): T[] {
  const chosen = new Set(listValues(value));
  return options.filter((option) => chosen.has(String(option)));
}

/** A network's slug as the catalog makes them (slugify): the URL names networks, not ids, so links read and last. */
const NETWORK_SLUG = /^[a-z0-9_][a-z0-9_-]{0,99}$/;

const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= ID_MAX;

function numeric(value: unknown): number {
  return (typeof value === 'number' || typeof value === 'string') && String(value).trim() !== '' ? Number(value) : NaN;
}

export function positiveId(value: unknown): number | undefined {
  const n = numeric(value);
  return isId(n) ? n : undefined;
}

export function cleanText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\s+/g, ' ').trim().slice(0, TEXT_MAX) : '';
}

export function pageNumber(value: unknown): number {
  const n = numeric(value);
  return Number.isInteger(n) && n >= 1 && n <= LISTING_MAX_PAGE ? n : 1;
}

function coordinate(value: unknown, limit: number): number | undefined {
  const n = numeric(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
}

function cleanFilters(input: unknown, names: Names): ListingFilters {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const get = (key: keyof ListingFilters) => raw[names[key] ?? key];
  const verified = get('verified');
  const sort = cleanText(get('sort')).toLowerCase();
  const latitude = coordinate(get('latitude'), 90);
  const longitude = coordinate(get('longitude'), 180);
  const pair = latitude !== undefined && longitude !== undefined;
  return {
    specialityId: positiveId(get('specialityId')),
    consultation: known(CONSULTATION_TYPES, get('consultation')),
    availability: known(AVAILABILITY_OPTIONS, get('availability')),
    fees: known(FEE_RANGES, get('fees')),
    // 'other' is how the profile (and the database) names it.
    gender: known(GENDER_OPTIONS, listValues(get('gender')).map((g) => (g === 'other' ? 'others' : g))),
    ratings: known(RATING_OPTIONS, get('ratings')),
    experience: known(EXPERIENCE_RANGES, get('experience')),
    languages: [...new Set(listValues(get('languages')).filter((v) => /^\d+$/.test(v)).map(Number).filter(isId))].sort((a, b) => a - b),
    insurance: [...new Set(listValues(get('insurance')).filter((v) => NETWORK_SLUG.test(v)))].sort(),
    verified: verified === true || verified === 1 || ['true', '1', 'yes'].includes(cleanText(verified).toLowerCase()),
    search: cleanText(get('search')),
    sort: SORT_OPTIONS.find((s) => s === sort) ?? '',
    page: pageNumber(get('page')),
    latitude: pair ? latitude : undefined,
    longitude: pair ? longitude : undefined,
  };
}

/** The query of a POST /api/doctors body (000 §7 names: speciality_id, consultation_type, sort_by, …). */
export const cleanListingBody = (body: unknown) => cleanFilters(body, BODY_NAMES);

// ---- The URL: the page's state (000 §2, §4) ----

/**
 * A list as the URL holds it, comma separated. The router parses a lone number (`?ratings=5`)
 * as a number and would quote a numeric string on the way back (`?ratings=%225%22`), so a
 * single numeric value stays a number.
 */
export type ListParam = string | number;

export function toListParam(values: readonly (string | number)[]): ListParam {
  const text = values.join(',');
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
}

/** The listing's URL search params; the router's `validateSearch` gives them cleaned (defaults filled). */
export interface ListingSearch {
  specializationId?: number | undefined;
  consultation: ListParam;
  availability: ListParam;
  fees: ListParam;
  gender: ListParam;
  ratings: ListParam;
  experience: ListParam;
  languages: ListParam;
  insurance: ListParam;
  verified: boolean;
  search: string;
  relevance: SortBy;
  page: number;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/** The list-valued filters (checkbox groups), by their URL names, in the order they are shown. */
export const LIST_FILTERS = ['consultation', 'availability', 'fees', 'gender', 'ratings', 'experience', 'languages', 'insurance'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** The values that stay out of the URL. */
export const LISTING_SEARCH_DEFAULTS = {
  consultation: '',
  availability: '',
  fees: '',
  gender: '',
  ratings: '',
  experience: '',
  languages: '',
  insurance: '',
  verified: false,
  search: '',
  relevance: '',
  page: 1,
} as const satisfies Partial<ListingSearch>;

/** Known keys only; a param that is missing or bad takes its default. For `validateSearch`. */
export function parseListingSearch(raw: unknown): ListingSearch {
  const { specialityId, sort, ...filters } = cleanFilters(raw, URL_NAMES);
  const search = { specializationId: specialityId, relevance: sort, ...filters } as Record<string, unknown>;
  for (const key of LIST_FILTERS) search[key] = toListParam(filters[key]);
  return search as unknown as ListingSearch;
}

/** The POST /api/doctors body (000 §7) of a page: its URL state, the speciality and the location slug the server resolves. */
export function listingRequestBody(search: ListingSearch, scope: { specialityId: number | undefined; location: string }) {
  const filters = cleanFilters({ ...search, specializationId: scope.specialityId }, URL_NAMES);
  const body: Record<string, unknown> = { per_page: LISTING_PAGE_SIZE, location: scope.location };
  for (const [key, value] of Object.entries(filters)) {
    // Undefined and empty text stay out, so equal filters always give equal bodies.
    if (value !== undefined && value !== '') body[BODY_NAMES[key as keyof ListingFilters] ?? key] = value;
  }
  return body;
}
