import { BOOKING_HORIZON_DAYS, DAY_STRIP_DAYS } from '../constants.ts';
import { addDays, isoWeekday, localNow } from './zoned-time.ts';

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type ShortDay = (typeof SHORT_DAYS)[number];

/** 000 §3 day entry; status false = greyed out and not selectable. */
export interface DayEntry {
  day: ShortDay;
  date: string;
  status: boolean;
}

/** 'Mon' … 'Sun' for an ISO weekday 1 … 7. */
export function shortDay(weekday: number): ShortDay {
  return SHORT_DAYS[(weekday - 1 + 7) % 7]!;
}

/**
 * The 7-day strip starting today (or at `first`, a later page's first day), where "today" is the
 * date on the wall in `timeZone` (the clinic's), not in the viewer's browser. A day is open when
 * its weekday is configured; `isOpen` may close more (a day whose slots are all gone or booked).
 */
export function dayStrip(
  now: Date,
  configuredWeekdays: Iterable<number>,
  timeZone: string,
  isOpen?: (date: string, weekday: number) => boolean,
  first?: string,
): DayEntry[] {
  const weekdays = new Set(configuredWeekdays);
  const start = first ?? localNow(now, timeZone).date;
  return Array.from({ length: DAY_STRIP_DAYS }, (_, offset) => {
    const date = addDays(start, offset);
    const weekday = isoWeekday(date);
    const status = weekdays.has(weekday) && (isOpen ? isOpen(date, weekday) : true);
    return { day: shortDay(weekday), date, status };
  });
}

/** One page of the strip: its first day and the first days of the pages before and after it (null at either end). */
export interface StripPage {
  first: string;
  previous: string | null;
  next: string | null;
}

const DAY_MS = 86_400_000;
const dayIndex = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * Which 7 days the strip shows (issue 39). Pages follow each other from today, so the first is the
 * strip of 000 §3, and reach the last day the server books (BOOKING_HORIZON_DAYS): a deep link to
 * any published slot, and a patient paging on, can reach every bookable day. The page holds
 * `wanted` (the page asked for, else the date asked for); a day before today or past the horizon
 * gives the first page.
 */
export function stripPage(today: string, ...wanted: (string | null | undefined)[]): StripPage {
  const last = BOOKING_HORIZON_DAYS;
  const offset = wanted
    .map((date) => (date ? dayIndex(date) - dayIndex(today) : Number.NaN))
    .find((days) => days >= 0 && days <= last);
  const first = Math.floor((offset ?? 0) / DAY_STRIP_DAYS) * DAY_STRIP_DAYS;
  return {
    first: addDays(today, first),
    previous: first > 0 ? addDays(today, first - DAY_STRIP_DAYS) : null,
    next: first + DAY_STRIP_DAYS <= last ? addDays(today, first + DAY_STRIP_DAYS) : null,
  };
}
