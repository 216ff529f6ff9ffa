import { TZDate } from '@date-fns/tz';

const DAY_MS = 86_400_000;

/** Today's calendar date in a time zone, as days since 1970-01-01. */
export function todayIn(timeZone: string, now: number): number {
  const local = new TZDate(now, timeZone);
  return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / DAY_MS;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day number. */
export function isoWeekday(day: number): number {
  const dow = new Date(day * DAY_MS).getUTCDay();
  return dow === 0 ? 7 : dow;
}

export function dateString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function toMinutes(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

export function timeString(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const instants = new Map<string, number>();

/**
 * The instant a clinic-local date and time happen in the clinic's zone
 * (never the server's). Cached: bench bookings reuse a few thousand pairs.
 */
export function localInstant(day: number, minutes: number, timeZone: string): Date {
  const key = `${timeZone}|${day}|${minutes}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    const d = new Date(day * DAY_MS);
    ms = new TZDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
    instants.set(key, ms);
  }
  return new Date(ms);
}
