import type { ListingSearch } from '../../../shared/listing/query.ts';

export interface UpdateOptions {
  /** Replace the history entry (typing) instead of adding one. */
  replace?: boolean;
}

/** Moves the URL's search params on; the route merges the result into its own search. */
export type UpdateSearch = (next: (prev: ListingSearch) => ListingSearch, options?: UpdateOptions) => void;
