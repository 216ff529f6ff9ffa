/**
 * `_lastUpdated` (issue 39): the bounds a client asks for, compared with the meta.lastUpdated we
 * answer. An instant is taken to the millisecond (what meta.lastUpdated shows), so `gt` the
 * lastUpdated of a resource already seen leaves that version out and keeps every later one; a date
 * (no time) is a whole UTC day. Postgres keeps microseconds and we show milliseconds (floor), so a
 * bound at the shown millisecond compares the same way in SQL and on the served value.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { dateParam } from './search-params.ts';

/** What a value means: at or after `atLeast`, before `before` (either may be absent). */
export interface UpdatedBound {
  atLeast?: Date;
  before?: Date;
}

/** Dates a real change can carry; outside (9999, 0001) is a typo or a probe, not a sync point. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/** One `_lastUpdated` value, or null when it is not one we take (the caller answers 400). */
export function parseLastUpdated(raw: string): UpdatedBound | null {
  const value = dateParam(raw, MIN_YEAR, MAX_YEAR);
  if (!value) return null;
  const { prefix, date, time } = value;
  let lower = new Date(`${date}T00:00:00Z`);
  let upper = new Date(lower.getTime() + 86_400_000);
  if (time) {
    const hour = Number(time.slice(1, 3));
    const minute = Number(time.slice(4, 6));
    if (hour > 23 || minute > 59) return null;
    lower = new Date(`${date}${time}`);
    if (Number.isNaN(lower.getTime())) return null;
    upper = new Date(lower.getTime() + 1);
  }
  switch (prefix) {
    case 'ge':
      return { atLeast: lower };
    case 'gt':
      return { atLeast: upper };
    case 'lt':
      return { before: lower };
    case 'le':
      return { before: upper };
    default:
      return { atLeast: lower, before: upper };
  }
}

/** Every bound holds (FHIR ANDs repeated parameters). */
export function updatedWithin(bounds: UpdatedBound[], at: Date): boolean {
  const time = at.getTime();
  return bounds.every((bound) => (!bound.atLeast || time >= bound.atLeast.getTime()) && (!bound.before || time < bound.before.getTime()));
}

/** The same test in SQL over the column or expression that is the resource's meta.lastUpdated. */
export function updatedWhere(bounds: UpdatedBound[] | undefined, column: SQLWrapper): SQL | undefined {
  if (!bounds?.length) return undefined;
  const parts = bounds.flatMap((bound) => [
    ...(bound.atLeast ? [sql`${column} >= ${bound.atLeast.toISOString()}::timestamptz`] : []),
    ...(bound.before ? [sql`${column} < ${bound.before.toISOString()}::timestamptz`] : []),
  ]);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}
