import { describe, expect, it } from 'vitest';
import {
  activeFilterCount, bookingListSearchSchema, clearFilters, readSearch, switchTab, toRequest, toggle, withFilters, writeSearch,
  CONSULTATION_TYPES,
} from './booking-list-search.ts';

const parse = (raw: Record<string, unknown>) => readSearch(bookingListSearchSchema.parse(raw));

describe('booking list search params', () => {
  it('defaults to Upcoming, no filters, page 1 and keeps defaults out of the URL', () => {
    const state = parse({});
    expect(state).toEqual({ tab: 'upcoming', types: [], statuses: [], range: null, page: 1 });
    expect(writeSearch(state)).toEqual({ tab: undefined, type: undefined, status: undefined, range: undefined, page: undefined });
  });

  it('reads known values only, in a stable order, and drops bad ones', () => {
    const state = parse({ tab: 'past', type: 'offline,online,zoom', status: 'no_show,completed,lost', range: 15, page: '3' });
    expect(state).toEqual({ tab: 'past', types: ['online', 'offline'], statuses: ['completed', 'no_show'], range: 15, page: 3 });
    expect(parse({ tab: 'later', range: 7, page: -2 })).toEqual({ tab: 'upcoming', types: [], statuses: [], range: null, page: 1 });
  });

  it('ignores statuses the tab cannot hold', () => {
    expect(parse({ tab: 'upcoming', status: 'cancelled,confirmed' }).statuses).toEqual(['confirmed']);
  });

  it('round-trips through the URL form', () => {
    const state = { tab: 'past' as const, types: ['offline' as const], statuses: ['cancelled' as const], range: 30 as const, page: 2 };
    expect(readSearch(bookingListSearchSchema.parse(writeSearch(state)))).toEqual(state);
  });
});

describe('filters → POST /api/doctor/my-appointments', () => {
  it('sends the tab, lists, date range value and page of 10', () => {
    expect(toRequest(parse({ tab: 'past', type: 'online', status: 'completed,cancelled', range: 1, page: 2 }))).toEqual({
      type: 'Past', consultation_type: ['online'], booking_status: ['completed', 'cancelled'],
      from_date: '1', per_page: 10, page: 2,
    });
    expect(toRequest(parse({}))).toEqual({ type: 'Upcoming', consultation_type: [], booking_status: [], from_date: '', per_page: 10, page: 1 });
  });

  it('goes back to page 1 when a filter or the tab changes, keeping what the new tab can use', () => {
    const state = parse({ tab: 'past', status: 'confirmed,cancelled', type: 'online', page: 4 });
    expect(withFilters(state, { range: 15 })).toMatchObject({ range: 15, page: 1, types: ['online'] });
    expect(switchTab(state, 'upcoming')).toEqual({ tab: 'upcoming', types: ['online'], statuses: ['confirmed'], range: null, page: 1 });
  });

  it('toggles in the options order, counts and clears the filters', () => {
    expect(toggle(['offline'], 'online', CONSULTATION_TYPES)).toEqual(['online', 'offline']);
    expect(toggle(['online', 'offline'], 'online', CONSULTATION_TYPES)).toEqual(['offline']);
    const state = parse({ tab: 'past', type: 'online', status: 'completed', range: 30, page: 2 });
    expect(activeFilterCount(state)).toBe(3);
    expect(clearFilters(state)).toEqual({ tab: 'past', types: [], statuses: [], range: null, page: 1 });
  });
});
