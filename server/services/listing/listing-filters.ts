import { sql, type SQL } from 'drizzle-orm';
import type { ListingQuery } from '../../../src/shared/schemas/listing.ts';
import { likeEscape } from '../common/like.ts';
import { availabilityCondition } from './listing-availability.ts';
import { intArray } from '../common/sql-arrays.ts';
import { EXPERIENCE_RANGES, FEE_RANGES, type Gender } from '../../../src/shared/listing/query.ts';

const list = (values: (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const or = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;

/** A doctor offers a kind of consultation when it has a fee or working days for it. */
const OFFERS = {
  online: sql`(d.min_online_fee is not null or d.online_days <> 0)`,
  offline: sql`(d.min_offline_fee is not null or d.offline_days <> 0)`,
};
const FEE = { online: sql`d.min_online_fee`, offline: sql`d.min_offline_fee` };
const DAYS = { online: sql`d.online_days`, offline: sql`d.offline_days` };

/**
 * The WHERE conditions of a listing over `doctors d`. Each is on a
 * denormalised column of doctors or an indexed join table, so the page query
 * can walk an ordered index and stop after a page (see listing.ts).
 */
export function listingConditions(q: ListingQuery, now: Date): SQL[] {
  // Only public profiles (doctors.listed): a self-registration waits for the verification team.
  const where: SQL[] = [sql`d.listed`];
  // One consultation type narrows fees and days to that kind; none or both means either.
  const kinds = q.consultation.length === 1 ? q.consultation : (['online', 'offline'] as const);
  // Speciality (the primary one or any of the doctor's specializations') and languages are facets of
  // listing_facets (migration 0004), exact as they are. Either narrows the list to a few thousand
  // doctors, so the other option filters ride on the same GIN index and the heap is read only for
  // doctors that match them all. The conditions below stay: they define the result, the facets only
  // find it faster. Without a speciality or language, broad filters keep the covering-index walk.
  const faceted = q.specialityId !== undefined || q.languages.length > 0;
  if (faceted) where.push(...facetConditions(listingFacets(q)));

  if (q.consultation.length === 1) where.push(OFFERS[q.consultation[0]!]);
  if (q.gender.length) where.push(sql`d.gender in (${list(q.gender.map(dbGender))})`);
  if (q.verified) where.push(sql`d.verification_status = 'verified'`);
  if (q.experience.length) {
    where.push(or(q.experience.map(range).map(([lo, hi]) => sql`d.experience_years between ${lo} and ${hi}`)));
  }
  if (q.ratings.length) where.push(sql`d.avg_rating >= ${minRating(q)}`);
  if (q.fees.length) {
    where.push(or(q.fees.map(range).flatMap(([lo, hi]) => kinds.map((kind) => sql`${FEE[kind]} between ${lo} and ${hi}`))));
  }
  if (q.availability.length) {
    const days = kinds.length === 1 ? DAYS[kinds[0]!] : sql`(d.online_days | d.offline_days)`;
    const condition = availabilityCondition(days, q.availability, now);
    if (condition) where.push(condition);
  }
  // Insurance (issue 41): the networks named in the URL, as ids, against the GIN-indexed mirror of the
  // doctor's clinics (migration 0024); the slugs are resolved inside this statement (an InitPlan).
  if (q.insurance.length) {
    where.push(sql`d.network_ids && (select coalesce(array_agg(n.id), '{}') from insurance_networks n where n.slug in (${list(q.insurance)}))`);
  }
  if (q.citySlug) where.push(sql`d.city_slug = ${q.citySlug}`);
  if (q.state) where.push(sql`lower(d.state) = ${q.state.toLowerCase()}`);
  if (q.locality) {
    const pattern = `%${likeEscape(q.locality.toLowerCase())}%`;
    where.push(sql`(lower(d.address_two) like ${pattern} or lower(d.address_one) like ${pattern})`);
  }
  if (q.search) {
    const text = q.search.toLowerCase().replace(/^dr\.?\s+/, '').trim();
    if (text) where.push(searchCondition(`%${likeEscape(text)}%`));
  }
  return where;
}

/**
 * Name, speciality, specialization or service containing the text. A union of
 * id sets, each branch on its own index (trigram name index, join-table
 * indexes), instead of one OR the planner could only evaluate row by row.
 */
function searchCondition(pattern: string): SQL {
  return sql`d.id in (
    select id from doctors where lower(first_name || ' ' || last_name) like ${pattern}
    union select d2.id from doctors d2 join specialities sp2 on sp2.id = d2.speciality_id where lower(sp2.speciality) like ${pattern}
    union select ds.doctor_id from doctor_specializations ds join specializations sz on sz.id = ds.specialization_id
      where lower(sz.specialization) like ${pattern}
    union select dv.doctor_id from doctor_services dv join services sv on sv.id = dv.service_id
      where lower(sv.service_name) like ${pattern})`;
}

export const whereClause = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

// ── Facets: the option filters as integers of doctors.listing_facets (one GIN index) ──────────────

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
