import { DAY_STRIP_DAYS } from '../constants.ts';
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
 * The 7-day strip starting today, where "today" is the date on the wall in
 * `timeZone` (the clinic's), not in the viewer's browser. A day is open when
 * its weekday is configured; `isOpen` may close more (a day whose slots are
 * all gone or booked).
 */
export function dayStrip(
  now: Date,
  configuredWeekdays: Iterable<number>,
  timeZone: string,
  isOpen?: (date: string, weekday: number) => boolean,
): DayEntry[] {
  const weekdays = new Set(configuredWeekdays);
  const today = localNow(now, timeZone).date;
  return Array.from({ length: DAY_STRIP_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    const weekday = isoWeekday(date);
    const status = weekdays.has(weekday) && (isOpen ? isOpen(date, weekday) : true);
    return { day: shortDay(weekday), date, status };
  });
}
