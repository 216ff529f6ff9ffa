import { sql } from 'drizzle-orm';
import type { FileStore } from '../../services/files/file-store.ts';
import type { Db } from '../client.ts';
import { demoDoctor, insertDemoUsers, pendingDoctor } from './accounts.ts';
import { insertInsuranceCoverage } from './insurance-coverage.ts';
import { addBenchBookings } from './bench-bookings.ts';
import { AppointmentWriter } from './bookings.ts';
import { hasColumn, hasRows, maxId, syncIdentity } from './bulk.ts';
import { insertCatalog } from './catalog.ts';
import { addDemoBookings, insertDemoEnquiry } from './demo-bookings.ts';
import { insertDemoDocuments } from './demo-documents.ts';
import { makeDoctor, type DoctorOverrides } from './doctor-factory.ts';
import { DoctorWriter, type WrittenDoctor } from './doctor-writer.ts';
import { suspendForBulkLoad } from './bulk-load.ts';
import { insertPageSeo } from './page-seo.ts';
import { makeReviews } from './review-factory.ts';
import { makeSchedule, type ScheduleOptions } from './schedule-factory.ts';
import { loadLnTable } from './stats.ts';

export interface SeedDemoOptions {
  /** How many doctors; 640 by default. The first two are the demo doctor accounts. */
  doctors?: number;
  /** Benchmark distributions: 5-20 configurations and 0-50 reviews per doctor, two bookings each. */
  bench?: boolean;
  log?: (msg: string) => void;
  /**
   * Build secondary indexes and check foreign keys once at the end instead of
   * per row (see bulk-load.ts). Defaults to on above 5 000 doctors.
   */
  bulkLoad?: boolean;
  /** The server's file store: where the demo doctors' proof files go (without it only their numbers are kept). */
  files?: FileStore;
}

/** Doctors generated and written per round, to keep memory flat at 100 000 doctors. */
const CHUNK = 5_000;
/** Doctors kept in memory to pick the demo bookings from. */
const SAMPLE = 400;
const BENCH_PATIENTS = 1_000;
const BULK_LOAD_ABOVE = 5_000;

const seededTables = [
  'specialities', 'specializations', 'services', 'languages', 'page_seo', 'users', 'doctors', 'clinics',
  'availability_configs', 'availability_ranges', 'reviews', 'appointments', 'enquiries',
];
/** The tables that grow with the doctor count. */
const bulkTables = [
  'users', 'doctors', 'clinics', 'availability_configs', 'availability_ranges', 'reviews', 'appointments',
  'doctor_specializations', 'doctor_services', 'doctor_languages',
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Loads the deterministic demo data set (same rows every run, apart from
 * dates that hang off today) unless specialities already exist.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  if (await hasRows(db, 'specialities')) {
    log('demo data already present; skipped');
    return;
  }
  const count = Math.max(2, options.doctors ?? 640);
  const bench = options.bench ?? false;
  const now = Date.now();
  const started = performance.now();

  await db.transaction(async (tx) => {
    const bulk = options.bulkLoad ?? count > BULK_LOAD_ABOVE;
    const restore = bulk ? await suspendForBulkLoad(tx, bulkTables) : null;
    const catalog = await insertCatalog(tx);
    await insertPageSeo(tx);
    const users = await insertDemoUsers(tx, new Date(now), bench ? BENCH_PATIENTS : 0);
    const ln = await loadLnTable(tx, 256);
    const writer = new DoctorWriter({
      doctors: await maxId(tx, 'doctors'),
      clinics: await maxId(tx, 'clinics'),
      configs: await maxId(tx, 'availability_configs'),
      ranges: await maxId(tx, 'availability_ranges'),
      reviews: await maxId(tx, 'reviews'),
    }, now, ln, { languageIds: await hasColumn(tx, 'doctors', 'language_ids'), linksFirst: bulk });
    const appointments = new AppointmentWriter(await maxId(tx, 'appointments'), now);
    const sample: WrittenDoctor[] = [];
    const accountDoctorIds: number[] = [];

    for (let i = 0; i < count; i++) {
      // The two account doctors keep the ordinary distributions even in bench mode.
      let overrides: DoctorOverrides = {};
      let schedule: ScheduleOptions = { bench };
      if (i === 0) [overrides, schedule] = [{ ...demoDoctor, userId: users.doctorUserId }, { mode: 'both', clinics: 2 }];
      if (i === 1) [overrides, schedule] = [{ ...pendingDoctor, userId: users.pendingUserId }, { mode: 'both', clinics: 1 }];
      if (i >= 2 && i <= 5) [overrides, schedule] = [{ status: 'verified', userId: users.extraDoctorUserIds[i - 2] }, { mode: 'both', clinics: 1, everyDay: true }];
      const doctor = makeDoctor(i, catalog, overrides);
      const reviews = makeReviews(i, i === 0 ? { count: 14 } : { bench: bench && i > 1 });
      const written = writer.add(doctor, makeSchedule(doctor, schedule), reviews);
      if (i < SAMPLE) sample.push(written);
      if (overrides.userId !== undefined) accountDoctorIds.push(written.id);
      if (bench && i > 1) addBenchBookings(appointments, written, users.benchPatients);
      if (writer.pending >= CHUNK) {
        await writer.flush(tx);
        await appointments.flush(tx);
        log(`doctors ${i + 1}/${count} (${seconds(started)})`);
      }
    }
    await writer.flush(tx);
    addDemoBookings(appointments, users, sample);
    await appointments.flush(tx);
    await insertDemoEnquiry(tx, users, sample, now);
    await insertDemoDocuments(tx, accountDoctorIds, new Date(now), options.files);
    for (const table of seededTables) await syncIdentity(tx, table);
    if (restore) {
      const t = performance.now();
      await restore();
      log(`indexes and foreign keys rebuilt in ${seconds(t)}`);
    }
    // After the rebuild: the coverage's triggers fill doctors.network_ids through its indexes.
    await insertInsuranceCoverage(tx);
  });
  // PGlite has no autovacuum: without fresh statistics the planner guesses
  // row counts and picks sequential scans over millions of rows.
  const t = performance.now();
  await db.execute(sql.raw(`ANALYZE ${bulkTables.map((name) => `"${name}"`).join(', ')}`));
  log(`statistics updated in ${seconds(t)}`);
  log(`seeded ${count} doctors${bench ? ' (bench distributions)' : ''}`);
}
