/**
 * SMART Scheduling Links bulk feed (github.com/smart-on-fhir/smart-scheduling-links,
 * specification.md): a `$bulk-publish` manifest and NDJSON files of Location, Schedule and
 * Slot for the clinic visits of verified doctors over the next BULK_DAYS days. Slot files are
 * split by ranges of doctors (SLOT_FILE_DOCTORS each) and every file is produced line by line
 * from keyset pages, never as one string. `_since` keeps Locations and Schedules changed since
 * then, and the Slots of doctors whose availability, bookings or waitlist holds changed since then
 * (all of them when the window gained a day since).
 */
import { and, asc, eq, gt, isNotNull, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clinics, doctors } from '../../db/schema/doctors.ts';
import { availabilityConfigs } from '../../db/schema/scheduling.ts';
import { waitlistOffers } from '../../db/schema/waitlist.ts';
import { doctorsWithAppointmentsChangedSince, latestAppointmentChange } from '../../repositories/appointments.ts';
import { findClinics, findDoctors, findSchedules } from './directory.ts';
import { regionCode } from './regions.ts';
import { location, schedule, slot, slotDeepLink, type Resource } from './resources.ts';
import { versioned } from './versions.ts';
import { scheduleSource, slotsBetween } from './slots.ts';

export const BULK_DAYS = 14;
export const SLOT_FILE_DOCTORS = 200;
const PAGE = 500;

export interface SlotFile {
  fromDoctor: number;
  toDoctor: number;
}

/** The manifest's tags for a file: `state`, the ISO 3166-2 codes of its clinics (regions.ts). */
export interface OutputExtension {
  state: string[];
}

export interface Manifest {
  transactionTime: string;
  request: string;
  output: Array<{ type: 'Location' | 'Schedule' | 'Slot'; url: string; extension?: OutputExtension }>;
  error: never[];
}

/** The regions of each file: all verified clinics (Location), clinics with visits (Schedule), per Slot file. */
export interface FeedRegions {
  location: string[];
  schedule: string[];
  slot: string[][];
}

const offlineLive = and(
  eq(doctors.verificationStatus, 'verified'),
  eq(availabilityConfigs.timingType, 'offline'),
  isNull(availabilityConfigs.deletedAt),
  isNotNull(clinics.id),
);

/** Doctor id ranges of SLOT_FILE_DOCTORS doctors with clinic visits (one Slot file each), with their doctors. */
export async function slotFileDoctors(db: Db): Promise<Array<{ file: SlotFile; doctors: number[] }>> {
  const rows = await db
    .selectDistinct({ id: doctors.id })
    .from(availabilityConfigs)
    .innerJoin(doctors, eq(doctors.id, availabilityConfigs.doctorId))
    .innerJoin(clinics, and(eq(clinics.id, availabilityConfigs.clinicId), eq(clinics.doctorId, availabilityConfigs.doctorId)))
    .where(offlineLive)
    .orderBy(asc(doctors.id));
  const parts: Array<{ file: SlotFile; doctors: number[] }> = [];
  for (let start = 0; start < rows.length; start += SLOT_FILE_DOCTORS) {
    const ids = rows.slice(start, start + SLOT_FILE_DOCTORS).map((row) => row.id);
    parts.push({ file: { fromDoctor: ids[0]!, toDoctor: ids.at(-1)! }, doctors: ids });
  }
  return parts;
}

const regionList = (rows: Array<{ state: string | null; country: string | null }>) =>
  [...new Set(rows.map((row) => regionCode(row.state, row.country)).filter((code): code is string => code !== null))].sort();

/** Where the clinics of each file are (a clinic whose region is unknown adds nothing). */
export async function feedRegions(db: Db, files: SlotFile[]): Promise<FeedRegions> {
  const [all, visits] = await Promise.all([
    db
      .selectDistinct({ state: clinics.state, country: clinics.country })
      .from(clinics)
      .innerJoin(doctors, eq(doctors.id, clinics.doctorId))
      .where(eq(doctors.verificationStatus, 'verified')),
    db
      .selectDistinct({ doctorId: availabilityConfigs.doctorId, state: clinics.state, country: clinics.country })
      .from(availabilityConfigs)
      .innerJoin(doctors, eq(doctors.id, availabilityConfigs.doctorId))
      .innerJoin(clinics, and(eq(clinics.id, availabilityConfigs.clinicId), eq(clinics.doctorId, availabilityConfigs.doctorId)))
      .where(offlineLive),
  ]);
  return {
    location: regionList(all),
    schedule: regionList(visits),
    slot: files.map((file) => regionList(visits.filter((row) => row.doctorId >= file.fromDoctor && row.doctorId <= file.toDoctor))),
  };
}

const stateOf = (codes: string[] | undefined) => (codes?.length ? { extension: { state: codes } } : {});

export function manifest(files: SlotFile[], base: string, request: string, at: Date, since: Date | undefined, regions?: FeedRegions): Manifest {
  const url = (name: string, query: Record<string, string>) => {
    const target = new URL(`${base}/$bulk-publish/${name}`);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    if (since) target.searchParams.set('_since', since.toISOString());
    return target.toString();
  };
  return {
    transactionTime: at.toISOString(),
    request,
    output: [
      { type: 'Location', url: url('Location.ndjson', {}), ...stateOf(regions?.location) },
      { type: 'Schedule', url: url('Schedule.ndjson', {}), ...stateOf(regions?.schedule) },
      ...files.map((file, index) => ({
        type: 'Slot' as const,
        url: url('Slot.ndjson', { doctors: [file.fromDoctor, file.toDoctor].join('-') }),
        ...stateOf(regions?.slot[index]),
      })),
    ],
    error: [],
  };
}

/**
 * The latest change to anything the feed is made of (doctors, clinics, availability, bookings,
 * waitlist holds that began or lapsed): the files' Last-Modified. A Slot file also ages with the
 * clock, since its window starts now; the route accounts for that.
 */
export async function feedChangedAt(db: Db, at: Date): Promise<Date> {
  const latest = await Promise.all([
    db.select({ at: max(doctors.updatedAt) }).from(doctors),
    db.select({ at: max(clinics.updatedAt) }).from(clinics),
    db.select({ at: max(availabilityConfigs.updatedAt) }).from(availabilityConfigs),
    latestAppointmentChange(db),
    db.select({ at: max(waitlistOffers.createdAt) }).from(waitlistOffers),
    db.select({ at: max(waitlistOffers.expiresAt) }).from(waitlistOffers).where(lte(waitlistOffers.expiresAt, at)),
  ]);
  const times = latest.map(([row]) => (row?.at ? new Date(row.at).getTime() : 0));
  return new Date(Math.min(Math.max(0, ...times), at.getTime()));
}

const line = (resource: Resource) => `${JSON.stringify(versioned(resource))}\n`;

export async function* locationLines(db: Db, origin: string, since: Date | undefined): AsyncGenerator<string> {
  let afterId = 0;
  for (;;) {
    const { rows } = await findClinics(db, { afterId, since }, { count: PAGE, offset: 0 });
    for (const row of rows) yield line(location(row, origin));
    if (rows.length < PAGE) return;
    afterId = rows.at(-1)!.id;
  }
}

export async function* scheduleLines(db: Db, origin: string, since: Date | undefined): AsyncGenerator<string> {
  for (let offset = 0; ; offset += PAGE) {
    const { rows } = await findSchedules(db, { type: 'offline', since }, { count: PAGE, offset });
    for (const row of rows) yield line(schedule(row, origin, { locationOnly: true }));
    if (rows.length < PAGE) return;
  }
}

/** Doctors of the range with a change since `since` that moves their slots (availability, clinics, bookings). */
async function changedDoctors(db: Db, file: SlotFile, since: Date, at: Date): Promise<Set<number>> {
  const inRange = (column: typeof doctors.id | typeof waitlistOffers.doctorId) => sql`${column} between ${file.fromDoctor} and ${file.toDoctor}`;
  const [configs, bookings, holds] = await Promise.all([
    db
      .selectDistinct({ id: doctors.id })
      .from(doctors)
      .leftJoin(availabilityConfigs, eq(availabilityConfigs.doctorId, doctors.id))
      .leftJoin(clinics, eq(clinics.doctorId, doctors.id))
      .where(and(inRange(doctors.id), or(gt(doctors.updatedAt, since), gt(availabilityConfigs.updatedAt, since), gt(clinics.updatedAt, since)))),
    doctorsWithAppointmentsChangedSince(db, file.fromDoctor, file.toDoctor, since),
    // A waitlist hold takes a slot when made and frees it when it lapses.
    db
      .selectDistinct({ id: waitlistOffers.doctorId })
      .from(waitlistOffers)
      .where(and(inRange(waitlistOffers.doctorId), or(gt(waitlistOffers.createdAt, since), and(gt(waitlistOffers.expiresAt, since), lte(waitlistOffers.expiresAt, at))))),
  ]);
  return new Set([...configs, ...bookings, ...holds].map((row) => row.id));
}

export async function* slotLines(db: Db, origin: string, file: SlotFile, at: Date, since: Date | undefined): AsyncGenerator<string> {
  // The window gains a day at every midnight: a client behind by more than that gets everything.
  const dayAgo = new Date(at.getTime() - 24 * 3_600_000);
  const only = since && since > dayAgo ? await changedDoctors(db, file, since, at) : null;
  const from = at;
  const to = new Date(at.getTime() + BULK_DAYS * 24 * 3_600_000);
  for (let offset = 0; ; offset += PAGE) {
    const { rows } = await findSchedules(db, { type: 'offline', fromDoctor: file.fromDoctor, toDoctor: file.toDoctor }, { count: PAGE, offset });
    const doctorIds = [...new Set(rows.map((row) => row.ref.doctorId))].filter((id) => !only || only.has(id));
    const { rows: doctorRows } = await findDoctors(db, { ids: doctorIds }, { count: doctorIds.length || 1, offset: 0 });
    const byId = new Map(doctorRows.map((doctor) => [doctor.id, doctor]));
    for (const row of rows) {
      const doctor = byId.get(row.ref.doctorId);
      if (!doctor) continue;
      const source = await scheduleSource(db, row.ref);
      if (!source) continue;
      for (const entry of await slotsBetween(db, row.ref, source, from, to, at)) {
        yield line(slot(entry, origin, { deepLink: slotDeepLink(origin, doctor, entry), capacity: true, doctor }));
      }
    }
    if (rows.length < PAGE) return;
  }
}
