/**
 * The FHIR directory's reads (Practitioner, PractitionerRole, Location, Schedule): verified
 * doctors only, each search one page (LIMIT/OFFSET over an id order) plus its total.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { specialities } from '../../db/schema/catalog.ts';
import { clinics, doctors } from '../../db/schema/doctors.ts';
import { clinicInsuranceNetworks } from '../../db/schema/insurance.ts';
import { availabilityConfigs } from '../../db/schema/scheduling.ts';
import { likeEscape } from '../common/like.ts';
import type { ScheduleRef } from './ids.ts';
import { updatedWhere, type UpdatedBound } from './last-updated.ts';
import { clinicAddressColumns, type ClinicAddress } from '../common/clinic-summary.ts';
import { stringMatch } from './text-match.ts';

export interface Page {
  count: number;
  offset: number;
}

export interface DoctorRow {
  id: number;
  slug: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female' | 'other' | null;
  degree: string | null;
  registrationNumber: string | null;
  medicalCouncil: string | null;
  citySlug: string | null;
  updatedAt: Date;
  specialitySlug: string | null;
  specialityName: string | null;
  /** The directory's listed phone of the practice (admin: "Listed phone"); the clinics' and the Slots' booking phone. */
  contactPhone: string | null;
}

export interface ClinicRow extends ClinicAddress {
  id: number;
  doctorId: number;
  name: string;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
  updatedAt: Date;
  /** The practice's listed phone (clinics have none of their own) and what the doctor's page URL is made of. */
  phone: string | null;
  doctorSlug: string;
  doctorCitySlug: string | null;
  doctorSpecialitySlug: string | null;
  /** With a `near` search: how far the clinic is, in km. */
  distanceKm?: number | null;
}

const verified = eq(doctors.verificationStatus, 'verified');

const doctorColumns = {
  id: doctors.id,
  slug: doctors.slug,
  firstName: doctors.firstName,
  lastName: doctors.lastName,
  gender: doctors.gender,
  degree: doctors.degree,
  registrationNumber: doctors.registrationNumber,
  medicalCouncil: doctors.medicalCouncil,
  citySlug: doctors.citySlug,
  updatedAt: doctors.updatedAt,
  specialitySlug: specialities.slug,
  specialityName: specialities.speciality,
  contactPhone: doctors.contactPhone,
};

const clinicColumns = {
  id: clinics.id,
  doctorId: clinics.doctorId,
  name: clinics.clinicName,
  timeZone: clinics.timeZone,
  ...clinicAddressColumns,
  latitude: clinics.latitude,
  longitude: clinics.longitude,
  // A Location also shows the doctor's listed phone and page: its version moves with either row.
  updatedAt: sql<Date>`greatest(${clinics.updatedAt}, ${doctors.updatedAt})`.mapWith(clinics.updatedAt),
  phone: doctors.contactPhone,
  doctorSlug: doctors.slug,
  doctorCitySlug: doctors.citySlug,
  doctorSpecialitySlug: specialities.slug,
};

export interface DoctorFilter {
  ids?: number[];
  name?: string;
  specialty?: string;
  city?: string;
  /** FHIR string semantics (text-match.ts): `city` starts the clinic's city; `cityExact` is all of it, as written. */
  cityExact?: string;
  clinicId?: number;
  /** `_lastUpdated` of the Practitioner (the doctor's row) or of the PractitionerRole (roleUpdatedAt). */
  lastUpdated?: UpdatedBound[];
  lastUpdatedOf?: 'practitioner' | 'role';
  /** `network`: doctors whose clinics accept one of these networks (doctors.network_ids, issue 41). */
  networkIds?: number[];
}

/** An int[] literal of `ids` for the array operators (&&). */
const intArray = (ids: number[]) => sql`array[${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)}]::int[]`;

/**
 * A PractitionerRole's lastUpdated: the doctor's row or one of their clinics (the role lists them),
 * whichever changed last; resources.ts practitionerRole() shows the same instant.
 */
const roleUpdatedAt = sql`greatest(${doctors.updatedAt}, (select max(c.updated_at) from clinics c where c.doctor_id = ${doctors.id}))`;

function doctorWhere(filter: DoctorFilter): SQL | undefined {
  const clinicMatch = [
    filter.city === undefined ? undefined : stringMatch(clinics.city, filter.city),
    filter.cityExact === undefined ? undefined : stringMatch(clinics.city, filter.cityExact, true),
    filter.clinicId === undefined ? undefined : eq(clinics.id, filter.clinicId),
  ].filter((part): part is SQL => part !== undefined);
  const name = filter.name === undefined ? undefined : `%${likeEscape(filter.name)}%`;
  return and(
    verified,
    filter.ids ? inArray(doctors.id, filter.ids) : undefined,
    name === undefined ? undefined : or(ilike(doctors.firstName, name), ilike(doctors.lastName, name)),
    filter.specialty === undefined ? undefined : or(eq(specialities.slug, filter.specialty), sql`lower(${specialities.speciality}) = lower(${filter.specialty})`),
    clinicMatch.length
      ? sql`exists (select 1 from ${clinics} where ${clinics.doctorId} = ${doctors.id} and ${and(...clinicMatch)})`
      : undefined,
    updatedWhere(filter.lastUpdated, filter.lastUpdatedOf === 'role' ? roleUpdatedAt : doctors.updatedAt),
    filter.networkIds === undefined ? undefined : sql`${doctors.networkIds} && ${intArray(filter.networkIds)}`,
  );
}

/** Verified doctors matching `filter`, one page in id order, and how many match. */
export async function findDoctors(db: Db, filter: DoctorFilter, page: Page): Promise<{ rows: DoctorRow[]; total: number }> {
  const where = doctorWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(doctorColumns)
      .from(doctors)
      .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
      .where(where)
      .orderBy(asc(doctors.id))
      .limit(page.count)
      .offset(page.offset),
    db.select({ total: count() }).from(doctors).leftJoin(specialities, eq(specialities.id, doctors.specialityId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The clinics of these doctors (for PractitionerRole.location). */
export async function clinicsOfDoctors(db: Db, doctorIds: number[]): Promise<ClinicRow[]> {
  if (!doctorIds.length) return [];
  return db
    .select(clinicColumns)
    .from(clinics)
    .innerJoin(doctors, eq(doctors.id, clinics.doctorId))
    .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
    .where(inArray(clinics.doctorId, doctorIds))
    .orderBy(asc(clinics.id));
}

/** A circle on the earth: `near` of a Location search. */
export interface Near {
  latitude: number;
  longitude: number;
  km: number;
}

const EARTH_KM = 6371.0088;

/** Great-circle (haversine) distance in km from `near` to the clinic; null without a position. Plain SQL, so PGlite runs it too. */
function distanceKm(near: Near): SQL<number | null> {
  const lat = sql`${near.latitude}::float8`;
  const lng = sql`${near.longitude}::float8`;
  const a = sql`power(sin(radians(${clinics.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${clinics.latitude})) * power(sin(radians(${clinics.longitude} - ${lng}) / 2), 2)`;
  return sql<number | null>`(2 * ${EARTH_KM}::float8 * asin(least(1, sqrt(${a}))))`;
}

/** Clinics within the circle: a latitude band first (cheap), then the exact distance. */
function withinNear(near: Near): SQL {
  const band = near.km / 111.0;
  return sql`${clinics.latitude} between ${near.latitude - band} and ${near.latitude + band} and ${distanceKm(near)} <= ${near.km}::float8`;
}

export interface ClinicFilter {
  ids?: number[];
  city?: string;
  cityExact?: string;
  /** Within this circle, nearest first. */
  near?: Near;
  /** Keyset for the bulk feed: clinics with a greater id. */
  afterId?: number;
  since?: Date;
  /** `_lastUpdated`: as Location.meta.lastUpdated shows it (the clinic's row or its doctor's: the phone and page come from the doctor). */
  lastUpdated?: UpdatedBound[];
}

function clinicWhere(filter: ClinicFilter): SQL | undefined {
  return and(
    verified,
    filter.ids ? inArray(clinics.id, filter.ids) : undefined,
    filter.city === undefined ? undefined : stringMatch(clinics.city, filter.city),
    filter.cityExact === undefined ? undefined : stringMatch(clinics.city, filter.cityExact, true),
    filter.near === undefined ? undefined : withinNear(filter.near),
    filter.afterId === undefined ? undefined : sql`${clinics.id} > ${filter.afterId}`,
    filter.since === undefined ? undefined : sql`greatest(${clinics.updatedAt}, ${doctors.updatedAt}) > ${filter.since}`,
    updatedWhere(filter.lastUpdated, sql`greatest(${clinics.updatedAt}, ${doctors.updatedAt})`),
  );
}

/** Clinics of verified doctors, one page in id order (nearest first with `near`), and how many match. */
export async function findClinics(db: Db, filter: ClinicFilter, page: Page): Promise<{ rows: ClinicRow[]; total: number }> {
  const where = clinicWhere(filter);
  const order = filter.near ? [asc(distanceKm(filter.near)), asc(clinics.id)] : [asc(clinics.id)];
  const columns = filter.near ? { ...clinicColumns, distanceKm: distanceKm(filter.near).mapWith(Number) } : clinicColumns;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(clinics)
      .innerJoin(doctors, eq(doctors.id, clinics.doctorId))
      .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
      .where(where)
      .orderBy(...order)
      .limit(page.count)
      .offset(page.offset),
    db.select({ total: count() }).from(clinics).innerJoin(doctors, eq(doctors.id, clinics.doctorId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export interface ScheduleRow {
  ref: ScheduleRef;
  doctorName: string;
  /** The doctor's speciality (Schedule.serviceType and specialty). */
  specialitySlug: string | null;
  specialityName: string | null;
  clinicName: string | null;
  updatedAt: Date;
}

export interface ScheduleFilter {
  doctorId?: number;
  clinicId?: number;
  type?: 'online' | 'offline';
  /** Keyset for the bulk feed: schedules of doctors with an id in [fromDoctor, toDoctor]. */
  fromDoctor?: number;
  toDoctor?: number;
  since?: Date;
  /** `_lastUpdated` of the Schedule (its updatedAt below). */
  lastUpdated?: UpdatedBound[];
  /**
   * HealthcareService `network`: a clinic's schedule when the clinic accepts one of these networks, a
   * video schedule when the doctor's video consultations are covered and a clinic of theirs accepts one.
   */
  networkIds?: number[];
}

function scheduleNetworkWhere(ids: number[]): SQL {
  const clinicTakes = sql`exists (select 1 from ${clinicInsuranceNetworks} where ${clinicInsuranceNetworks.clinicId} = ${clinics.id} and ${clinicInsuranceNetworks.networkId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`;
  return or(
    and(eq(availabilityConfigs.timingType, 'offline'), clinicTakes),
    and(eq(availabilityConfigs.timingType, 'online'), eq(doctors.videoInsurance, true), sql`${doctors.networkIds} && ${intArray(ids)}`),
  )!;
}

/**
 * Schedules: one per verified doctor and live configuration kind (video, or a clinic of their
 * own), however many configurations serve it.
 */
export async function findSchedules(db: Db, filter: ScheduleFilter, page: Page): Promise<{ rows: ScheduleRow[]; total: number }> {
  const where = and(
    verified,
    isNull(availabilityConfigs.deletedAt),
    or(eq(availabilityConfigs.timingType, 'online'), and(eq(availabilityConfigs.timingType, 'offline'), isNotNull(clinics.id))),
    filter.doctorId === undefined ? undefined : eq(availabilityConfigs.doctorId, filter.doctorId),
    filter.clinicId === undefined ? undefined : and(eq(availabilityConfigs.timingType, 'offline'), eq(clinics.id, filter.clinicId)),
    filter.type === undefined ? undefined : eq(availabilityConfigs.timingType, filter.type),
    filter.fromDoctor === undefined ? undefined : sql`${availabilityConfigs.doctorId} >= ${filter.fromDoctor}`,
    filter.toDoctor === undefined ? undefined : sql`${availabilityConfigs.doctorId} <= ${filter.toDoctor}`,
    filter.networkIds === undefined ? undefined : scheduleNetworkWhere(filter.networkIds),
  );
  const clinicKey = sql<number>`coalesce(case when ${availabilityConfigs.timingType} = 'offline' then ${clinics.id} end, 0)`;
  const updatedAt = sql<string>`greatest(max(${availabilityConfigs.updatedAt}), max(${doctors.updatedAt}), max(coalesce(${clinics.updatedAt}, ${doctors.updatedAt})))`;
  const base = db
    .select({
      doctorId: availabilityConfigs.doctorId,
      type: availabilityConfigs.timingType,
      clinicId: sql<number>`${clinicKey}`.as('clinic_key'),
      firstName: sql<string>`max(${doctors.firstName})`.as('first_name'),
      lastName: sql<string>`max(${doctors.lastName})`.as('last_name'),
      specialitySlug: sql<string | null>`max(${specialities.slug})`.as('speciality_slug'),
      specialityName: sql<string | null>`max(${specialities.speciality})`.as('speciality_name'),
      clinicName: sql<string | null>`max(case when ${availabilityConfigs.timingType} = 'offline' then ${clinics.clinicName} end)`.as('clinic_name'),
      updatedAt: updatedAt.as('updated_at'),
    })
    .from(availabilityConfigs)
    .innerJoin(doctors, eq(doctors.id, availabilityConfigs.doctorId))
    .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
    .leftJoin(clinics, and(eq(clinics.id, availabilityConfigs.clinicId), eq(clinics.doctorId, availabilityConfigs.doctorId)))
    .where(where)
    .groupBy(availabilityConfigs.doctorId, availabilityConfigs.timingType, clinicKey);
  const grouped = base.as('grouped');
  const sinceWhere = and(
    filter.since === undefined ? undefined : sql`${grouped.updatedAt} > ${filter.since}`,
    updatedWhere(filter.lastUpdated, grouped.updatedAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(grouped)
      .where(sinceWhere)
      .orderBy(asc(grouped.doctorId), desc(grouped.type), asc(grouped.clinicId))
      .limit(page.count)
      .offset(page.offset),
    db.select({ total: count() }).from(grouped).where(sinceWhere),
  ]);
  return {
    rows: rows.map((row) => ({
      ref: row.type === 'online' ? { doctorId: row.doctorId, type: 'online' } : { doctorId: row.doctorId, type: 'offline', clinicId: Number(row.clinicId) },
      doctorName: [row.firstName, row.lastName].join(' ').trim(),
      specialitySlug: row.specialitySlug,
      specialityName: row.specialityName,
      clinicName: row.clinicName,
      updatedAt: new Date(row.updatedAt),
    })),
    total: total?.total ?? 0,
  };
}
