import { TZDate } from '@date-fns/tz';

/**
 * Calendar and clock arithmetic in a named time zone. A "local date" is the
 * 'YYYY-MM-DD' a person in that zone sees on the wall; an appointment is
 * picked and stored that way, and only turned into an instant to compare with
 * now or with other bookings. Pure: no DOM, no Node.
 */

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_SHAPE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export const MINUTES_PER_DAY = 24 * 60;

/** A real calendar date in 'YYYY-MM-DD' form (rejects 2025-02-30). */
export function isLocalDate(value: string): boolean {
  const match = DATE_SHAPE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

function dateParts(date: string): [number, number, number] {
  const match = DATE_SHAPE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday (the same in every zone). */
export function isoWeekday(date: string): number {
  const [y, m, d] = dateParts(date);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** '9:05', '09:05' or '09:05:00' → minutes after midnight; null when not a time of day. */
export function parseTime(value: string): number | null {
  const match = TIME_SHAPE.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight → 'HH:mm' (24-hour). */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export interface LocalNow {
  /** The wall-clock date in the zone. */
  date: string;
  /** Minutes after local midnight. */
  minutes: number;
  /** ISO weekday of `date`. */
  weekday: number;
}

/**
 * The last answer of localNow: a day strip asks it once per day for the same instant and zone,
 * and a zone lookup goes through Intl (the CPU profile of availability under load).
 */
let lastLocalNow: { ms: number; timeZone: string; value: LocalNow } | undefined;

/** What the clock on the wall shows in `timeZone` at the instant `now`. */
export function localNow(now: Date, timeZone: string): LocalNow {
  const ms = now.getTime();
  if (lastLocalNow?.ms === ms && lastLocalNow.timeZone === timeZone) return { ...lastLocalNow.value };
  const zoned = new TZDate(ms, timeZone);
  const date = `${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, '0')}-${String(zoned.getDate()).padStart(2, '0')}`;
  const value: LocalNow = { date, minutes: zoned.getHours() * 60 + zoned.getMinutes(), weekday: isoWeekday(date) };
  lastLocalNow = { ms, timeZone, value };
  return { ...value };
}

/**
 * zonedInstant's answers: a pure function of its arguments (zone rules do not change while the
 * process runs), asked for the same midnights by every availability read of a zone. Bounded:
 * emptied when full.
 */
const instants = new Map<string, number>();
export const MAX_CACHED_INSTANTS = 20_000;

/** The instant at which the wall clock in `timeZone` shows `date` + `minutes`. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const key = `${timeZone} ${date} ${minutes}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    const [y, m, d] = dateParts(date);
    // Minutes past 23:59 (a range ending at 24:00) roll into the next day.
    ms = new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
    if (instants.size >= MAX_CACHED_INSTANTS) instants.clear();
    instants.set(key, ms);
  }
  return new Date(ms);
}

/** True when the zone is a valid IANA name (or offset) the runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
