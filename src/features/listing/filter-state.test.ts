import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearFilters,
  hasActiveFilters,
  isSelected,
  setMyInsurance,
  setPage,
  setSearchText,
  setSort,
  setVerified,
  toggleFilterValue,
} from './filter-state.ts';
import { LISTING_SEARCH_DEFAULTS, parseListingSearch } from '../../shared/listing/query.ts';

const base = parseListingSearch({ specializationId: 2, latitude: 25.1, longitude: 55.2, page: 3 });

describe('filter moves', () => {
  it('"Accepts my insurance" sets the Insurance filter to the saved network alone, and off removes only it', () => {
    const other = toggleFilterValue(base, 'insurance', 'thiqa');
    const mine = setMyInsurance({ ...other, page: 3 }, 'Daman-Enhanced', true);
    expect(mine).toMatchObject({ insurance: 'daman-enhanced', page: 1 });
    expect(isSelected(mine, 'insurance', 'daman-enhanced')).toBe(true);
    const both = toggleFilterValue(mine, 'insurance', 'thiqa');
    expect(setMyInsurance(both, 'daman-enhanced', false).insurance).toBe('thiqa');
    expect(setMyInsurance(mine, 'daman-enhanced', false).insurance).toBe('');
  });

  it('toggling a value adds it, in canonical order, and goes back to page 1', () => {
    const female = toggleFilterValue(base, 'gender', 'female');
    expect(female).toMatchObject({ gender: 'female', page: 1 });
    const both = toggleFilterValue({ ...female, page: 2 }, 'gender', 'male');
    expect(both).toMatchObject({ gender: 'male,female', page: 1 });
    expect(isSelected(both, 'gender', 'male')).toBe(true);
  });

  it('toggling a chosen value removes it and also resets the page', () => {
    const fees = toggleFilterValue(toggleFilterValue(base, 'fees', '100-500'), 'fees', '500-1000');
    const removed = toggleFilterValue({ ...fees, page: 4 }, 'fees', '100-500');
    expect(removed).toMatchObject({ fees: '500-1000', page: 1 });
    expect(toggleFilterValue(removed, 'fees', '500-1000').fees).toBe('');
  });

  it('ignores values the filter does not know', () => {
    expect(toggleFilterValue(base, 'ratings', '9').ratings).toBe('');
  });

  it('keeps a single numeric value as a number', () => {
    expect(toggleFilterValue(base, 'availability', '0').availability).toBe(0);
    expect(toggleFilterValue(base, 'languages', '12').languages).toBe(12);
  });

  it('verified, sort and text changes reset the page; a page change keeps the filters', () => {
    expect(setVerified(base, true)).toMatchObject({ verified: true, page: 1 });
    expect(setSort(base, 'experience')).toMatchObject({ relevance: 'experience', page: 1 });
    expect(setSearchText(base, ' heart ')).toMatchObject({ search: 'heart', page: 1 });
    const filtered = toggleFilterValue(base, 'gender', 'female');
    expect(setPage(filtered, 2)).toEqual({ ...filtered, page: 2 });
    expect(setPage(filtered, -1).page).toBe(1);
  });

  it('the same text again changes nothing (no refetch, no page reset)', () => {
    const withText = { ...base, search: 'heart' };
    expect(setSearchText(withText, 'heart ')).toBe(withText);
  });

  it('Clear All removes every filter, the text and the sort, and sets page 1; speciality and coordinates stay', () => {
    let search = toggleFilterValue(base, 'gender', 'female');
    search = toggleFilterValue(search, 'consultation', 'online');
    search = setSort(setVerified(setSearchText(search, 'heart'), true), 'ratings');
    search = setPage(search, 2);
    expect(activeFilterCount(search)).toBe(3);
    expect(clearFilters(search)).toEqual({ ...LISTING_SEARCH_DEFAULTS, specializationId: 2, latitude: 25.1, longitude: 55.2 });
    expect(hasActiveFilters(clearFilters(search))).toBe(false);
  });
});
