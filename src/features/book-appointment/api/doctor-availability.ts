import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { freeSlotsQueryOptions, type FreeSlotsParams } from '../../../lib/free-slots.ts';

/**
 * The booking panel's slots: the one query of lib/free-slots.ts. While a new date or clinic loads, the
 * strip of the same tab stays on screen (no flash); a tab switch starts empty, as the spec clears everything then.
 */
export function useAvailability(params: FreeSlotsParams) {
  return useQuery({
    ...freeSlotsQueryOptions(params),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === params.type ? keepPreviousData(previous) : undefined,
  });
}
