import { createSession } from '../server/services/auth/sessions.ts';
import { doctorPath } from '../src/shared/urls.ts';
import type { BenchDb } from './db.ts';
import { collectSlots, type BookingSlot } from './slots.ts';

/** Bench bookings carry this description, so the next run can remove them and keep the data set stable. */
export const BENCH_BOOKING_NOTE = 'Benchmark booking made by npm run bench.';
const BENCH_USER_AGENT = 'medbook-bench';
/**
 * A seeded bench patient (about 200 bookings, like a real heavy user) reads My Bookings.
 * A data set without it (small BENCH_DOCTORS) falls back to the demo patient.
 */
const READER_EMAILS = ['bench.patient.1@demo.test', 'patient@demo.test'];
/**
 * The add-appointment load books as many patients, each a few times: one patient may hold only
 * MAX_UPCOMING_BOOKINGS (10) upcoming bookings, 3 with one doctor, and the thousands of bookings
 * of a load run would otherwise measure the limit's refusal instead of a booking.
 */
const BOOKERS = 1000;
const BOOKER_EMAIL_PATTERN = 'bench.booker.%@bench.test';

export interface BenchPatient {
  id: number;
  email: string;
  /** Bearer session token, made as sign-in makes it. */
  token: string;
}

/** What the load calls pick their inputs from; made before the server starts (PGlite is single-process). */
export interface Fixtures {
  /** Reads My Bookings. */
  reader: BenchPatient;
  /** Book (add-appointment), in turn. */
  bookers: BenchPatient[];
  doctorIds: number[];
  specialityIds: number[];
  points: { latitude: number; longitude: number }[];
  searchTerms: Record<1 | 3 | 8, string[]>;
  slots: BookingSlot[];
  /**
   * Every listed doctor's canonical page in a random order, walked in turn by the "any doctor" rows
   * (nextDoctor): at 100 000 doctors no doctor comes twice within a run, so caches keyed by doctor rarely help.
   */
  doctorPages: { id: number; path: string }[];
  /** Pages for the front-end part: the busiest listing and a verified doctor with reviews. */
  pages: { listing: string; detail: string };
}

/** Removes what earlier runs wrote: their bookings (and mails, keys) and sessions. */
async function cleanPreviousRuns(bench: BenchDb, patientId: number, email: string): Promise<number> {
  const removed = await bench.raw<{ id: number }>(
    `delete from appointments where patient_id = $1 and description = $2 returning id`, [patientId, BENCH_BOOKING_NOTE]);
  await bench.raw(`delete from outbox_messages where "to" = $1 or body like $2`, [email, `%${BENCH_BOOKING_NOTE}%`]);
  await bench.raw(`delete from idempotency_keys where user_id = $1`, [patientId]);
  await bench.raw(`delete from sessions where user_id = $1 and user_agent = $2`, [patientId, BENCH_USER_AGENT]);
  return removed.length;
}

const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id));

async function searchTerms(bench: BenchDb): Promise<Fixtures['searchTerms']> {
  const names = await bench.raw<{ name: string }>(
    `select lower(first_name || ' ' || last_name) as name from doctors tablesample system (2) limit 300`);
  const specs = await bench.raw<{ name: string }>(`select lower(speciality) as name from specialities`);
  const words = [...names, ...specs].map((r) => r.name).filter((n) => n.length >= 8);
  return {
    1: 'abcdefghijklmnoprstuvwy'.split(''),
    // Prefixes and inner pieces: the 3-character search also runs the substring branch.
    3: words.slice(0, 200).map((w, i) => (i % 2 ? w.slice(0, 3) : w.slice(2, 5)).trim()).filter((w) => w.length === 3),
    8: words.slice(0, 200).map((w) => w.slice(0, 8)),
  };
}

async function pagePaths(bench: BenchDb): Promise<Fixtures['pages']> {
  const [listing] = await bench.raw<{ speciality: string; city: string }>(
    `select sp.slug as speciality, d.city_slug as city from doctors d join specialities sp on sp.id = d.speciality_id
     where d.city_slug is not null group by sp.slug, d.city_slug order by count(*) desc limit 1`);
  // The doctor's canonical page, as search results and the sitemap link it (the page patients arrive on);
  // /doctor-details/{slug}/{id} is the Book Again link, which opens the booking panel.
  const [doctor] = await bench.raw<{ slug: string; id: number; speciality: string | null; city_slug: string | null }>(
    `select d.slug, d.id, sp.slug as speciality, d.city_slug from doctors d left join specialities sp on sp.id = d.speciality_id
     where d.verification_status = 'verified' and d.reviews_count > 0 and d.city_slug is not null order by d.relevance desc nulls last limit 1`);
  return {
    listing: listing ? `/${listing.speciality}/${listing.city}` : '/general-physician/dubai',
    detail: doctor
      ? doctorPath({ id: Number(doctor.id), slug: doctor.slug, speciality: doctor.speciality ? { slug: doctor.speciality } : null, city_slug: doctor.city_slug })
      : '/',
  };
}

async function allDoctorPages(bench: BenchDb): Promise<Fixtures['doctorPages']> {
  const rows = await bench.raw<{ slug: string; id: number; speciality: string | null; city_slug: string | null }>(
    `select d.slug, d.id, sp.slug as speciality, d.city_slug from doctors d left join specialities sp on sp.id = d.speciality_id
     where d.listed order by random()`);
  return rows.map((d) => ({
    id: Number(d.id),
    path: doctorPath({ id: Number(d.id), slug: d.slug, speciality: d.speciality ? { slug: d.speciality } : null, city_slug: d.city_slug }),
  }));
}

let doctorCursor = 0;
/** The next doctor of the shuffled list (wrapping round at its end). */
export const nextDoctor = (f: Fixtures) => f.doctorPages[doctorCursor++ % f.doctorPages.length]!;

async function benchPatient(bench: BenchDb, emails: string[], log: (msg: string) => void): Promise<BenchPatient> {
  const [patient] = await bench.raw<{ id: number; email: string }>(
    `select id, email from users where role = 'user' and lower(email) = any($1::text[]) order by array_position($1::text[], lower(email)) limit 1`, [emails]);
  if (!patient) throw new Error('no bench patient account in the data set');
  const id = Number(patient.id);
  const removed = await cleanPreviousRuns(bench, id, patient.email);
  if (removed) log(`removed ${removed} bookings of earlier bench runs`);
  // Signed in without the OTP flow (no demo outbox in production): a session row made as sign-in makes it.
  const { token } = await createSession(bench.db, id, BENCH_USER_AGENT);
  return { id, email: patient.email, token };
}

/** BOOKERS verified patients, created once, each with a fresh bench session; earlier runs' bookings removed. */
async function benchBookers(bench: BenchDb, log: (msg: string) => void): Promise<BenchPatient[]> {
  await bench.raw(
    `insert into users (role, email, email_verified_at, first_name, last_name, created_at, updated_at)
     select 'user', 'bench.booker.' || i || '@bench.test', now(), 'Bench', 'Booker ' || i, now(), now()
     from generate_series(1, $1::int) i
     on conflict do nothing`, [BOOKERS]);
  const rows = await bench.raw<{ id: number; email: string }>(
    `select id, email from users where role = 'user' and email like $1 order by id limit $2`, [BOOKER_EMAIL_PATTERN, BOOKERS]);
  const idList = ids(rows);
  const removed = await bench.raw<{ id: number }>(
    `delete from appointments where patient_id = any($1::int[]) and description = $2 returning id`, [idList, BENCH_BOOKING_NOTE]);
  if (removed.length) log(`removed ${removed.length} bookings of earlier bench runs`);
  await bench.raw(`delete from outbox_messages where "to" like $1`, [BOOKER_EMAIL_PATTERN]);
  await bench.raw(`delete from idempotency_keys where user_id = any($1::int[])`, [idList]);
  await bench.raw(`delete from sessions where user_id = any($1::int[]) and user_agent = $2`, [idList, BENCH_USER_AGENT]);
  const bookers: BenchPatient[] = [];
  for (const row of rows) {
    const { token } = await createSession(bench.db, Number(row.id), BENCH_USER_AGENT);
    bookers.push({ id: Number(row.id), email: row.email, token });
  }
  return bookers;
}

export async function prepareFixtures(bench: BenchDb, slotCount: number, log: (msg: string) => void): Promise<Fixtures> {
  const reader = await benchPatient(bench, READER_EMAILS, log);
  const bookers = await benchBookers(bench, log);

  const doctorIds = ids(await bench.raw<{ id: number }>(`select id from doctors tablesample system (5) limit 3000`));
  const specialityIds = ids(await bench.raw<{ id: number }>(`select id from specialities`));
  const points = (await bench.raw<{ latitude: number; longitude: number }>(
    `select latitude, longitude from cities where country in ('ae', 'in') order by population desc limit 40`))
    .map((p) => ({ latitude: Number(p.latitude), longitude: Number(p.longitude) }));
  const started = performance.now();
  const slots = await collectSlots(bench, slotCount);
  log(`${slots.length} free booking slots collected in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    reader, bookers, doctorIds, specialityIds, points, searchTerms: await searchTerms(bench), slots, pages: await pagePaths(bench), doctorPages: await allDoctorPages(bench),
  };
}
