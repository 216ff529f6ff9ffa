import { sql, type SQL } from 'drizzle-orm';
import { CARD_COLUMNS, CARD_INSURANCE, CARD_SPECIALIZATIONS } from './listing-cards.ts';
import { whereClause } from './listing-filters.ts';

export interface NearestOptions {
  where: SQL[];
  point: { latitude: number; longitude: number };
  offset: number;
  limit: number;
  /** 'verified-first': the relevance bucket (verified doctors) first, then the others, each nearest first. */
  buckets: 'one' | 'verified-first';
  /** Few matches: sort them all rather than walk the KNN index past many non-matching doctors. */
  small: boolean;
}

const LOCATED = sql`d.latitude is not null and d.longitude is not null`;
const UNLOCATED = sql`(d.latitude is null or d.longitude is null)`;
const VERIFIED = sql`d.verification_status = 'verified'`;

/**
 * Nearest first, doctors without a position last (by relevance). Distances
 * are great-circle kilometres; the KNN index orders by planar degrees, so its
 * candidates (this page plus a margin, per bucket) are re-sorted by the true
 * distance, since a longitude degree is shorter than a latitude degree away
 * from the equator.
 */
export function nearestPage(o: NearestOptions): SQL {
  const { latitude, longitude } = o.point;
  const km = sql`(12742 * asin(sqrt(power(sin(radians(d.latitude - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(d.latitude)) * power(sin(radians(d.longitude - ${longitude}::float8) / 2), 2))))`;
  const end = o.offset + o.limit;
  let candidates: SQL;
  if (o.small) {
    const bucket =
      o.buckets === 'one'
        ? sql`case when ${UNLOCATED} then 2 else 0 end`
        : sql`case when ${UNLOCATED} then 2 when ${VERIFIED} then 0 else 1 end`;
    candidates = sql`select d.id, ${bucket} as bucket, ${km} as km from doctors d ${whereClause(o.where)}
      order by bucket, km nulls last, d.relevance desc nulls last, d.id limit ${end}`;
  } else {
    const margin = end + Math.max(20, Math.ceil(end / 4));
    const target = sql`point(${longitude}::float8, ${latitude}::float8)`;
    const knn = (bucket: number, extra: SQL | null) =>
      sql`(select d.id, ${bucket}::int as bucket, ${km} as km from doctors d
        ${whereClause([...o.where, LOCATED, ...(extra ? [extra] : [])])}
        order by point(d.longitude, d.latitude) <-> ${target} limit ${margin})`;
    const branches =
      o.buckets === 'one' ? [knn(0, null)] : [knn(0, VERIFIED), knn(1, sql`d.verification_status <> 'verified'`)];
    const unlocated = sql`(select d.id, 2 as bucket, null::float8 as km from doctors d
      ${whereClause([...o.where, UNLOCATED])} order by d.relevance desc nulls last, d.id limit ${end})`;
    candidates = sql.join([...branches, unlocated], sql` union all `);
  }
  return sql`select ${CARD_COLUMNS}, ${CARD_SPECIALIZATIONS}, ${CARD_INSURANCE}
    from (${candidates}) c
    join doctors d on d.id = c.id
    left join specialities sp on sp.id = d.speciality_id
    order by c.bucket, c.km nulls last, d.relevance desc nulls last, d.id
    limit ${o.limit} offset ${o.offset}`;
}
