import { sql } from 'drizzle-orm';
import type { Exec } from './bulk.ts';
import type { VerificationStatus } from './doctor-factory.ts';
import type { ReviewSeed } from './review-factory.ts';
import type { ConfigSeed } from './schedule-factory.ts';

export interface DoctorStats {
  minOnlineFee: number | null;
  minOfflineFee: number | null;
  onlineDays: number;
  offlineDays: number;
  avgRating: number;
  reviewsCount: number;
  ratingCounts: number[];
  recommendedCount: number;
  relevance: number;
}

/**
 * Natural logarithms as the database computes them. refreshDoctorStats uses
 * SQL ln(); taking the values from the same engine keeps the seeded relevance
 * bit-for-bit equal to a later recomputation.
 */
export async function loadLnTable(db: Exec, upTo: number): Promise<number[]> {
  const { rows } = await db.execute(sql`SELECT n::int AS n, ln(n::float8)::text AS v FROM generate_series(1, ${upTo}::int) AS n`);
  const table: number[] = [];
  for (const row of rows as { n: number | string; v: string }[]) table[Number(row.n)] = Number(row.v);
  return table;
}

/** The denormalised doctor columns, computed the way refreshDoctorStats (server/repositories/doctors.ts) does in SQL. */
export function computeStats(
  d: { status: VerificationStatus; experienceYears: number },
  configs: ConfigSeed[],
  reviews: ReviewSeed[],
  ln: number[],
): DoctorStats {
  let minOnlineFee: number | null = null;
  let minOfflineFee: number | null = null;
  let onlineDays = 0;
  let offlineDays = 0;
  for (const c of configs) {
    let days = 0;
    for (const r of c.ranges) days |= 1 << (r.weekday - 1);
    if (c.type === 'online') {
      minOnlineFee = minOnlineFee === null ? c.fee : Math.min(minOnlineFee, c.fee);
      onlineDays |= days;
    } else {
      minOfflineFee = minOfflineFee === null ? c.fee : Math.min(minOfflineFee, c.fee);
      offlineDays |= days;
    }
  }
  const ratingCounts = [0, 0, 0, 0, 0];
  let sum = 0;
  let recommendedCount = 0;
  for (const r of reviews) {
    ratingCounts[r.stars - 1] = (ratingCounts[r.stars - 1] as number) + 1;
    sum += r.stars;
    if (r.isRecommended) recommendedCount++;
  }
  const n = reviews.length;
  // round(avg, 2) half away from zero, in integers so no binary fraction sneaks in.
  const avgRating = n === 0 ? 0 : Math.round((sum * 100) / n) / 100;
  const lnN = ln[1 + n];
  if (lnN === undefined) throw new Error(`ln table too short for ${n} reviews`);
  const relevance = (d.status === 'verified' ? 3 : 0) + avgRating + lnN + d.experienceYears / 40;
  return { minOnlineFee, minOfflineFee, onlineDays, offlineDays, avgRating, reviewsCount: n, ratingCounts, recommendedCount, relevance };
}
