import type { QueryClient } from '@tanstack/react-query';
import { initialSelection } from '../../features/book-appointment/booking-selection.ts';
import { freeSlotsQueryOptions } from '../../lib/free-slots.ts';
import { settleQueries } from '../../lib/server-data.ts';
import { slotSelection } from '../../shared/slot-param.ts';

/**
 * The server's doctor page waits for the booking panel's first slots too (its opening tab, date and
 * clinic), beside the profile, so it renders once (issue 40). Imported only by the loader's server
 * branch (`await import(…)` under `import.meta.env.SSR`): none of it is in the browser's first download.
 */
export function loadOpeningSlots(queryClient: QueryClient, doctorId: number, slot: string | undefined): Promise<void> {
  const opening = slotSelection(slot) ?? initialSelection;
  return settleQueries([
    queryClient.ensureQueryData(freeSlotsQueryOptions({ doctorId, type: opening.type, date: opening.date, clinicId: opening.clinicId, daysFrom: null })),
  ]);
}
