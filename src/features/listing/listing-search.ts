import { z } from 'zod';
import {
  AVAILABILITY_OPTIONS,
  CONSULTATION_TYPES,
  EXPERIENCE_RANGES,
  FEE_RANGES,
  GENDER_OPTIONS,
  RATING_OPTIONS,
} from '../../shared/schemas/listing.ts';

/**
 * The doctor listing's URL search params (000 §2, §9). The URL is the state:
 * every filter lives here, list values comma separated. Each field falls back
 * to its default on a bad value (`.catch`) so a hand-edited or stale link still
 * opens a working page, and defaults are stripped from the URL on navigation.
 */

/**
 * A comma-separated list as the URL holds it. The router parses a lone number
 * (`?ratings=5`) as a number and would quote a numeric string on the way back
 * (`?ratings=%225%22`), so single numeric values are kept as numbers.
 */
export type ListParam = string | number;

const SEARCH_MAX = 100;
export const MAX_PAGE = 1000;

export const SORT_VALUES = ['', 'experience', 'ratings'] as const;
export type SortValue = (typeof SORT_VALUES)[number];

/** The items of a list param, in the order they were written. */
export function listValues(param: ListParam | null | undefined): string[] {
  if (param === null || param === undefined || param === '') return [];
  return String(param)
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

/** Items back to the URL form (see ListParam). */
export function toListParam(values: readonly string[]): ListParam {
  const text = values.join(',');
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
}

/** Known values only, de-duplicated, in the options' order, so equal filters give equal URLs and query keys. */
function knownList(allowed: readonly (string | number)[]) {
  const order = allowed.map(String);
  return (param: ListParam): ListParam => {
    const chosen = new Set(listValues(param));
    return toListParam(order.filter((v) => chosen.has(v)));
  };
}

/** Language ids: any positive ids, ascending. */
function idList(param: ListParam): ListParam {
  const ids = [...new Set(listValues(param).filter((v) => /^\d{1,9}$/.test(v)).map(Number))].filter((n) => n > 0);
  return toListParam(ids.sort((a, b) => a - b).map(String));
}

const rawList = z.union([z.string(), z.number()]);
const list = (normalise: (param: ListParam) => ListParam) => rawList.transform(normalise).default('').catch('');

const flag = z
  .union([z.boolean(), z.string(), z.number()])
  .transform((v) => v === true || v === 1 || (typeof v === 'string' && ['true', '1', 'yes'].includes(v.trim().toLowerCase())))
  .default(false)
  .catch(false);

const coordinate = (limit: number) =>
  z.coerce
    .number()
    .refine((n) => Number.isFinite(n) && Math.abs(n) <= limit)
    .optional()
    .catch(undefined);

export const positiveId = z.coerce.number().int().positive().max(999_999_999).optional().catch(undefined);

export const listingSearchShape = {
  specializationId: positiveId,
  gender: list(knownList(GENDER_OPTIONS)),
  availability: list(knownList(AVAILABILITY_OPTIONS)),
  ratings: list(knownList(RATING_OPTIONS)),
  consultation: list(knownList(CONSULTATION_TYPES)),
  experience: list(knownList(EXPERIENCE_RANGES)),
  languages: list(idList),
  fees: list(knownList(FEE_RANGES)),
  verified: flag,
  search: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX))
    .default('')
    .catch(''),
  relevance: z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(SORT_VALUES))
    .default('')
    .catch(''),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1).catch(1),
  latitude: coordinate(90),
  longitude: coordinate(180),
};

export const listingSearchSchema = z.object(listingSearchShape);

export type ListingSearch = z.output<typeof listingSearchSchema>;

/** The values that stay out of the URL. */
export const LISTING_SEARCH_DEFAULTS = {
  gender: '',
  availability: '',
  ratings: '',
  consultation: '',
  experience: '',
  languages: '',
  fees: '',
  verified: false,
  search: '',
  relevance: '',
  page: 1,
} as const satisfies Partial<ListingSearch>;

/** The list-valued filters (the ones with checkboxes). */
export const LIST_FILTERS = ['consultation', 'availability', 'fees', 'gender', 'ratings', 'experience', 'languages'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
