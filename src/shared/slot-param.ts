/**
 * `?slot=online_2030-01-08_10:00` (visits: `offline_2030-01-08_10:00_3`, the clinic last) on a
 * doctor page: a time to start the booking panel from (a waitlist offer's 'Book this time').
 * The route keeps it as text (src/lib/search-slot-field.ts); this reads it on the page (and the FHIR
 * feed writes it into its booking deep links, server/services/fhir/resources.ts); a bad
 * value just starts the panel as usual.
 */

export type SlotSelection = { type: 'online' | 'offline'; date: string | null; time: string | null; clinicId: number | null };

export const slotParam = (slot: SlotSelection): string =>
  [slot.type, ...(slot.date && slot.time ? [slot.date, slot.time] : []), ...(slot.clinicId === null ? [] : [slot.clinicId])].join('_');

/**
 * Also only the kind and clinic, with no time (`offline_3`, `online`): Book Again on a past booking
 * opens the panel on the same kind of consultation (issue 42).
 */
export function slotSelection(raw: string | undefined): SlotSelection | undefined {
  const match = /^(online|offline)(?:_(\d{4}-\d{2}-\d{2})_(\d{2}:\d{2}))?(?:_(\d{1,10}))?$/.exec(raw ?? '');
  if (!match) return undefined;
  const type = match[1] as 'online' | 'offline';
  const clinicId = match[4] ? Number(match[4]) : null;
  if (type === 'offline' && clinicId === null) return undefined;
  return { type, date: match[2] ?? null, time: match[3] ?? null, clinicId: type === 'offline' ? clinicId : null };
}
