import { describe, expect, it } from 'vitest';
import { myAppointmentsBody } from '../../shared/schemas/my-appointments.ts';
import {
  activeFilterCount,
  bookingsRequest,
  chosenStatuses,
  clearFilters,
  setPage,
  setRange,
  setTab,
  tabFilters,
  toggleConsultation,
  toggleStatus,
} from './bookings-filters.ts';
import { bookingsSearchSchema } from './bookings-search.ts';

const parse = (input: Record<string, unknown>) => bookingsSearchSchema.parse(input);

describe('URL search params', () => {
  it('defaults to the Upcoming tab, no filters, page 1', () => {
    expect(parse({})).toEqual({ tab: 'upcoming', consultation: '', status: '', range: undefined, page: 1, person: '' });
  });

  it('keeps known values only, in canonical order, and falls back on bad ones', () => {
    expect(parse({ tab: 'past', consultation: 'offline,online,phone', status: 'completed,bogus,cancelled', range: 15, page: '3' })).toEqual({
      tab: 'past',
      consultation: 'online,offline',
      status: 'cancelled,completed',
      range: 15,
      page: 3,
      person: '',
    });
    expect(parse({ tab: 'later', range: 9, page: -2 })).toMatchObject({ tab: 'upcoming', range: undefined, page: 1 });
    // Whose bookings (issue 41): 'me' or a member id; anything else is everyone's.
    expect([parse({ person: 'me' }), parse({ person: 7 }), parse({ person: '12' }), parse({ person: '<b>' }), parse({ person: '0' }), parse({ person: '1e3' })].map((s) => s.person)).toEqual(['me', '7', '12', '', '', '']);
    expect(bookingsRequest(parse({ person: '7' }))).toMatchObject({ person: 7 });
    expect(bookingsRequest(parse({ person: 'me', tab: 'enquiries' }))).not.toHaveProperty('person');
    expect(parse({ range: '30' }).range).toBe(30);
  });
});

describe('filters → POST /api/my-appointments', () => {
  it('sends the tab, lists, page size 10 and page', () => {
    const search = parse({ tab: 'past', consultation: 'online', status: 'cancelled', page: 2 });
    expect(bookingsRequest(search)).toEqual({ type: 'Past', consultation_type: ['online'], booking_status: ['cancelled'], per_page: 10, page: 2 });
  });

  it('maps the Date Range to from_date (Last 7 Days is 1, 001 §9)', () => {
    const search = setRange(parse({ tab: 'past' }), 1);
    expect(bookingsRequest(search).from_date).toBe('1');
    expect(bookingsRequest(setRange(search, 15)).from_date).toBe('15');
    expect(bookingsRequest(setRange(search, 30)).from_date).toBe('30');
    expect(bookingsRequest(setRange(search, undefined))).not.toHaveProperty('from_date');
  });

  it('ignores statuses the tab does not offer, and sends no type or status for Enquiries', () => {
    expect(bookingsRequest(parse({ tab: 'upcoming', status: 'cancelled,confirmed' })).booking_status).toEqual(['confirmed']);
    const enquiries = bookingsRequest(parse({ tab: 'enquiries', consultation: 'online', status: 'confirmed', range: 15 }));
    expect(enquiries).toEqual({ type: 'Enquiries', consultation_type: [], booking_status: [], per_page: 10, page: 1, from_date: '15' });
  });

  it('is a body the server schema accepts', () => {
    const body = bookingsRequest(parse({ tab: 'past', consultation: 'offline', status: 'no_show,completed', range: 1 }));
    expect(myAppointmentsBody.parse(body)).toMatchObject({ type: 'Past', booking_status: ['completed', 'no_show'], from_date: '1' });
  });
});

describe('filter moves', () => {
  const base = parse({ tab: 'past', page: 4 });

  it('toggling a value adds or removes it and goes back to page 1', () => {
    const online = toggleConsultation(base, 'online');
    expect(online).toMatchObject({ consultation: 'online', page: 1 });
    expect(toggleConsultation(online, 'online').consultation).toBe('');
    const both = toggleStatus(toggleStatus(base, 'completed'), 'cancelled');
    expect(both.status).toBe('cancelled,completed');
    expect(chosenStatuses(both)).toEqual(['cancelled', 'completed']);
  });

  it('a tab change keeps type and range, drops statuses and the page', () => {
    const filtered = setRange(toggleStatus(toggleConsultation(base, 'offline'), 'completed'), 15);
    expect(setTab(filtered, 'upcoming')).toMatchObject({ tab: 'upcoming', consultation: 'offline', range: 15, status: '', page: 1 });
    expect(setTab(filtered, 'past')).toBe(filtered);
  });

  it('Clear All keeps the tab only; counts what is chosen', () => {
    const filtered = setRange(toggleStatus(toggleConsultation(base, 'offline'), 'completed'), 30);
    expect(activeFilterCount(filtered)).toBe(3);
    expect(clearFilters(filtered)).toEqual({ tab: 'past', consultation: '', status: '', range: undefined, page: 1, person: '' });
    expect(activeFilterCount(clearFilters(filtered))).toBe(0);
  });

  it('a page change keeps the filters', () => {
    const filtered = toggleConsultation(base, 'online');
    expect(setPage(filtered, 3)).toEqual({ ...filtered, page: 3 });
  });

  it('offers the groups each tab has (001 §2, §4)', () => {
    expect(tabFilters('upcoming')).toEqual({ consultation: true, status: true, range: false });
    // A range left in the URL from the Past tab is not applied on Upcoming.
    expect(bookingsRequest(parse({ tab: 'upcoming', range: 15 })).from_date).toBeUndefined();
    expect(activeFilterCount(parse({ tab: 'upcoming', range: 15 }))).toBe(0);
    expect(tabFilters('enquiries')).toEqual({ consultation: false, status: false, range: true });
  });
});
