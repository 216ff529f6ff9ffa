import { BOOKINGS_PAGE_SIZE } from '../../shared/constants.ts';
import type { BookingStatus } from '../../shared/schemas/booking-status.ts';
import type { MyAppointmentsBody } from '../../shared/schemas/my-appointments.ts';
import {
  CONSULTATION_TYPES,
  TAB_STATUSES,
  bookingsSearchSchema,
  listValues,
  type BookingsSearch,
  type BookingsTab,
  type ConsultationType,
  type DateRange,
} from './bookings-search.ts';

/**
 * Pure moves over My Bookings' search params, and the request they make. Any
 * filter change starts again at page 1; only a page change keeps the rest.
 */

const TAB_TYPE = { upcoming: 'Upcoming', past: 'Past', enquiries: 'Enquiries' } as const;

/**
 * The filter groups a tab offers: enquiries have neither a consultation type nor a status; Upcoming has no
 * Date Range, whose choices all look back ("Last 7 Days"), and every upcoming booking is in all of them (issue 42).
 */
export function tabFilters(tab: BookingsTab): { consultation: boolean; status: boolean; range: boolean } {
  return { consultation: tab !== 'enquiries', status: TAB_STATUSES[tab].length > 0, range: tab !== 'upcoming' };
}

/** The date range the tab applies (none on Upcoming, whatever the URL says). */
const chosenRange = (search: BookingsSearch) => (tabFilters(search.tab).range ? search.range : undefined);

/** The statuses chosen that the tab offers (a status of another tab is ignored). */
export function chosenStatuses(search: BookingsSearch): BookingStatus[] {
  const chosen = new Set(listValues(search.status));
  return TAB_STATUSES[search.tab].filter((status) => chosen.has(status));
}

export function chosenConsultation(search: BookingsSearch): ConsultationType[] {
  if (!tabFilters(search.tab).consultation) return [];
  const chosen = new Set(listValues(search.consultation));
  return CONSULTATION_TYPES.filter((type) => chosen.has(type));
}

/** POST /api/my-appointments body (001 §7) for the page the URL names; page size 10 (001 §9). */
export function bookingsRequest(
  search: BookingsSearch,
): Required<Pick<MyAppointmentsBody, 'type' | 'consultation_type' | 'booking_status' | 'per_page' | 'page'>> & { from_date?: string; person?: 'me' | number } {
  const person = search.tab === 'enquiries' || !search.person ? undefined : search.person === 'me' ? ('me' as const) : Number(search.person);
  const body = {
    type: TAB_TYPE[search.tab],
    consultation_type: chosenConsultation(search),
    booking_status: chosenStatuses(search),
    per_page: BOOKINGS_PAGE_SIZE,
    page: search.page,
    ...(person === undefined ? {} : { person }),
  };
  const range = chosenRange(search);
  return range === undefined ? body : { ...body, from_date: String(range) };
}

function toggle(list: string, value: string): string {
  const values = listValues(list);
  return (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]).join(',');
}

/** Re-normalises through the URL schema, so the order of values is canonical. */
const normalise = (search: BookingsSearch): BookingsSearch => bookingsSearchSchema.parse(search);

export function toggleConsultation(search: BookingsSearch, type: ConsultationType): BookingsSearch {
  return normalise({ ...search, consultation: toggle(search.consultation, type), page: 1 });
}

export function toggleStatus(search: BookingsSearch, status: BookingStatus): BookingsSearch {
  return normalise({ ...search, status: toggle(search.status, status), page: 1 });
}

export function setRange(search: BookingsSearch, range: DateRange | undefined): BookingsSearch {
  return { ...search, range, page: 1 };
}

/** A new tab keeps the type and date range; statuses belong to a tab, so they are dropped. */
export function setTab(search: BookingsSearch, tab: BookingsTab): BookingsSearch {
  return tab === search.tab ? search : { ...search, tab, status: '', page: 1 };
}

export function setPage(search: BookingsSearch, page: number): BookingsSearch {
  return { ...search, page: Math.max(1, Math.floor(page)) };
}

/** 'Clear All': every filter off, page 1; the tab stays. */
export function clearFilters(search: BookingsSearch): BookingsSearch {
  return { ...search, consultation: '', status: '', range: undefined, page: 1, person: '' };
}

/** How many filter values of this tab are chosen (the mobile Filter button's count). */
export function activeFilterCount(search: BookingsSearch): number {
  return chosenConsultation(search).length + chosenStatuses(search).length + (chosenRange(search) === undefined ? 0 : 1);
}
