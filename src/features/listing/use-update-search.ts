import { useCallback } from 'react';
import type { ListingSearch } from '../../shared/listing/query.ts';
import type { UpdateSearch } from './components/listing-types.ts';

type Navigate<S> = (options: { search: (prev: S) => S; replace?: boolean | undefined; resetScroll: false }) => unknown;

/**
 * The listing's moves (filter-state.ts) as navigations of the page's own route: the moved
 * listing params are merged into its search, so a page's own params (/search/doctor's SID,
 * location) stay.
 */
export function useUpdateSearch<S extends ListingSearch>(navigate: Navigate<S>): UpdateSearch {
  return useCallback<UpdateSearch>(
    (next, options) => void navigate({ search: (prev) => ({ ...prev, ...next(prev) }), replace: options?.replace, resetScroll: false }),
    [navigate],
  );
}
