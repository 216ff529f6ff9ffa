/**
 * FHIR Slots are the booking service's own slots (daySlots over loadConfigs, loadTaken and the
 * waitlist holds, as /api/doctor-availability lists them), so FHIR and the app never disagree:
 * a slot is free when the app offers it, busy when it shows it taken.
 */
import { appointmentChangesOverlapping } from '../../repositories/appointments.ts';
import { BOOKING_HORIZON_DAYS } from '../../../src/shared/constants.ts';
import { isOnGrid } from '../../../src/shared/slots/slot-grid.ts';
import { addDays, isoWeekday, localNow, parseTime, zonedInstant } from '../../../src/shared/slots/zoned-time.ts';
import { and, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clinics, doctors } from '../../db/schema/doctors.ts';
import { availabilityConfigs } from '../../db/schema/scheduling.ts';
import { waitlistOffers } from '../../db/schema/waitlist.ts';
import { daySlots } from '../booking/availability.ts';
import { loadConfigs, loadDoctorForBooking, loadTaken, type BookingConfig, type DoctorForBooking } from '../booking/availability-data.ts';
import { heldIntervals } from '../booking/slot-holds.ts';
import type { ScheduleRef, SlotRef } from './ids.ts';

export interface SlotEntry {
  ref: SlotRef;
  start: Date;
  end: Date;
  status: 'free' | 'busy';
  timeZone: string;
  /** meta.lastUpdated: see slotUpdatedAt. */
  updatedAt?: Date;
}

export interface ScheduleSource {
  doctor: DoctorForBooking;
  configs: BookingConfig[];
  timeZone: string;
}

/** The doctor and configurations behind a schedule, or null when it does not exist (or is not bookable). */
export async function scheduleSource(db: Db, ref: ScheduleRef): Promise<ScheduleSource | null> {
  const doctor = await loadDoctorForBooking(db, ref.doctorId);
  if (!doctor?.verified) return null;
  const all = await loadConfigs(db, ref.doctorId, ref.type);
  const configs = ref.type === 'online' ? all : all.filter((config) => config.clinic?.id === ref.clinicId);
  if (!configs.length) return null;
  const timeZone = ref.type === 'online' ? doctor.timeZone : configs[0]!.clinic!.timeZone;
  return { doctor, configs, timeZone };
}

/** The schedule's slots starting in [from, to), free and busy, in time order. */
export async function slotsBetween(db: Db, ref: ScheduleRef, source: ScheduleSource, from: Date, to: Date, at: Date): Promise<SlotEntry[]> {
  const { configs, timeZone } = source;
  const today = localNow(at, timeZone).date;
  const lastDay = addDays(today, BOOKING_HORIZON_DAYS);
  const start = new Date(Math.max(from.getTime(), at.getTime()));
  if (start.getTime() >= to.getTime()) return [];
  let day = localNow(start, timeZone).date;
  const endDay = localNow(new Date(to.getTime() - 1), timeZone).date;
  const [booked, held, changes] = await Promise.all([
    loadTaken(db, ref.doctorId, start, to),
    heldIntervals(db, ref.doctorId, start, to, null, at),
    slotChanges(db, ref, start, to, at),
  ]);
  const taken = [...booked, ...held];
  const entries: SlotEntry[] = [];
  for (; day <= endDay && day <= lastDay; day = addDays(day, 1)) {
    const weekday = isoWeekday(day);
    for (const slot of daySlots(configs, day, timeZone, at, taken).slots) {
      const minutes = parseTime(slot.time)!;
      const config = configs.find((candidate) => isOnGrid(candidate.ranges.get(weekday) ?? [], candidate.duration, minutes));
      if (!config) continue;
      const startsAt = zonedInstant(day, minutes, timeZone);
      if (startsAt < from || startsAt >= to) continue;
      const end = new Date(startsAt.getTime() + config.duration * 60_000);
      entries.push({
        ref: { schedule: ref, date: day, time: slot.time },
        start: startsAt,
        end,
        status: slot.isDisabled ? 'busy' : 'free',
        timeZone,
        updatedAt: slotUpdatedAt(changes, day, startsAt, end, timeZone),
      });
    }
  }
  return entries;
}

/** One slot by its id's schedule, date and time; null when availability does not offer it (any more). */
export async function findSlot(db: Db, ref: SlotRef, at: Date): Promise<SlotEntry | null> {
  const source = await scheduleSource(db, ref.schedule);
  if (!source) return null;
  const dayStart = zonedInstant(ref.date, 0, source.timeZone);
  const dayEnd = zonedInstant(addDays(ref.date, 1), 0, source.timeZone);
  const slots = await slotsBetween(db, ref.schedule, source, dayStart, dayEnd, at);
  return slots.find((slot) => slot.ref.time === ref.time) ?? null;
}

/** What moves a schedule's slots: its own last change, and the bookings and waitlist holds over the window. */
interface SlotChanges {
  scheduleAt: Date;
  /** Booking or hold intervals with the instant each last changed a slot's status. */
  events: Array<{ start: Date; end: Date; at: Date }>;
}

const LONGEST_BOOKING_MS = 24 * 3_600_000;
const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : 0);

async function slotChanges(db: Db, ref: ScheduleRef, from: Date, to: Date, at: Date): Promise<SlotChanges> {
  const startsAfter = new Date(from.getTime() - LONGEST_BOOKING_MS);
  const overlapping = and(eq(waitlistOffers.doctorId, ref.doctorId), lt(waitlistOffers.startsAt, to), gt(waitlistOffers.endsAt, from), gt(waitlistOffers.startsAt, startsAfter));
  const [[schedule], bookings, holds] = await Promise.all([
    // Removed configurations count too: removing one takes slots away.
    db
      .select({
        configs: max(availabilityConfigs.updatedAt),
        doctor: sql<string | null>`(select ${doctors.updatedAt} from ${doctors} where ${doctors.id} = ${ref.doctorId})`,
        clinic: ref.type === 'offline' ? sql<string | null>`(select ${clinics.updatedAt} from ${clinics} where ${clinics.id} = ${ref.clinicId})` : sql<null>`null`,
      })
      .from(availabilityConfigs)
      .where(and(eq(availabilityConfigs.doctorId, ref.doctorId), eq(availabilityConfigs.timingType, ref.type), ref.type === 'offline' ? eq(availabilityConfigs.clinicId, ref.clinicId) : undefined)),
    // Every status: a cancellation frees the slot (its updated_at is when).
    appointmentChangesOverlapping(db, ref.doctorId, from, to, startsAfter),
    db.select({ start: waitlistOffers.startsAt, end: waitlistOffers.endsAt, createdAt: waitlistOffers.createdAt, expiresAt: waitlistOffers.expiresAt }).from(waitlistOffers).where(overlapping),
  ]);
  return {
    scheduleAt: new Date(Math.max(time(schedule?.configs), time(schedule?.doctor), time(schedule?.clinic))),
    events: [
      ...bookings,
      // A hold takes the slot when made and gives it back when it lapses.
      ...holds.map((hold) => ({ start: hold.start, end: hold.end, at: hold.expiresAt.getTime() <= at.getTime() ? hold.expiresAt : hold.createdAt })),
    ],
  };
}

/**
 * A computed slot's meta.lastUpdated (and so its versionId): the latest of its schedule's change
 * (doctor, clinic, availability), a booking or hold over it (made, cancelled, lapsed: any doctor's
 * booking, since one of another kind takes the time too), and the start of the day its date entered
 * the booking horizon (when it appeared). `_lastUpdated=gt<last sync>` thus finds slots that
 * changed status or appeared since; those that went away are not in any answer.
 */
function slotUpdatedAt(changes: SlotChanges, day: string, start: Date, end: Date, timeZone: string): Date {
  let latest = Math.max(changes.scheduleAt.getTime(), zonedInstant(addDays(day, -BOOKING_HORIZON_DAYS), 0, timeZone).getTime());
  for (const event of changes.events) {
    if (event.start < end && event.end > start) latest = Math.max(latest, event.at.getTime());
  }
  return new Date(latest);
}
