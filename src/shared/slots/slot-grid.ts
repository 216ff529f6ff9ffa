import { formatTime12 } from '../format/time.ts';
import { currentIntl } from '../i18n/format.ts';
import { MINUTES_PER_DAY, formatMinutes, localNow, parseTime, zonedInstant } from './zoned-time.ts';

/** One configured time range of a weekday, as stored ('09:00' or '09:00:00'). */
export interface TimeRange {
  start: string;
  end: string;
}

/** A booked stretch of time (instants), from the doctor's active appointments. */
export interface TakenInterval {
  start: Date | number;
  end: Date | number;
}

/** 000 §3 timeslot: `time` is the value sent back when booking; `label` is what is shown. */
export interface Slot {
  time: string;
  label: string;
  isDisabled: boolean;
}

/**
 * Minutes after midnight where a range ends. A range ending at '00:00'
 * (or '24:00') runs to the end of the day; any other end not after the
 * start is not a range and yields nothing.
 */
function rangeBounds(range: TimeRange): [number, number] | null {
  const start = parseTime(range.start);
  let end = parseTime(range.end);
  if (start === null || end === null) return null;
  if (end === 0) end = MINUTES_PER_DAY;
  return end > start ? [start, end] : null;
}

/**
 * The slot start times (minutes after midnight) of one day: every range is cut
 * into steps of `duration` from its start; a remainder shorter than the
 * duration is dropped. Several ranges are merged in time order; a start that
 * two overlapping ranges both produce appears once.
 */
export function slotStarts(ranges: readonly TimeRange[], duration: number): number[] {
  if (!Number.isInteger(duration) || duration <= 0) return [];
  const starts = new Set<number>();
  for (const range of ranges) {
    const bounds = rangeBounds(range);
    if (!bounds) continue;
    for (let at = bounds[0]; at + duration <= bounds[1]; at += duration) starts.add(at);
  }
  return [...starts].sort((a, b) => a - b);
}

/** Whether `minutes` past midnight is one of the slot starts the ranges offer. */
export function isOnGrid(ranges: readonly TimeRange[], duration: number, minutes: number): boolean {
  return slotStarts(ranges, duration).includes(minutes);
}

export interface BuildSlotsInput {
  ranges: readonly TimeRange[];
  /** Slot length in minutes (15, 30, 45 or 60). */
  duration: number;
  /** The clinic-local calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** The zone the ranges are written in: the clinic's (visits) or the doctor's (online). */
  timeZone: string;
  now: Date;
  taken?: readonly TakenInterval[];
}

const toMs = (value: Date | number) => (typeof value === 'number' ? value : value.getTime());

// Intl formatting is the slow part of a slot; there are only 1440 distinct labels per language
// (the key holds the language: the server answers Arabic and Hindi callers from the same process).
const labels = new Map<string, string>();
function labelOf(time: string): string {
  const tag = currentIntl();
  const key = `${tag}|${time}`;
  let label = labels.get(key);
  if (label === undefined) {
    label = formatTime12(time, tag);
    labels.set(key, label);
  }
  return label;
}

/**
 * Minutes after local midnight → instant (ms) for one day. Zone lookups are
 * slow (Intl), so when the day is exactly 24 hours long (no clock change,
 * always so in the Gulf and India) the instant is midnight plus the minutes;
 * on a clock-change day every time is looked up.
 */
function dayClock(date: string, timeZone: string): (minutes: number) => number {
  const midnight = zonedInstant(date, 0, timeZone).getTime();
  const nextMidnight = zonedInstant(date, MINUTES_PER_DAY, timeZone).getTime();
  if (nextMidnight - midnight === MINUTES_PER_DAY * 60_000) return (minutes) => midnight + minutes * 60_000;
  return (minutes) => zonedInstant(date, minutes, timeZone).getTime();
}

/**
 * The slots of one day as the booking modal lists them: the grid of
 * `slotStarts`, without slots that have already started (judged by the
 * instant, so the clinic's zone decides, not the server's or the browser's),
 * and with the ones that overlap a taken interval marked disabled.
 * Times and labels are the clinic's wall clock.
 */
export function buildSlots({ ranges, duration, date, timeZone, now, taken = [] }: BuildSlotsInput): Slot[] {
  const nowMs = now.getTime();
  const today = localNow(now, timeZone).date;
  // A whole past day has nothing left; skip the zone arithmetic.
  if (date < today) return [];
  const busy = taken.map((interval) => [toMs(interval.start), toMs(interval.end)] as const);
  const instantOf = dayClock(date, timeZone);
  const slots: Slot[] = [];
  for (const minutes of slotStarts(ranges, duration)) {
    const start = instantOf(minutes);
    if (start <= nowMs) continue;
    const end = start + duration * 60_000;
    const time = formatMinutes(minutes);
    slots.push({
      time,
      label: labelOf(time),
      isDisabled: busy.some(([takenStart, takenEnd]) => takenStart < end && takenEnd > start),
    });
  }
  return slots;
}
