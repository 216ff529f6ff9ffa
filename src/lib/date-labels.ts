import { currentIntl } from '../shared/i18n/format.ts';
import { localizedDateFormat } from '../shared/i18n/intl.ts';
/**
 * Labels for a clinic-local calendar date ('YYYY-MM-DD'). The date is the
 * clinic's wall calendar, so it is formatted as a UTC date: the viewer's own
 * zone must not move it to the day before or after.
 */
const formats = {
  weekday: localizedDateFormat({ weekday: 'short', timeZone: 'UTC' }),
  day: localizedDateFormat({ day: 'numeric', timeZone: 'UTC' }),
  month: localizedDateFormat({ month: 'short', timeZone: 'UTC' }),
  short: localizedDateFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  long: localizedDateFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  calendar: localizedDateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
};

function toUtc(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

export interface DayChipLabel {
  weekday: string;
  day: string;
  month: string;
  /** 'Mon, Mar 10': the accessible name of a date strip button. */
  full: string;
}

/**
 * Labels of a date in the reader's language, made once a language and date and kept: every doctor page shows the
 * same coming days and its reviews share their days, and a server render formatted them afresh (issue 40). Bounded:
 * cleared past `limit`.
 */
function keptLabels<T>(limit: number, make: (at: Date | null, date: string) => T): (date: string) => T {
  const kept = new Map<string, T>();
  return (date) => {
    const id = `${currentIntl()}|${date}`;
    let label = kept.get(id);
    if (label === undefined) {
      label = make(toUtc(date), date);
      if (kept.size >= limit) kept.clear();
      kept.set(id, label);
    }
    return label;
  };
}

/** A date strip chip's labels (28 Intl calls a doctor page before they were kept). */
export const dayChipLabel = keptLabels<Readonly<DayChipLabel>>(400, (at, date) =>
  at
    ? { weekday: formats.weekday.format(at), day: formats.day.format(at), month: formats.month.format(at), full: formats.short.format(at) }
    : { weekday: '', day: date, month: '', full: date },
);

/** 'Mon, Mar 10, 2025' for summaries. */
export function longDate(date: string): string {
  const at = toUtc(date);
  return at ? formats.long.format(at) : date;
}

/**
 * 'Apr 2, 2019': a date with no weekday (a date of birth). Kept: an Arabic or Hindi doctor page dates each of its 20
 * reviews through Intl (issue 40: 1.6 % of a page's server CPU).
 */
export const calendarDate = keptLabels(2000, (at, date) => (at ? formats.calendar.format(at) : date));

let viewerZone: string | undefined;
/**
 * The viewer's own zone (the browser's), to compare with the clinic's. Read once: building the
 * Intl.DateTimeFormat that tells it cost the server's doctor page a noticeable share of each render
 * (issue 40's profile), and a device's zone does not change under an open page in any way we follow.
 */
export function viewerTimeZone(): string {
  if (viewerZone === undefined) {
    try {
      viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      viewerZone = 'UTC';
    }
  }
  return viewerZone;
}
