/**
 * FHIR Slots are the booking service's own slots (daySlots over loadConfigs, loadTaken and the
 * waitlist holds, as /api/doctor-availability lists them), so FHIR and the app never disagree:
 * a slot is free when the app offers it, busy when it shows it taken.
 */
import { BOOKING_HORIZON_DAYS } from '../../../src/shared/constants.ts';
import { isOnGrid } from '../../../src/shared/slots/slot-grid.ts';
import { addDays, isoWeekday, localNow, parseTime, zonedInstant } from '../../../src/shared/slots/zoned-time.ts';
import type { Db } from '../../db/client.ts';
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
  const [booked, held] = await Promise.all([
    loadTaken(db, ref.doctorId, start, to),
    heldIntervals(db, ref.doctorId, start, to, null, at),
  ]);
  const taken = [...booked, ...held];
  const entries: SlotEntry[] = [];
  for (; day <= endDay && day <= lastDay; day = addDays(day, 1)) {
    const weekday = isoWeekday(day);
    for (const slot of daySlots(configs, day, timeZone, at, taken).slots) {
      const config = configs.find((candidate) => isOnGrid(candidate.ranges.get(weekday) ?? [], candidate.duration, slot.time));
      if (!config) continue;
      const startsAt = zonedInstant(day, parseTime(slot.time)!, timeZone);
      if (startsAt < from || startsAt >= to) continue;
      entries.push({
        ref: { schedule: ref, date: day, time: slot.time },
        start: startsAt,
        end: new Date(startsAt.getTime() + config.duration * 60_000),
        status: slot.isDisabled ? 'busy' : 'free',
        timeZone,
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
