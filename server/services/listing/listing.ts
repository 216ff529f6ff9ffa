import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ListingQuery, ListingResponse } from '../../../src/shared/schemas/listing.ts';
import type { SortBy } from '../../../src/shared/listing/query.ts';
import { now as clockNow } from '../common/clock.ts';
import { CARD_COLUMNS, CARD_INSURANCE, CARD_SPECIALIZATIONS, specializationsOfRows, toCard, type SpecializedRow } from './listing-cards.ts';
import { listingConditions, whereClause } from './listing-filters.ts';
import { nearestPage, type NearestOptions } from './listing-nearest.ts';
import { cityBySlug } from '../geocode/cities.ts';
import { localName } from '../common/catalog-names.ts';
import { currencyOf, type Currency } from '../../../src/shared/format/currency.ts';

export type ListingResult = Omit<ListingResponse, 'success'>;

/**
 * Counting stops here ("1000+ doctors found", 100 pages): an exact count of a
 * broad filter reads most of the covering index (tens of ms at 100 000
 * doctors) for a number nobody pages through. Even 10 000 cost 13 ms a
 * request, most of a listing's time; 1000 costs about one.
 */
export const COUNT_CAP = 1000;

/** Below this many matches a nearest-first page sorts the matches instead of walking the KNN index. */
const SMALL_SET = COUNT_CAP;

// Written exactly as the covering indexes are declared (DESC NULLS LAST), so the planner walks them.
export const ORDERS: Record<SortBy, SQL> = {
  '': sql`d.relevance desc nulls last, d.id`,
  experience: sql`d.experience_years desc nulls last, d.relevance desc nulls last, d.id`,
  ratings: sql`d.avg_rating desc nulls last, d.reviews_count desc nulls last, d.id`,
};

export interface ListingPlan {
  count: SQL;
  /** The page query; for nearest-first pages it depends on the count (see listDoctors). */
  page(total: number): SQL;
  nearest: boolean;
  /** The page's rows carry the (capped) number of matches, `total`: the count query runs only when the page is empty. */
  counted: boolean;
  point: { latitude: number; longitude: number } | undefined;
}

/**
 * The queries of a listing (exported for EXPLAIN in benchmarks). Pages pick
 * ids in an inner query (an index-only scan of a covering index: filters are
 * tested on index columns, the heap is read only for the page) and join the
 * card columns outside.
 */
export function listingPlan(q: ListingQuery, now: Date): ListingPlan {
  const where = listingConditions(q, now);
  const offset = (q.page - 1) * q.perPage;
  const point = q.latitude !== undefined && q.longitude !== undefined ? { latitude: q.latitude, longitude: q.longitude } : undefined;
  // A speciality, language, insurance or search filter has its own index (GIN, trigram): let the planner use it.
  // Otherwise the ORDER BY steers a broad count to the covering index, read index-only until the cap,
  // where the planner would often pick a heap scan.
  const indexed = q.specialityId !== undefined || q.languages.length > 0 || q.insurance.length > 0 || Boolean(q.search);
  const count = sql`select count(*)::int as total from (select 1 from doctors d ${whereClause(where)}
    ${indexed ? sql`` : sql`order by ${ORDERS['']}`} limit ${COUNT_CAP + 1}) m`;
  if (point && q.sort === '') {
    const options: Omit<NearestOptions, 'small'> = {
      where, point, offset, limit: q.perPage,
      // Verified first, unless the filter already keeps only verified doctors.
      buckets: q.verified ? 'one' : 'verified-first',
    };
    return { count, page: (total) => nearestPage({ ...options, small: total <= SMALL_SET }), nearest: true, point, counted: false };
  }
  const order = ORDERS[q.sort];
  if (indexed) {
    // One statement where a count and a page ran the same index scan twice (most of a cold listing's
    // time): the matches are read once, up to the cap, and counted. When they are all there, the page
    // is sorted from them; past the cap it walks the order's index as the page query did (a broad
    // speciality or language, where sorting every match would cost far more than a page).
    const matches = sql`select d.id, d.relevance, d.experience_years, d.avg_rating, d.reviews_count
      from doctors d ${whereClause(where)} limit ${COUNT_CAP + 1}`;
    const page = sql`with m as materialized (${matches}), c as (select count(*)::int as total from m)
      select ${CARD_COLUMNS}, ${CARD_SPECIALIZATIONS}, ${CARD_INSURANCE}, c.total
      from c cross join lateral (
        (select d.id from m d where c.total <= ${COUNT_CAP} order by ${order} limit ${q.perPage} offset ${offset})
        union all
        (select d.id from doctors d ${whereClause([sql`c.total > ${COUNT_CAP}`, ...where])} order by ${order} limit ${q.perPage} offset ${offset})
      ) p
      join doctors d on d.id = p.id
      left join specialities sp on sp.id = d.speciality_id
      order by ${order}`;
    return { count, page: () => page, nearest: false, point, counted: true };
  }
  const page = sql`select ${CARD_COLUMNS}, ${CARD_SPECIALIZATIONS}, ${CARD_INSURANCE}
    from (select d.id from doctors d ${whereClause(where)} order by ${order} limit ${q.perPage} offset ${offset}) p
    join doctors d on d.id = p.id
    left join specialities sp on sp.id = d.speciality_id
    order by ${order}`;
  return { count, page: () => page, nearest: false, point, counted: false };
}

/**
 * POST /api/doctors: the page, its specializations (one more query) and the
 * total. Plain pages run page and count in parallel (two pool connections on
 * PostgreSQL); nearest-first pages count first, to choose their plan and to
 * skip the page query when nothing matches.
 */
export async function listDoctors(db: Db, query: ListingQuery, options: { now?: Date } = {}): Promise<ListingResult> {
  const city = await cityOf(db, query);
  const q = await withLanguageIds(db, { ...query, citySlug: city?.city_slug ?? query.citySlug });
  const plan = listingPlan(q, options.now ?? clockNow());
  const countOf = async () => Number(((await db.execute(plan.count)).rows[0] as { total: number }).total);
  // Pages past the (capped) total are empty, whichever plan ran.
  const beyond = (total: number) => (q.page - 1) * q.perPage >= Math.min(total, COUNT_CAP);
  let rows: SpecializedRow[];
  let total: number;
  if (plan.nearest) {
    total = await countOf();
    rows = beyond(total) ? [] : ((await db.execute(plan.page(total))).rows as unknown as SpecializedRow[]);
  } else if (plan.counted) {
    const counted = (await db.execute(plan.page(0))).rows as unknown as (SpecializedRow & { total: string | number })[];
    // An empty page knows no count: the first page has no match at all, a later one may be past the end.
    total = counted.length ? Number(counted[0]!.total) : q.page === 1 ? 0 : await countOf();
    rows = beyond(total) ? [] : counted;
  } else {
    const [pageResult, counted] = await Promise.all([db.execute(plan.page(0)), countOf()]);
    total = counted;
    rows = beyond(total) ? [] : (pageResult.rows as unknown as SpecializedRow[]);
  }
  const specs = specializationsOfRows(rows);
  // A page that names a city without coordinates still knows where the patient looks: cards show
  // their distance from the city's centre (the gazetteer's point). The city filter already keeps
  // only that city's doctors, so the order stays as sorted.
  const from = plan.point ?? city ?? undefined;
  const data = rows.map((row) => toCard(row, specs, from, q.insurance));
  return {
    data,
    last_page: Math.max(1, Math.ceil(Math.min(total, COUNT_CAP) / q.perPage)),
    total: Math.min(total, COUNT_CAP),
    total_capped: total > COUNT_CAP,
    // The page's heading names the city in the reader's language (catalog names: issue 18).
    city: city ? localName('places', city.city) : null,
    currency: city ? currencyOf({ country: city.country }) : sharedCurrency(data),
  };
}

/** The currency every card of the page is in; null when they differ or there is none. */
function sharedCurrency(cards: ListingResult['data']): Currency | null {
  const currencies = new Set(cards.map((card) => card.currency));
  return currencies.size === 1 ? [...currencies][0]! : null;
}

/**
 * The gazetteer city the request names: its location slug (the page's URL segment) when that is a
 * city, not a street address or default-location; else the slug of its `city` name.
 */
async function cityOf(db: Db, q: ListingQuery) {
  for (const slug of [q.location, q.citySlug]) {
    const found = slug ? await cityBySlug(db, slug) : null;
    if (found) return found;
  }
  return null;
}

/** Language names become ids (any match); a name that is no language matches no doctor. */
async function withLanguageIds(db: Db, q: ListingQuery): Promise<ListingQuery> {
  if (!q.languageNames.length) return q;
  const result = await db.execute(sql`select id from languages
    where lower(language) in (${sql.join(q.languageNames.map((n) => sql`${n}`), sql`, `)})`);
  const ids = (result.rows as { id: number }[]).map((r) => Number(r.id));
  // -1 keeps the filter on when no name was a known language (nothing matches, as before).
  return { ...q, languages: [...new Set([...q.languages, ...ids, -1])], languageNames: [] };
}
