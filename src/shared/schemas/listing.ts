import { z } from 'zod';
import { DB_INT_MAX, LIST_MAX, LIST_TEXT_MAX, PAGE_MAX, listTooLong, listUnionError } from './db-values.ts';
import { DEFAULT_LOCATION_SLUG, LISTING_PAGE_SIZE } from '../constants.ts';
import { slugify } from '../format/slug.ts';
import { cleanListingBody, cleanText, listValues, type ListingFilters } from '../listing/query.ts';
import type { listingResponse } from './doctor-response.ts';

export const LISTING_MAX_PAGE_SIZE = 50;

/** What the server lists by: the page's filters (src/shared/listing/query.ts) and what API callers may add. */
export interface ListingQuery extends ListingFilters {
  perPage: number;
  /** The location slug of the page's URL; it filters only when it names a gazetteer city (not a street address). */
  location?: string | undefined;
  /** The slug of a `city` name (000 §7). */
  citySlug?: string | undefined;
  locality?: string | undefined;
  state?: string | undefined;
  /** Lower-cased language names; a doctor speaking any of them or of `languages` matches. */
  languageNames: string[];
}

// Wrong JSON types are refused (400); right types with unknown values fall back (src/shared/listing/query.ts).
const scalar = z.union([z.string(), z.number()]).nullish();
const list = z
  .union(
    [
      z.array(z.union([z.string(), z.number()])).max(LIST_MAX.listingFilter, listTooLong(LIST_MAX.listingFilter)),
      z.string().max(LIST_TEXT_MAX, listTooLong(LIST_MAX.listingFilter)),
      z.number(),
    ],
    listUnionError(LIST_MAX.listingFilter),
  )
  .nullish();
const text = z.string().nullish();

const fields = z.object({
  speciality_id: scalar,
  per_page: scalar,
  page: scalar,
  gender: list,
  experience: list,
  verified: z.union([z.boolean(), z.string(), z.number()]).nullish(),
  languages: list,
  insurance: list,
  location: text,
  city: text,
  locality: text,
  state: text,
  search: text,
  consultation_type: list,
  availability: list,
  fees: list,
  ratings: list,
  sort_by: text,
  latitude: scalar,
  longitude: scalar,
});
export type ListingRequest = z.input<typeof fields>;

/**
 * The listing forgives odd values (page 0 is page 1, an unknown option is ignored), but a number
 * the database cannot hold is refused, as everywhere (DESIGN §4: edge values answer 4xx).
 */
function refuseOutOfRange(input: z.infer<typeof fields>, ctx: z.RefinementCtx): void {
  const tooBig = (value: unknown, max: number) => Math.abs(Number(value)) > max;
  const issue = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: `${path} is out of range` });
  if (tooBig(input.speciality_id, DB_INT_MAX)) issue('speciality_id');
  if (tooBig(input.per_page, DB_INT_MAX)) issue('per_page');
  if (tooBig(input.page, PAGE_MAX)) issue('page');
  if (listValues(input.languages).some((l) => /^\d+$/.test(l) && tooBig(l, DB_INT_MAX))) issue('languages');
}

const slugOf = (value: unknown) => {
  const slug = slugify(cleanText(value));
  return slug && slug !== DEFAULT_LOCATION_SLUG ? slug : undefined;
};

export function listingQuery(input: ListingRequest): ListingQuery {
  const perPage = Number(input.per_page);
  return {
    ...cleanListingBody(input),
    perPage: Number.isInteger(perPage) && perPage > 0 ? Math.min(perPage, LISTING_MAX_PAGE_SIZE) : LISTING_PAGE_SIZE,
    location: slugOf(input.location),
    citySlug: slugOf(input.city),
    locality: cleanText(input.locality) || undefined,
    state: cleanText(input.state) || undefined,
    languageNames: listValues(input.languages).filter((l) => !/^\d+$/.test(l)).map(cleanText),
  };
}

/** POST /api/doctors body (000 §7, plus `location`: the page's location slug). A missing body lists everything. */
export const listingBody = fields.superRefine(refuseOutOfRange).nullish().transform((input) => listingQuery(input ?? {}));

/** POST /api/doctors answer (its schema: doctor-response.ts). */
export type ListingResponse = z.infer<typeof listingResponse>;
