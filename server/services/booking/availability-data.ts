import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TimeRange } from '../../../src/shared/slots/slot-grid.ts';
import type { Db } from '../../db/client.ts';
import { clinics } from '../../db/schema/doctors.ts';
import { availabilityConfigs, availabilityRanges } from '../../db/schema/scheduling.ts';
import { clinicAddressColumns, type ClinicAddress } from '../common/clinic-summary.ts';
import { json } from '../listing/listing-cards.ts';
import { ACTIVE_STATUSES, activeIntervalsOfDoctor } from '../../repositories/appointments.ts';
import { findDoctorWithAccount } from '../../repositories/doctors.ts';

/** Booking statuses that hold a slot (the same set as the exclusion constraint); defined with the table's repository. */
export { ACTIVE_STATUSES };

export interface DoctorForBooking {
  id: number;
  firstName: string;
  lastName: string;
  verified: boolean;
  /** Public (doctors.listed): a self-registration awaiting review takes no enquiry. */
  listed: boolean;
  timeZone: string;
  /** Where the doctor is mailed: the account's VERIFIED email only (never the typed contact email). */
  email: string | null;
}

/** One indexed lookup by primary key (plus the owning account for its email). */
export async function loadDoctorForBooking(db: Db, doctorId: number): Promise<DoctorForBooking | null> {
  const found = await findDoctorWithAccount(db, doctorId);
  if (!found) return null;
  const { doctor, account } = found;
  return {
    id: doctor.id,
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    verified: doctor.verificationStatus === 'verified',
    listed: doctor.listed,
    timeZone: doctor.timeZone,
    email: account?.emailVerifiedAt ? account.email : null,
  };
}

export interface ConfigClinic extends ClinicAddress {
  id: number;
  name: string;
  timeZone: string;
}

export interface BookingConfig {
  id: number;
  type: 'online' | 'offline';
  clinic: ConfigClinic | null;
  onlineFee: number | null;
  offlineFee: number | null;
  duration: number;
  /** ISO weekday → that day's ranges. */
  ranges: Map<number, TimeRange[]>;
}

/**
 * Every live configuration of a doctor with its ranges and clinic, in one
 * query over the (doctor_id, timing_type) and (config_id, weekday) indexes.
 * Ordered by id so "the first configuration" is stable.
 */
export async function loadConfigs(db: Db, doctorId: number, type?: 'online' | 'offline'): Promise<BookingConfig[]> {
  const rows = await db
    .select({
      id: availabilityConfigs.id,
      type: availabilityConfigs.timingType,
      onlineFee: availabilityConfigs.onlineFee,
      offlineFee: availabilityConfigs.offlineFee,
      duration: availabilityConfigs.slotDuration,
      weekday: availabilityRanges.weekday,
      start: availabilityRanges.startTime,
      end: availabilityRanges.endTime,
      clinicId: clinics.id,
      clinicName: clinics.clinicName,
      clinicZone: clinics.timeZone,
      ...clinicAddressColumns,
    })
    .from(availabilityConfigs)
    .leftJoin(availabilityRanges, eq(availabilityRanges.configId, availabilityConfigs.id))
    // A clinic of another doctor never counts, even if a row points at it.
    .leftJoin(clinics, and(eq(clinics.id, availabilityConfigs.clinicId), eq(clinics.doctorId, doctorId)))
    .where(
      and(
        eq(availabilityConfigs.doctorId, doctorId),
        isNull(availabilityConfigs.deletedAt),
        type ? eq(availabilityConfigs.timingType, type) : undefined,
      ),
    )
    .orderBy(asc(availabilityConfigs.id), asc(availabilityRanges.weekday), asc(availabilityRanges.startTime));

  const byId = new Map<number, BookingConfig>();
  for (const row of rows) {
    let config = byId.get(row.id);
    if (!config) {
      config = {
        id: row.id,
        type: row.type,
        clinic:
          row.clinicId === null
            ? null
            : {
                id: row.clinicId,
                name: row.clinicName ?? '',
                timeZone: row.clinicZone ?? 'Asia/Dubai',
                addressOne: row.addressOne,
                addressTwo: row.addressTwo,
                city: row.city,
                state: row.state,
                country: row.country,
                postalCode: row.postalCode,
              },
        onlineFee: row.onlineFee,
        offlineFee: row.offlineFee,
        duration: row.duration,
        ranges: new Map(),
      };
      byId.set(row.id, config);
    }
    if (row.weekday !== null && row.start !== null && row.end !== null) {
      const day = config.ranges.get(row.weekday) ?? [];
      day.push({ start: row.start, end: row.end });
      config.ranges.set(row.weekday, day);
    }
  }
  // A visit configuration without a (valid) clinic cannot be booked.
  return [...byId.values()].filter((config) => config.type === 'online' || config.clinic !== null);
}

export interface TakenRow {
  start: Date;
  end: Date;
}

/** No booking is longer than this; it bounds the index scan from below. */
const LONGEST_BOOKING_MS = 24 * 3600_000;

/** The doctor's active bookings overlapping [from, to): one bounded range scan of appointments_doctor_idx. */
export async function loadTaken(db: Db, doctorId: number, from: Date, to: Date): Promise<TakenRow[]> {
  return activeIntervalsOfDoctor(db, doctorId, from, to, new Date(from.getTime() - LONGEST_BOOKING_MS));
}

/** A window of the doctor's bookings and open waitlist offers to load with the doctor (availability). */
export interface TakenWindow {
  from: Date;
  to: Date;
}

/** An open waitlist offer overlapping the window: taken, except for its own patient while it lasts. */
export interface HeldRow {
  start: Date;
  end: Date;
  patientId: number;
  expiresAt: Date;
}

export interface BookingContext {
  doctor: DoctorForBooking;
  /** Every live configuration, as loadConfigs(db, doctorId) returns them. */
  configs: BookingConfig[];
  /** With a window: the active bookings overlapping it (as loadTaken), else empty. */
  taken: TakenRow[];
  /** With a window: the open offers overlapping it (as heldIntervals reads them), else empty. */
  held: HeldRow[];
  /** With `lapsedAt`: the doctor has an open offer whose hold had lapsed by then (handOnLapsedFor's check). */
  hasLapsed: boolean;
  /** The saved language of the doctor's account (null: never chosen, or no account). */
  doctorLocale: string | null;
  /** With `patientId`: that account's verified email and saved language (null: no such account). */
  patient: { verifiedEmail: string | null; locale: string | null } | null;
}

interface ContextRow {
  id: number;
  first_name: string;
  last_name: string;
  verification_status: string;
  listed: boolean;
  time_zone: string;
  email: string | null;
  locale: string | null;
  configs: Array<{
    id: number;
    type: 'online' | 'offline';
    online_fee: number | null;
    offline_fee: number | null;
    duration: number;
    clinic: { id: number; name: string | null; zone: string | null; a1: string | null; a2: string | null; city: string | null; state: string | null; country: string | null; postal: string | null } | null;
    ranges: Array<[number, string, string]>;
  }>;
  taken: Array<[string, string]> | null;
  held: Array<[string, string, number, string]> | null;
  has_lapsed: boolean | null;
  patient: [string | null, string | null] | null;
}

const iso = (date: Date) => date.toISOString();

/**
 * The doctor, every live configuration (ranges, clinic), and optionally the bookings and open
 * offers of a window and the lapsed-offer check, in ONE statement: what loadDoctorForBooking,
 * loadConfigs, loadTaken, heldIntervals and handOnLapsedFor's check read one round trip (and one
 * pooled connection) each. Each part is the same indexed lookup as in those functions (doctors by
 * primary key, availability_configs_doctor_idx, availability_ranges_config_idx,
 * appointments_doctor_idx, waitlist_offers_open_idx / _expiry_idx); null when there is no such doctor.
 * With `patientId`, also the patient's account by primary key, for the booking's confirmation mail.
 */
export async function loadBookingContext(
  db: Db,
  doctorId: number,
  options: { window?: TakenWindow; lapsedAt?: Date; patientId?: number } = {},
): Promise<BookingContext | null> {
  const { window, lapsedAt, patientId } = options;
  const id = Math.trunc(doctorId);
  // One json column (row_to_json), not 14: node-postgres builds a parser and a key per column of every answer.
  const result = await db.execute(sql`
    select row_to_json(x) as context from (select d.id, d.first_name, d.last_name, d.verification_status, d.listed, d.time_zone,
      case when u.email_verified_at is not null then u.email end as email, u.locale,
      (select coalesce(json_agg(json_build_object(
          'id', c.id, 'type', c.timing_type, 'online_fee', c.online_fee, 'offline_fee', c.offline_fee, 'duration', c.slot_duration,
          'clinic', case when cl.id is null then null else json_build_object(
            'id', cl.id, 'name', cl.clinic_name, 'zone', cl.time_zone, 'a1', cl.address_one, 'a2', cl.address_two,
            'city', cl.city, 'state', cl.state, 'country', cl.country, 'postal', cl.postal_code) end,
          'ranges', (select coalesce(json_agg(json_build_array(r.weekday, r.start_time, r.end_time) order by r.weekday, r.start_time), '[]')
                       from availability_ranges r where r.config_id = c.id)
        ) order by c.id), '[]')
        from availability_configs c
        left join clinics cl on cl.id = c.clinic_id and cl.doctor_id = ${id}::int
        where c.doctor_id = ${id}::int and c.deleted_at is null) as configs,
      ${window ? sql`(select json_agg(json_build_array(a.starts_at, a.ends_at))
        from appointments a
        where a.doctor_id = ${id}::int and a.booking_status in ('confirmed', 'ongoing')
          and a.starts_at < ${iso(window.to)}::timestamptz
          and a.starts_at > ${iso(new Date(window.from.getTime() - LONGEST_BOOKING_MS))}::timestamptz
          and a.ends_at > ${iso(window.from)}::timestamptz)` : sql`null::json`} as taken,
      ${window ? sql`(select json_agg(json_build_array(o.starts_at, o.ends_at, o.patient_id, o.expires_at))
        from waitlist_offers o
        where o.doctor_id = ${id}::int and o.status = 'open'
          and o.starts_at < ${iso(window.to)}::timestamptz and o.ends_at > ${iso(window.from)}::timestamptz)` : sql`null::json`} as held,
      ${lapsedAt ? sql`exists (select 1 from waitlist_offers o
        where o.doctor_id = ${id}::int and o.status = 'open' and o.expires_at <= ${iso(lapsedAt)}::timestamptz)` : sql`null::boolean`} as has_lapsed,
      ${patientId !== undefined ? sql`(select json_build_array(case when p.email_verified_at is not null then p.email end, p.locale)
        from users p where p.id = ${Math.trunc(patientId)}::int)` : sql`null::json`} as patient
    from doctors d
    left join users u on u.id = d.user_id
    where d.id = ${id}::int) x`);
  const found = (result.rows as unknown as { context: ContextRow | string }[])[0];
  if (!found) return null;
  const row = json(found.context);
  const configs: BookingConfig[] = [];
  for (const c of row.configs) {
    // A visit configuration without a (valid) clinic cannot be booked (as loadConfigs).
    if (c.type !== 'online' && c.clinic === null) continue;
    const ranges = new Map<number, TimeRange[]>();
    for (const [weekday, start, end] of c.ranges) {
      const day = ranges.get(weekday) ?? [];
      day.push({ start, end });
      ranges.set(weekday, day);
    }
    configs.push({
      id: c.id,
      type: c.type,
      clinic: c.clinic && {
        id: c.clinic.id,
        name: c.clinic.name ?? '',
        timeZone: c.clinic.zone ?? 'Asia/Dubai',
        addressOne: c.clinic.a1,
        addressTwo: c.clinic.a2,
        city: c.clinic.city,
        state: c.clinic.state,
        country: c.clinic.country,
        postalCode: c.clinic.postal,
      },
      onlineFee: c.online_fee,
      offlineFee: c.offline_fee,
      duration: c.duration,
      ranges,
    });
  }
  return {
    doctor: {
      id: Number(row.id),
      firstName: row.first_name,
      lastName: row.last_name,
      verified: row.verification_status === 'verified',
      listed: row.listed,
      timeZone: row.time_zone,
      email: row.email,
    },
    configs,
    taken: (row.taken ?? []).map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
    held: (row.held ?? []).map(([start, end, patientId, expiresAt]) => ({ start: new Date(start), end: new Date(end), patientId: Number(patientId), expiresAt: new Date(expiresAt) })),
    hasLapsed: row.has_lapsed === true,
    doctorLocale: row.locale,
    patient: row.patient && { verifiedEmail: row.patient[0], locale: row.patient[1] },
  };
}
