import { sql, type SQL } from 'drizzle-orm';

/** The zones doctors practise in; others are handled by a (slower) per-row expression. */
const KNOWN_ZONES = ['Asia/Dubai', 'Asia/Kolkata'] as const;
const ALL_DAYS = 0b1111111;
const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const formatters = new Map<string, Intl.DateTimeFormat>();

/** 0 = Monday … 6 = Sunday, on the calendar of the time zone. */
export function weekdayIndex(at: Date, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    formatters.set(timeZone, format);
  }
  return SHORT_DAYS.indexOf(format.format(at));
}

/**
 * Day offsets from today as a 7-bit mask: 0 is today, 1 tomorrow, N ≥ 2 the
 * N days starting today (so "Next 7 Days" and longer cover the whole week).
 */
export function relativeMask(offsets: number[]): number {
  let mask = 0;
  for (const offset of offsets) {
    if (offset <= 1) mask |= 1 << offset;
    else for (let k = 0; k < Math.min(offset, 7); k++) mask |= 1 << k;
  }
  return mask;
}

/** The relative mask turned into weekday bits (bit 0 = Monday) for a day whose index is `today`. */
export const rotate = (mask: number, today: number) => ((mask << today) | (mask >> (7 - today))) & ALL_DAYS;

/**
 * "Available on one of these days": the doctor's configured weekdays meet the
 * weekdays the chosen windows cover, counted from today in the doctor's own
 * time zone. Day-level only: "today" does not check that a slot is still ahead
 * (that needs the ranges and bookings and is left to the availability call).
 */
export function availabilityCondition(days: SQL, offsets: number[], now: Date): SQL | undefined {
  const mask = relativeMask(offsets);
  if (mask === 0) return undefined;
  if (mask === ALL_DAYS) return sql`${days} <> 0`;
  const cases = KNOWN_ZONES.map((zone) => sql`when ${zone} then ${rotate(mask, weekdayIndex(now, zone))}::int`);
  const shift = sql`(extract(isodow from (${now.toISOString()}::timestamptz at time zone d.time_zone))::int - 1)`;
  const generic = sql`(((${mask}::int << ${shift}) | (${mask}::int >> (7 - ${shift}))) & ${ALL_DAYS})`;
  return sql`(${days} & (case d.time_zone ${sql.join(cases, sql` `)} else ${generic} end)) <> 0`;
}
