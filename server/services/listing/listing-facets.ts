import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../common/sql-arrays.ts';
import { EXPERIENCE_RANGES, FEE_RANGES, type Gender } from '../../../src/shared/listing/query.ts';
import type { ListingQuery } from '../../../src/shared/schemas/listing.ts';

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

const GENDER_CODES = { male: 1, female: 2, others: 3 } as const satisfies Record<Gender, number>;

/** The database's name of a gender option ('others' is stored as 'other'). */
export const dbGender = (gender: Gender) => (gender === 'others' ? 'other' : gender);
/** An option range ('100-500') as numbers. */
export const range = (text: string) => text.split('-').map(Number) as [number, number];
/** The lowest of the chosen ratings is the minimum average. */
export const minRating = (q: Pick<ListingQuery, 'ratings'>) => Math.min(...q.ratings);

/** Facets every matching doctor has (`all`) and groups of which it has at least one (`any`). */
export interface FacetFilter {
  all: number[];
  any: number[][];
}

export function listingFacets(q: ListingQuery): FacetFilter {
  const all: number[] = [];
  const any: number[][] = [];
  const kinds = q.consultation.length === 1 ? q.consultation : (['online', 'offline'] as const);

  if (q.specialityId !== undefined) all.push(FACET.speciality + q.specialityId);
  if (q.languages.length) any.push(q.languages.map((id) => FACET.language + id));
  if (q.consultation.length === 1) all.push(q.consultation[0] === 'online' ? FACET.offersOnline : FACET.offersOffline);
  if (q.gender.length) any.push(q.gender.map((g) => FACET.gender + GENDER_CODES[g]));
  if (q.verified) all.push(FACET.verified);
  if (q.experience.length) any.push(q.experience.map((e) => FACET.experience + EXPERIENCE_RANGES.indexOf(e)));
  if (q.fees.length) {
    const indexes = q.fees.map((f) => FEE_RANGES.indexOf(f));
    any.push(indexes.flatMap((k) => kinds.map((kind) => (kind === 'online' ? FACET.onlineFee : FACET.offlineFee) + k)));
  }
  if (q.ratings.length) all.push(FACET.rating + minRating(q));
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
