import { ENQUIRY_SLOT_FIRST, ENQUIRY_SLOT_LAST, ENQUIRY_SLOT_STEP_MINUTES, DAY_STRIP_DAYS } from '../constants.ts';
import { formatTime12 } from '../format/time.ts';
import { addDays, formatMinutes, localNow, parseTime, zonedInstant } from './zoned-time.ts';

export interface EnquirySlot {
  time: string;
  label: string;
}

/** The half-hour grid of enquiry times, 08:00 … 20:30 (000 §9). */
export function enquiryTimes(): string[] {
  const first = parseTime(ENQUIRY_SLOT_FIRST)!;
  const last = parseTime(ENQUIRY_SLOT_LAST)!;
  const times: string[] = [];
  for (let at = first; at <= last; at += ENQUIRY_SLOT_STEP_MINUTES) times.push(formatMinutes(at));
  return times;
}

/** The 7 dates an enquiry may ask for, from today in the doctor's zone. */
export function enquiryDates(now: Date, timeZone: string): string[] {
  const today = localNow(now, timeZone).date;
  return Array.from({ length: DAY_STRIP_DAYS }, (_, offset) => addDays(today, offset));
}

/**
 * The enquiry times offered on `date`: the whole grid on a later day, only
 * the times still ahead when `date` is today (empty once 20:30 has passed:
 * 'No available time slots for today. Please select a future date.').
 */
export function enquirySlots(date: string, now: Date, timeZone: string): EnquirySlot[] {
  const today = localNow(now, timeZone).date;
  if (date < today) return [];
  return enquiryTimes()
    .filter((time) => date > today || zonedInstant(date, parseTime(time)!, timeZone).getTime() > now.getTime())
    .map((time) => ({ time, label: formatTime12(time) }));
}
