import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray } from '../common/sql-arrays.ts';

/** The database or an open transaction. */
type Exec = Pick<Db, 'execute'>;

/** Per-doctor aggregates of live configurations, their ranges and reviews, for doctor alias `t`. */
const aggregates = sql`
  LEFT JOIN LATERAL (
    SELECT min(c.online_fee) FILTER (WHERE c.timing_type = 'online') AS min_online,
      min(c.offline_fee) FILTER (WHERE c.timing_type = 'offline') AS min_offline
    FROM availability_configs c WHERE c.doctor_id = t.id AND c.deleted_at IS NULL
  ) f ON true
  LEFT JOIN LATERAL (
    SELECT coalesce(bit_or(1 << (r.weekday - 1)) FILTER (WHERE c.timing_type = 'online'), 0) AS online_days,
      coalesce(bit_or(1 << (r.weekday - 1)) FILTER (WHERE c.timing_type = 'offline'), 0) AS offline_days
    FROM availability_configs c JOIN availability_ranges r ON r.config_id = c.id
    WHERE c.doctor_id = t.id AND c.deleted_at IS NULL
  ) dy ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS n, coalesce(round(avg(v.stars), 2), 0)::numeric(3, 2) AS avg,
      ARRAY[
        count(*) FILTER (WHERE v.stars = 1), count(*) FILTER (WHERE v.stars = 2), count(*) FILTER (WHERE v.stars = 3),
        count(*) FILTER (WHERE v.stars = 4), count(*) FILTER (WHERE v.stars = 5)
      ]::int[] AS counts,
      (count(*) FILTER (WHERE v.is_recommended))::int AS recommended
    FROM reviews v WHERE v.doctor_id = t.id AND v.hidden_at IS NULL
  ) r ON true`;

/**
 * Recomputes the denormalised listing columns of doctors from their live
 * configurations, ranges and reviews: min_online_fee, min_offline_fee,
 * online_days/offline_days (bit 0 = Monday … bit 6 = Sunday), avg_rating,
 * reviews_count, rating_counts (1…5 stars), recommended_count and relevance
 * (verified × 3 + avg_rating + ln(1 + reviews_count) + experience_years / 40).
 * Reviews an admin hid (issue 20) count for nothing.
 *
 * Call it after any change to a doctor's configurations, reviews, verification
 * or experience. Without ids it refreshes every doctor. Each doctor's
 * aggregates are index lookups (LATERAL), so a single-doctor refresh stays
 * fast however large the tables are.
 */
export async function refreshDoctorStats(db: Exec, doctorIds?: readonly number[]): Promise<void> {
  if (doctorIds && doctorIds.length === 0) return;
  const filter: SQL = doctorIds ? sql`WHERE t.id = ANY(${intArray(doctorIds)})` : sql``;
  await db.execute(sql`
    UPDATE doctors d SET
      min_online_fee = c.min_online,
      min_offline_fee = c.min_offline,
      online_days = c.online_days::smallint,
      offline_days = c.offline_days::smallint,
      avg_rating = c.avg,
      reviews_count = c.n,
      rating_counts = c.counts,
      recommended_count = c.recommended,
      relevance = (CASE WHEN d.verification_status = 'verified' THEN 3 ELSE 0 END)::float8
        + c.avg::float8 + ln((1 + c.n)::float8) + d.experience_years::float8 / 40
    FROM (
      SELECT t.id, f.min_online, f.min_offline, dy.online_days, dy.offline_days, r.n, r.avg, r.counts, r.recommended
      FROM doctors t ${aggregates}
      ${filter}
    ) c
    WHERE d.id = c.id`);
}
