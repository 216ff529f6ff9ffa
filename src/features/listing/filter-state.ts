import {
  LIST_FILTERS,
  LISTING_SEARCH_DEFAULTS,
  cleanText,
  listValues,
  pageNumber,
  parseListingSearch,
  type ListFilter,
  type ListingSearch,
  type SortBy,
} from '../../shared/listing/query.ts';

/**
 * Pure moves over the listing's search params (000 §4 Listing): each returns the
 * next search object for the router. Any filter or sort change starts again at
 * page 1; only a page change keeps the filters as they are.
 */

export function isSelected(search: ListingSearch, key: ListFilter, value: string): boolean {
  return listValues(search[key]).includes(value.toLowerCase());
}

/** Adds or removes one value of a list filter, kept in the canonical order of the listing query. */
export function toggleFilterValue(search: ListingSearch, key: ListFilter, value: string): ListingSearch {
  const current = listValues(search[key]);
  const wanted = value.toLowerCase();
  const next = current.includes(wanted) ? current.filter((v) => v !== wanted) : [...current, wanted];
  return { ...search, [key]: parseListingSearch({ [key]: next })[key], page: 1 };
}

/**
 * "Accepts my insurance" (issue 41): on, the Insurance filter becomes the patient's saved network
 * alone; off, that network leaves it (other networks chosen by hand stay).
 */
export function setMyInsurance(search: ListingSearch, slug: string, on: boolean): ListingSearch {
  const next = on ? [slug.toLowerCase()] : listValues(search.insurance).filter((value) => value !== slug.toLowerCase());
  return { ...search, insurance: parseListingSearch({ insurance: next }).insurance, page: 1 };
}

export function setVerified(search: ListingSearch, verified: boolean): ListingSearch {
  return { ...search, verified, page: 1 };
}

export function setSort(search: ListingSearch, relevance: SortBy): ListingSearch {
  return { ...search, relevance, page: 1 };
}

export function setSearchText(search: ListingSearch, text: string): ListingSearch {
  const next = cleanText(text);
  return next === search.search ? search : { ...search, search: next, page: 1 };
}

export function setPage(search: ListingSearch, page: number): ListingSearch {
  return { ...search, page: pageNumber(page) };
}

/** 'Clear All': every filter, the text and the sort back to their defaults, page 1; the speciality and coordinates stay. */
export function clearFilters(search: ListingSearch): ListingSearch {
  return { ...search, ...LISTING_SEARCH_DEFAULTS };
}

/** How many filter values are chosen (the badge on the mobile Filters button). */
export function activeFilterCount(search: ListingSearch): number {
  const lists = LIST_FILTERS.reduce((sum, key) => sum + listValues(search[key]).length, 0);
  return lists + (search.verified ? 1 : 0);
}

/** Whether 'Clear All' has anything to clear. */
export function hasActiveFilters(search: ListingSearch): boolean {
  return activeFilterCount(search) > 0 || search.search !== '' || search.relevance !== '';
}
