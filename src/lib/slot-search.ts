import { field } from './search-params.ts';

/**
 * `?type=online&date=2030-01-08&time=10:00&clinic=3` on a doctor page: a time to start the
 * booking panel from (a waitlist offer's 'Book this time'). Each field falls back to nothing
 * on a bad value; the panel then starts as usual.
 */
export const slotSearchFields = {
  type: field((v) => (v === 'online' || v === 'offline' ? v : undefined)),
  date: field((v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined)),
  time: field((v) => (typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? v : undefined)),
  clinic: field((v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined)),
};

export interface SlotSearch {
  type?: 'online' | 'offline' | undefined;
  date?: string | undefined;
  time?: string | undefined;
  clinic?: number | undefined;
}

/** The panel's starting selection, when the link names a whole time (and a clinic for a visit). */
export function slotSelection(search: SlotSearch): { type: 'online' | 'offline'; date: string; time: string; clinicId: number | null } | undefined {
  if (!search.type || !search.date || !search.time) return undefined;
  if (search.type === 'offline' && search.clinic === undefined) return undefined;
  return { type: search.type, date: search.date, time: search.time, clinicId: search.type === 'offline' ? search.clinic! : null };
}
