/**
 * Every write to `doctors` the services make, and every lookup of one profile (by id, by account,
 * by slug), in one place (issue 38; as appointments.ts): the registration wizard, profile edits, the
 * team's decisions and claims, and whoever needs one doctor's row. Queries that read many profiles
 * for one screen (the listing, the FHIR directory, the console's queues) are that screen's read
 * model and stay beside it. Each function takes the database or the caller's transaction first; a write decided on a
 * state names that state in its condition, exactly as the services wrote it, so a lost race finds
 * nothing to change (undefined) and the caller decides what that means.
 */
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { doctors } from '../db/schema/doctors.ts';
import { users } from '../db/schema/users.ts';
import { intArray } from '../services/common/sql-arrays.ts';

export type DoctorRow = typeof doctors.$inferSelect;
export type NewDoctor = typeof doctors.$inferInsert;
/** Columns to set on a profile (never its id). */
export type DoctorPatch = Partial<Omit<NewDoctor, 'id'>>;
type VerificationStatus = DoctorRow['verificationStatus'];
/** Reads need only `select`: the database, a transaction, or a caller's narrower handle. */
type Reads = Pick<Db, 'select'>;

/** One profile, or null. `forUpdate` locks its row until the caller's transaction ends. */
export async function findDoctor(db: Reads, doctorId: number, options: { forUpdate?: boolean } = {}): Promise<DoctorRow | null> {
  const query = db.select().from(doctors).where(eq(doctors.id, doctorId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The profile an account owns (user_id is unique), or null. */
export async function findDoctorOfUser(db: Reads, userId: number): Promise<DoctorRow | null> {
  const [row] = await db.select().from(doctors).where(eq(doctors.userId, userId)).limit(1);
  return row ?? null;
}

export interface DoctorAccount {
  email: string | null;
  emailVerifiedAt: Date | null;
  locale: (typeof users.$inferSelect)['locale'];
}

/** A profile with its account's address and language (null account: a listed profile nobody has claimed). */
export async function findDoctorWithAccount(db: Reads, doctorId: number): Promise<{ doctor: DoctorRow; account: DoctorAccount | null } | null> {
  const [row] = await db
    .select({ doctor: doctors, account: { email: users.email, emailVerifiedAt: users.emailVerifiedAt, locale: users.locale } })
    .from(doctors)
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.id, doctorId));
  return row ?? null;
}

/** Whether a profile other than `doctorId` has `slug`. */
export async function slugTaken(db: Reads, slug: string, doctorId: number): Promise<boolean> {
  const [taken] = await db.select({ id: doctors.id }).from(doctors).where(and(eq(doctors.slug, slug), ne(doctors.id, doctorId))).limit(1);
  return taken !== undefined;
}

/** Registration step 1: the account's empty profile. Undefined when the account has one already (unique user_id). */
export async function insertDoctorProfile(db: DbOrTx, values: NewDoctor): Promise<DoctorRow | undefined> {
  const [row] = await db.insert(doctors).values(values).onConflictDoNothing().returning();
  return row;
}

/** Gives the profile `slug` unless another profile has it already (then undefined). */
export async function setSlugIfFree(db: DbOrTx, doctorId: number, slug: string): Promise<DoctorRow | undefined> {
  const [renamed] = await db
    .update(doctors)
    .set({ slug })
    .where(and(eq(doctors.id, doctorId), sql`not exists (select 1 from ${doctors} d2 where d2.slug = ${slug})`))
    .returning();
  return renamed;
}

/** Writes `patch` to the profile, whatever its state (the doctor's own edits). */
export async function updateDoctor(db: DbOrTx, doctorId: number, patch: DoctorPatch): Promise<void> {
  await db.update(doctors).set(patch).where(eq(doctors.id, doctorId));
}

/**
 * The wizard's last step: writes `patch` only while the registration is not completed or was
 * rejected (a resubmission). Undefined when it was completed meanwhile.
 */
export async function submitRegistration(db: DbOrTx, doctorId: number, patch: DoctorPatch): Promise<{ id: number } | undefined> {
  const [updated] = await db
    .update(doctors)
    .set(patch)
    .where(and(eq(doctors.id, doctorId), or(eq(doctors.registrationCompleted, false), eq(doctors.verificationStatus, 'rejected'))))
    .returning({ id: doctors.id });
  return updated;
}

/** The team verifies a completed registration still in the status `seen` it decided on; undefined when it changed. */
export async function setVerified(db: DbOrTx, doctorId: number, seen: VerificationStatus, at: Date): Promise<{ id: number } | undefined> {
  const [row] = await db
    .update(doctors)
    .set({ verificationStatus: 'verified', verifiedAt: at, verificationNote: null, updatedAt: at })
    .where(and(eq(doctors.id, doctorId), eq(doctors.verificationStatus, seen), eq(doctors.registrationCompleted, true)))
    .returning({ id: doctors.id });
  return row;
}

/** The team rejects a registration still in the status `seen`, with the reason the doctor reads; undefined when it changed. */
export async function setRejected(db: DbOrTx, doctorId: number, seen: VerificationStatus, note: string, at: Date): Promise<{ id: number } | undefined> {
  const [row] = await db
    .update(doctors)
    .set({ verificationStatus: 'rejected', verifiedAt: null, verificationNote: note, updatedAt: at })
    .where(and(eq(doctors.id, doctorId), eq(doctors.verificationStatus, seen)))
    .returning({ id: doctors.id });
  return row;
}

/** A verifier opened a submitted, pending registration: the first opening's time only. */
export async function setReviewStarted(db: DbOrTx, doctorId: number, at: Date): Promise<void> {
  await db
    .update(doctors)
    .set({ reviewStartedAt: at })
    .where(and(eq(doctors.id, doctorId), eq(doctors.verificationStatus, 'pending'), eq(doctors.registrationCompleted, true), isNull(doctors.reviewStartedAt)));
}

/** An approved claim: the directory profile becomes the account's, verified and complete. */
export async function assignClaimedProfile(db: DbOrTx, doctorId: number, userId: number, at: Date): Promise<void> {
  await db
    .update(doctors)
    .set({ userId, verificationStatus: 'verified', registrationCompleted: true, verifiedAt: at, verificationNote: null, updatedAt: at })
    .where(eq(doctors.id, doctorId));
}

// ── The listing's denormalised columns ──────────────────────────────────────────────────────────

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
