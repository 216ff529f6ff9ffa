import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../common/sql-arrays.ts';
import { EXPERIENCE_RANGES, FEE_RANGES, type ListingQuery } from '../../../src/shared/schemas/listing.ts';

/**
 * The integers of doctors.listing_facets (migration 0004, doctor_listing_facets):
 * one per filter option a doctor meets. Keep in step with the SQL function;
 * tests/api/listing-facets.test.ts compares the two.
 */
export const FACET = {
  speciality: 1_000_000,
  gender: 2_000_000,
  verified: 3_000_001,
  experience: 4_000_000,
  onlineFee: 5_000_000,
  offlineFee: 5_100_000,
  rating: 6_000_000,
  offersOnline: 7_000_001,
  offersOffline: 7_000_002,
  language: 8_000_000,
} as const;

const GENDER_CODES = { male: 1, female: 2, other: 3 } as const;
const range = (text: string) => text.split('-').map(Number) as [number, number];
const optionIndex = (options: readonly string[], [lo, hi]: [number, number]) =>
  options.findIndex((option) => { const [a, b] = range(option); return a === lo && b === hi; });

/** Option indexes of the chosen ranges, or null when one of them is not an option (then no facet applies). */
function optionIndexes(options: readonly string[], chosen: [number, number][]): number[] | null {
  const indexes = chosen.map((pair) => optionIndex(options, pair));
  return indexes.includes(-1) ? null : indexes;
}

/** Facets every matching doctor has (`all`) and groups of which it has at least one (`any`). */
export interface FacetFilter {
  all: number[];
  any: number[][];
}

export function listingFacets(q: ListingQuery): FacetFilter {
  const all: number[] = [];
  const any: number[][] = [];
  const kinds = q.consultation_type.length === 1 ? q.consultation_type : (['online', 'offline'] as const);

  if (q.speciality_id !== undefined) all.push(FACET.speciality + q.speciality_id);
  if (q.language_ids.length) any.push(q.language_ids.map((id) => FACET.language + id));
  if (q.consultation_type.length === 1) all.push(q.consultation_type[0] === 'online' ? FACET.offersOnline : FACET.offersOffline);
  if (q.gender.length) any.push(q.gender.map((g) => FACET.gender + GENDER_CODES[g]));
  if (q.verified) all.push(FACET.verified);
  const experience = optionIndexes(EXPERIENCE_RANGES, q.experience);
  if (q.experience.length && experience) any.push(experience.map((k) => FACET.experience + k));
  const fees = optionIndexes(FEE_RANGES, q.fees);
  if (q.fees.length && fees) {
    any.push(fees.flatMap((k) => kinds.map((kind) => (kind === 'online' ? FACET.onlineFee : FACET.offlineFee) + k)));
  }
  if (q.min_rating !== undefined && Number.isInteger(q.min_rating) && q.min_rating >= 1 && q.min_rating <= 5) {
    all.push(FACET.rating + q.min_rating);
  }
  return { all, any };
}


/** The facet filter as conditions on the GIN-indexed column (one index scan intersects them all). */
export function facetConditions({ all, any }: FacetFilter): SQL[] {
  const conditions: SQL[] = [];
  if (all.length) conditions.push(sql`d.listing_facets @> ${intArray(all)}`);
  for (const group of any) {
    conditions.push(group.length === 1 ? sql`d.listing_facets @> ${intArray(group)}` : sql`d.listing_facets && ${intArray(group)}`);
  }
  return conditions;
}
