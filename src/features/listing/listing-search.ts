import { field, positiveIdParam, searchObject, text, numberParam, type SearchOf } from '../../lib/search-params.ts';
import {
  AVAILABILITY_OPTIONS,
  CONSULTATION_TYPES,
  EXPERIENCE_RANGES,
  FEE_RANGES,
  GENDER_OPTIONS,
  RATING_OPTIONS,
} from '../../shared/listing-options.ts';

/**
 * The doctor listing's URL search params (000 §2, §9). The URL is the state:
 * every filter lives here, list values comma separated. Each field falls back
 * to its default on a bad value so a hand-edited or stale link still opens a
 * working page, and defaults are stripped from the URL on navigation. Plain
 * validators, not zod: see src/lib/search-params.ts.
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

const list = (normalise: (param: ListParam) => ListParam) => text(normalise, '' as ListParam);

const TRUE_WORDS = ['true', '1', 'yes'];
const flag = field((v) => v === true || v === 1 || (typeof v === 'string' && TRUE_WORDS.includes(v.trim().toLowerCase())));

const coordinate = (limit: number) => numberParam((n) => Math.abs(n) <= limit, undefined);

export const positiveId = positiveIdParam;

const isSort = (v: string): v is SortValue => (SORT_VALUES as readonly string[]).includes(v);

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
  search: text((v) => String(v).replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX), ''),
  relevance: field((v): SortValue => {
    const value = typeof v === 'string' ? v.trim().toLowerCase() : '';
    return isSort(value) ? value : '';
  }),
  page: numberParam((n) => Number.isInteger(n) && n >= 1 && n <= MAX_PAGE, 1),
  latitude: coordinate(90),
  longitude: coordinate(180),
};

export const listingSearchSchema = searchObject(listingSearchShape);

export type ListingSearch = SearchOf<typeof listingSearchShape>;

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
