import { parseTime, addDays } from '../src/shared/slots/zoned-time.ts';
import { loadAvailability } from '../server/services/booking/availability.ts';
import type { BenchDb } from './db.ts';

/** One free online slot of a verified doctor, to be booked once. */
export interface BookingSlot {
  doctor_id: number;
  date: string;
  time: string;
}

/** No configuration has longer slots, so slots this far apart never overlap. */
const SPACING_MINUTES = 60;
/** Weeks ahead of the 7-day strip whose same weekdays are used too. */
const EXTRA_WEEKS = 1;

function spaced(times: string[]): string[] {
  const picked: string[] = [];
  let next = -1;
  for (const time of times.sort()) {
    const minutes = parseTime(time)!;
    if (minutes < next) continue;
    picked.push(time);
    next = minutes + SPACING_MINUTES;
  }
  return picked;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Free online slots from the availability service itself (so they are
 * exactly what the booking modal offers), from tomorrow on, spaced so no two
 * overlap, shuffled so concurrent bookings hit different doctors.
 */
export async function collectSlots(bench: BenchDb, wanted: number): Promise<BookingSlot[]> {
  const doctors = await bench.raw<{ id: number }>(
    `select d.id from doctors d where d.verification_status = 'verified' and exists (
       select 1 from availability_configs ac where ac.doctor_id = d.id and ac.timing_type = 'online' and ac.deleted_at is null)
     order by random() limit $1`, [Math.ceil(wanted / 40) + 20]);
  const slots: BookingSlot[] = [];
  for (const { id } of doctors) {
    if (slots.length >= wanted) break;
    const doctorId = Number(id);
    const strip = await loadAvailability(bench.db, { doctorId, type: 'online' });
    const open = strip.days.slice(1).filter((d) => d.status).map((d) => d.date);
    const dates = [...open, ...open.flatMap((date) => Array.from({ length: EXTRA_WEEKS }, (_, w) => addDays(date, 7 * (w + 1))))];
    for (const date of dates) {
      const day = await loadAvailability(bench.db, { doctorId, type: 'online', date });
      const free = day.online_timeslots.filter((s) => !s.isDisabled).map((s) => s.time);
      for (const time of spaced(free)) slots.push({ doctor_id: doctorId, date, time });
    }
  }
  return shuffle(slots).slice(0, wanted);
}
