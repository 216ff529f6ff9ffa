import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database-template.ts';
import type { Database } from '../client.ts';
import { demoAccounts } from './accounts.ts';
import { demoCities } from './data/places.ts';
import { seedDemo } from './demo.ts';
import { loadGazetteer } from './gazetteer.ts';
import { refreshDoctorStats } from '../../repositories/doctors.ts';

const SLOW = 180_000;

async function freshSeeded(options: Parameters<typeof seedDemo>[1] = {}): Promise<Database> {
  // A copy of the run's migrated template (tests/helpers/database-template.ts), not a new migration.
  const { database } = await createTestDatabase();
  await seedDemo(database.db, options);
  return database;
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function one<T>(database: Database, query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(database, query))[0] as T;
}

/** Everything about the first doctors that does not depend on the day of the run. */
async function doctorFingerprint(database: Database, limit: number): Promise<string> {
  const list = await rows<Record<string, unknown>>(database, sql`
    SELECT id, slug, first_name, last_name, gender, dob::text, profile_image, about_doctor, degree, registration_number,
      experience_years, speciality_id, verification_status, city_slug, address_one, latitude, longitude, min_online_fee,
      min_offline_fee, online_days, offline_days, avg_rating::text, reviews_count, rating_counts, relevance,
      language_ids, speciality_ids
    FROM doctors ORDER BY id LIMIT ${limit}`);
  return createHash('sha256').update(JSON.stringify(list)).digest('hex');
}

const statColumns = sql`SELECT id, min_online_fee, min_offline_fee, online_days, offline_days, avg_rating::text AS avg_rating,
  reviews_count, rating_counts, recommended_count, relevance FROM doctors ORDER BY id`;

describe('demo seed', () => {
  let database: Database;

  beforeAll(async () => {
    database = await freshSeeded();
  }, SLOW);

  afterAll(async () => {
    await database?.close();
  });

  it('loads the catalog and doctors across the demo cities', async () => {
    const counts = await one<Record<string, number>>(database, sql`SELECT
      (SELECT count(*) FROM specialities)::int AS specialities,
      (SELECT count(*) FROM services)::int AS services,
      (SELECT count(*) FROM languages)::int AS languages,
      (SELECT count(*) FROM doctors)::int AS doctors,
      (SELECT count(DISTINCT city_slug) FROM doctors)::int AS cities,
      (SELECT count(*) FROM page_seo WHERE page_type IN ('Home', 'Doctor Listing'))::int AS seo`);
    expect(counts.specialities).toBeGreaterThanOrEqual(30);
    expect(counts.services).toBeGreaterThanOrEqual(60);
    expect(counts.languages).toBeGreaterThanOrEqual(12);
    expect(counts.doctors).toBeGreaterThanOrEqual(600);
    expect(counts.cities).toBeGreaterThanOrEqual(12);
    expect(counts.seo).toBe(2);

    const spread = await one<Record<string, number>>(database, sql`SELECT
      (SELECT min(n) FROM (SELECT count(*) AS n FROM specializations GROUP BY speciality_id) x)::int AS min_specializations,
      (SELECT count(*) FROM specialities WHERE speciality_icon IS NULL OR description NOT LIKE '%{location}%')::int AS bare_specialities,
      (SELECT count(*) FROM doctors WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$')::int AS bad_slugs,
      (SELECT count(*) FROM doctors WHERE length(about_doctor) >= 500)::int AS long_about,
      (SELECT count(*) FROM doctors d WHERE NOT EXISTS (SELECT 1 FROM clinics c WHERE c.doctor_id = d.id))::int AS without_clinic`);
    expect(spread).toEqual({ min_specializations: 3, bare_specialities: 0, bad_slugs: 0, long_about: 0, without_clinic: 0 });
  });

  it('creates the demo accounts and their bookings', async () => {
    const users = await rows<{ email: string; role: string }>(database, sql`SELECT email, role FROM users ORDER BY id`);
    expect(users).toEqual(expect.arrayContaining([
      { email: demoAccounts.patient, role: 'user' },
      { email: demoAccounts.patient2, role: 'user' },
      { email: demoAccounts.doctor, role: 'doctor' },
      { email: demoAccounts.pendingDoctor, role: 'doctor' },
      { email: demoAccounts.admin, role: 'admin' },
      { email: demoAccounts.doctor2, role: 'doctor' },
      { email: demoAccounts.doctor3, role: 'doctor' },
      { email: demoAccounts.doctor4, role: 'doctor' },
      { email: demoAccounts.doctor5, role: 'doctor' },
    ]));
    const extra = await rows<{ status: string; configs: number }>(database, sql`
      SELECT d.verification_status AS status, (SELECT count(*) FROM availability_configs c WHERE c.doctor_id = d.id)::int AS configs
      FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email IN (${demoAccounts.doctor2}, ${demoAccounts.doctor3}, ${demoAccounts.doctor4}, ${demoAccounts.doctor5})`);
    expect(extra).toEqual(Array.from({ length: 4 }, () => expect.objectContaining({ status: 'verified' })));
    expect(extra.every((d) => d.configs > 0)).toBe(true);

    const doctor = await one<Record<string, unknown>>(database, sql`
      SELECT d.verification_status, d.city_slug, d.registration_completed,
        EXISTS (SELECT 1 FROM availability_configs c WHERE c.doctor_id = d.id AND c.timing_type = 'online') AS has_online,
        EXISTS (SELECT 1 FROM availability_configs c WHERE c.doctor_id = d.id AND c.timing_type = 'offline') AS has_offline
      FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email = ${demoAccounts.doctor}`);
    expect(doctor).toEqual({ verification_status: 'verified', city_slug: 'dubai', registration_completed: true, has_online: true, has_offline: true });

    const pending = await one<Record<string, unknown>>(database, sql`
      SELECT d.verification_status, d.registration_completed FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email = ${demoAccounts.pendingDoctor}`);
    expect(pending).toEqual({ verification_status: 'pending', registration_completed: true });

    const bookings = await rows<{ status: string; type: string; upcoming: boolean; link: string | null; reason: string | null }>(database, sql`
      SELECT a.booking_status AS status, a.appointment_type AS type, a.starts_at > now() AS upcoming,
        a.appointment_link AS link, a.cancel_reason AS reason
      FROM appointments a JOIN users u ON u.id = a.patient_id WHERE u.email = ${demoAccounts.patient} ORDER BY a.starts_at`);
    const upcoming = bookings.filter((b) => b.upcoming);
    expect(upcoming.map((b) => [b.status, b.type]).sort()).toEqual([['confirmed', 'offline'], ['confirmed', 'online']]);
    // Our own video room, as new bookings get (was an outside meeting site).
    expect(upcoming.find((b) => b.type === 'online')?.link).toMatch(/^\/consult\/[0-9a-f]{32}$/);
    const past = bookings.filter((b) => !b.upcoming);
    expect(past.filter((b) => b.status === 'completed')).toHaveLength(2);
    expect(past.filter((b) => b.status === 'cancelled' && b.reason)).toHaveLength(1);

    const enquiry = await one<{ status: string }>(database, sql`
      SELECT d.verification_status AS status FROM enquiries e JOIN doctors d ON d.id = e.doctor_id
      JOIN users u ON u.id = e.patient_id WHERE u.email = ${demoAccounts.patient}`);
    expect(enquiry.status).toBe('unverified');
  });

  it('stores appointment instants in the doctor time zone', async () => {
    const mismatches = await one<{ n: number }>(database, sql`
      SELECT count(*)::int AS n FROM appointments
      WHERE starts_at <> (appointment_date + appointment_time) AT TIME ZONE time_zone
        OR ends_at <> starts_at + duration * interval '1 minute'`);
    expect(mismatches.n).toBe(0);
  });

  it('fills the listing columns exactly as refreshDoctorStats computes them', async () => {
    const missingFee = await one<{ n: number }>(database, sql`
      SELECT count(*)::int AS n FROM doctors d
      WHERE d.min_online_fee IS NULL AND EXISTS (SELECT 1 FROM availability_configs c WHERE c.doctor_id = d.id AND c.timing_type = 'online')`);
    expect(missingFee.n).toBe(0);

    const seeded = await rows(database, statColumns);
    await refreshDoctorStats(database.db, [1, 2, 3]);
    expect(await rows(database, statColumns)).toEqual(seeded);
    await refreshDoctorStats(database.db);
    expect(await rows(database, statColumns)).toEqual(seeded);
  });

  it('is idempotent', async () => {
    const before = await one<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM doctors`);
    await seedDemo(database.db);
    expect(await one<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM doctors`)).toEqual(before);
  });

  it('loads a gazetteer that knows every demo city under its usual name', async () => {
    await loadGazetteer(database.db);
    const found = await rows<{ slug: string; name: string; state: string }>(database, sql`
      SELECT DISTINCT ON (slug) slug, name, state FROM cities
      WHERE country IN ('ae', 'in') ORDER BY slug, population DESC`);
    const bySlug = new Map(found.map((c) => [c.slug, c]));
    for (const city of demoCities) expect(bySlug.get(city.slug), city.slug).toEqual({ slug: city.slug, name: city.name, state: city.state });
    expect(bySlug.has('cochin')).toBe(false);
    const total = await one<{ n: number; countries: number }>(database, sql`SELECT count(*)::int AS n, count(DISTINCT country)::int AS countries FROM cities`);
    expect(total.n).toBeGreaterThan(25_000);
    expect(total.countries).toBe(6);
    expect(await loadGazetteer(database.db)).toBe(0);
  }, SLOW);

  it('produces the same doctors on every run, whatever the doctor count or load path', async () => {
    // A smaller bulk-path run (indexes built and foreign keys checked at the
    // end, join tables first) must reproduce the first doctors of the full
    // one exactly, trigger-kept columns included, and leave the same schema.
    const other = await freshSeeded({ doctors: 150, bulkLoad: true });
    try {
      expect(await doctorFingerprint(other, 150)).toBe(await doctorFingerprint(database, 150));
      const schema = sql`SELECT
        (SELECT string_agg(conname || ' ' || pg_get_constraintdef(oid), '; ' ORDER BY conname) FROM pg_constraint WHERE connamespace = 'public'::regnamespace) AS constraints,
        (SELECT string_agg(indexdef, '; ' ORDER BY indexname) FROM pg_indexes WHERE schemaname = 'public') AS indexes`;
      expect(await one(other, schema)).toEqual(await one(database, schema));
    } finally {
      await other.close();
    }
  }, SLOW);
});
