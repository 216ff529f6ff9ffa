import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { TimeRange } from '../../../src/shared/slots/slot-grid.ts';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { clinics, doctors } from '../../db/schema/doctors.ts';
import { availabilityConfigs, availabilityRanges } from '../../db/schema/scheduling.ts';
import { users } from '../../db/schema/users.ts';

/** Booking statuses that hold a slot (the same set as the exclusion constraint). */
export const ACTIVE_STATUSES = ['confirmed', 'ongoing'] as const;

export interface DoctorForBooking {
  id: number;
  firstName: string;
  lastName: string;
  verified: boolean;
  timeZone: string;
  /** Where the doctor is mailed: the account's VERIFIED email only (never the typed contact email). */
  email: string | null;
}

/** One indexed lookup by primary key (plus the owning account for its email). */
export async function loadDoctorForBooking(db: Db, doctorId: number): Promise<DoctorForBooking | null> {
  const [row] = await db
    .select({
      id: doctors.id,
      firstName: doctors.firstName,
      lastName: doctors.lastName,
      status: doctors.verificationStatus,
      timeZone: doctors.timeZone,
      userEmail: users.email,
      userEmailVerifiedAt: users.emailVerifiedAt,
    })
    .from(doctors)
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(eq(doctors.id, doctorId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    verified: row.status === 'verified',
    timeZone: row.timeZone,
    email: row.userEmailVerifiedAt ? row.userEmail : null,
  };
}

export interface ConfigClinic {
  id: number;
  name: string;
  timeZone: string;
  addressOne: string | null;
  addressTwo: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
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
      addressOne: clinics.addressOne,
      addressTwo: clinics.addressTwo,
      city: clinics.city,
      state: clinics.state,
      country: clinics.country,
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
  return db
    .select({ start: appointments.startsAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        inArray(appointments.bookingStatus, [...ACTIVE_STATUSES]),
        lt(appointments.startsAt, to),
        gt(appointments.startsAt, new Date(from.getTime() - LONGEST_BOOKING_MS)),
        gt(appointments.endsAt, from),
      ),
    );
}
