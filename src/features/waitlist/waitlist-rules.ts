import type { AvailabilityData } from '../../shared/schemas/booking.ts';
import { addDays } from '../../shared/slots/zoned-time.ts';

export interface WaitlistContext {
  type: 'online' | 'offline';
  clinicId: number | null;
  date: string | null;
}

/**
 * 'Notify me if an earlier time frees up' shows (issue 19) when the days the patient looks at
 * have no free slot, or the chosen day has a time someone holds. Visits need their clinic first.
 */
export function showWaitlistPrompt(context: WaitlistContext, data: AvailabilityData | undefined): boolean {
  if (!data) return false;
  if (context.type === 'offline' && context.clinicId === null) return false;
  if (!data.days.some((day) => day.status)) return true;
  if (context.date === null) return false;
  const slots = context.type === 'online' ? data.online_timeslots : data.offline_timeslots;
  return !slots.some((slot) => !slot.isDisabled) || slots.some((slot) => slot.isDisabled);
}

/** The dates the form starts with: the chosen day (else the first of the strip) and a week on. */
export function defaultRange(context: WaitlistContext, data: AvailabilityData | undefined): { from: string; to: string } {
  const from = context.date ?? data?.days[0]?.date ?? data?.date ?? '';
  return { from, to: from ? addDays(from, 6) : '' };
}
